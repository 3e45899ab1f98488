import { cleanup, configure, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPortal } from '../../../testing/render-portal.tsx'
import { searchAnswer, searchAnswers, searchRecord } from '../../../testing/search-answers.ts'

// The machines running these tests are often busy: give the fake server's answers time to arrive.
configure({ asyncUtilTimeout: 5000 })
vi.setConfig({ testTimeout: 30_000 })

afterEach(cleanup)

describe('search lists of other scopes', () => {
  it('/otherSearchList searches the papers of the catalogue and says so', async () => {
    const fake = searchAnswers(() => ({ data: searchAnswer({ total: 1, records: [searchRecord(9, { title: 'A thesis' })] }) }))
    renderPortal({ locale: 'en-US', path: '/otherSearchList?searchFieldContent=x&docCode=4', answer: fake.answer })
    expect(await screen.findByRole('heading', { level: 1, name: 'Papers' })).toBeTruthy()
    expect(screen.getByText(/there is no separate paper index here/)).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'A thesis' })).toBeTruthy()
    expect(fake.inputsOf('catalogue.search').at(-1)).toMatchObject({ searchFieldContent: 'x', docCode: ['4', '5', '6'] })
    // The scope is no removable filter: only the patron's own choice is a chip.
    expect(screen.getAllByRole('button', { name: /^Remove filter/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Remove filter: Document type: Thesis'])
  })

  it('/chaoXingSearchList says the discovery service is not connected and searches electronic and digital resources', async () => {
    const fake = searchAnswers(() => ({ data: searchAnswer({ total: 0, records: [] }) }))
    renderPortal({ locale: 'zh-CN', path: '/chaoXingSearchList?searchFieldContent=%E4%B8%89%E4%BD%93', answer: fake.answer })
    expect(await screen.findByText(/本门户未接入超星发现系统/)).toBeTruthy()
    await waitFor(() => expect(fake.inputsOf('catalogue.search').at(-1)).toMatchObject({ resourceType: ['2', '3'] }))
    expect(await screen.findByText('没有找到结果')).toBeTruthy()
    expect(screen.getByRole('link', { name: '在全部资源中检索' }).getAttribute('href')).toBe('/searchList?searchFieldContent=%E4%B8%89%E4%BD%93')
  })

  it('/searchListExternal and /searchListResource open the search their path describes', async () => {
    const fake = searchAnswers(() => ({ data: searchAnswer({ total: 0, records: [] }) }))
    const { router } = renderPortal({ locale: 'en-US', path: '/searchListExternal/title/python/1/4', answer: fake.answer })
    await waitFor(() => expect(router.state.location.pathname).toBe('/searchList'))
    expect(router.state.location.search).toBe('?searchFieldContent=python&searchField=title&matchMode=1&docCode=4')
    cleanup()
    const resource = renderPortal({ locale: 'en-US', path: '/searchListResource/author/%E5%88%98%E6%85%88%E6%AC%A3/2/2', answer: fake.answer })
    await waitFor(() => expect(resource.router.state.location.search).toBe('?searchFieldContent=%E5%88%98%E6%85%88%E6%AC%A3&searchField=author&resourceType=2'))
  })
})
