import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPortal } from '../../../testing/render-portal.tsx'
import { searchAnswer, searchAnswers, searchRecord } from '../../../testing/search-answers.ts'

// The machines running these tests are often busy: give the fake server's answers time to arrive.
configure({ asyncUtilTimeout: 5000 })
vi.setConfig({ testTimeout: 30_000 })

afterEach(cleanup)

const TOP = [
  { classNo: 'I', className: 'Literature', classLev: 1, parentClassNo: '', hasChild: true },
  { classNo: 'K', className: 'History and geography', classLev: 1, parentClassNo: '', hasChild: false },
]
const UNDER_I = [{ classNo: 'I2', className: 'Chinese literature', classLev: 2, parentClassNo: 'I', hasChild: false }]

describe('category search', () => {
  it('browses the CLC tree and lists the records of a class, subclasses included', async () => {
    const fake = searchAnswers(() => ({ data: searchAnswer({ total: 1, records: [searchRecord(5, { title: '活着' })] }) }))
    const answer = (path: string, input?: unknown) =>
      path === 'catalogue.classification' ? { data: (input as { parentClassNo?: string }).parentClassNo === 'I' ? UNDER_I : TOP } : fake.answer(path, input)
    const { router } = renderPortal({ locale: 'en-US', path: '/categorySearchList', answer })
    expect(await screen.findByText('Choose a class to list its records.')).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Show or hide the subclasses of I Literature' }))
    fireEvent.click(await screen.findByRole('link', { name: 'I2 Chinese literature' }))
    await waitFor(() => expect(router.state.location.search).toBe('?classNo=I2'))
    expect(await screen.findByRole('link', { name: '活着' })).toBeTruthy()
    expect(fake.inputsOf('catalogue.search').at(-1)).toMatchObject({ searchFieldContent: 'I2', searchField: 'kindNo', matchMode: '2' })
    expect(fake.inputsOf('catalogue.usage.countSearch')).toEqual([])
  })
})
