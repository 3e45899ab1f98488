import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyHomeAnswers } from '../../testing/empty-home-answers.ts'
import type { FakeAnswer } from '../../testing/fake-trpc-client.ts'
import { renderPortal } from '../../testing/render-portal.tsx'

// The machines running these tests are often busy: give the fake server's answers time to arrive.
configure({ asyncUtilTimeout: 5000 })
vi.setConfig({ testTimeout: 30_000 })

afterEach(cleanup)
beforeEach(() => window.localStorage.clear())

const POPULAR = [{ searchValue: '三体', searchCount: 9, sort: 1 }, { searchValue: 'Python', searchCount: 5, sort: 2 }]
const DICTIONARIES = { docCode: [{ code: '1', name: 'Book' }, { code: '4', name: 'Thesis' }], resourceType: [{ code: '1', name: 'Print' }, { code: '2', name: 'Electronic' }] }

function home(): FakeAnswer {
  const empty = emptyHomeAnswers()
  return (path) => (path === 'catalogue.usage.popularSearches' ? { data: POPULAR } : path === 'catalogue.dictionaries' ? { data: DICTIONARIES } : empty(path))
}
const paramsOf = (search: string) => new URLSearchParams(search)
const suggestions = () => within(screen.getByRole('listbox', { name: 'Search suggestions', hidden: true })).queryAllByRole('option')

describe('search box', () => {
  it('refuses a term over the server limit with its own message, in the user language', async () => {
    const { router } = renderPortal({ locale: 'zh-CN', answer: home() })
    fireEvent.change(await screen.findByRole('combobox', { name: '检索词' }), { target: { value: '书'.repeat(10_000) } })
    fireEvent.click(screen.getByRole('button', { name: '检索' }))
    expect(screen.getByRole('alert').textContent).toBe('检索词过长：最多 1000 个字符（当前 10000 个），请缩短后再检索。')
    expect(router.state.location.pathname).toBe('/Home')
  })

  it('sends field, match mode, document and resource type with the term; the field names come from the server or our own', async () => {
    const { router } = renderPortal({ locale: 'en-US', answer: home() })
    // catalogue.searchFields is not answered here: the box names the 15 fields itself.
    const field = await screen.findByRole('combobox', { name: 'Search field' })
    expect(Array.from((field as HTMLSelectElement).options).map((o) => o.text)).toHaveLength(15)
    fireEvent.change(field, { target: { value: 'author' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Match' }), { target: { value: '1' } })
    fireEvent.change(await screen.findByRole('combobox', { name: 'Document type' }), { target: { value: '4' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Resource type' }), { target: { value: '1' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Search terms' }), { target: { value: ' 刘慈欣 ' } })
    fireEvent.submit(screen.getByRole('search', { name: 'Resource search' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/searchList'))
    const params = paramsOf(router.state.location.search)
    expect([params.get('searchFieldContent'), params.get('searchField'), params.get('matchMode'), params.get('docCode'), params.get('resourceType')]).toEqual(['刘慈欣', 'author', '1', '4', '1'])
    expect(JSON.parse(window.localStorage.getItem('recentSearches:') ?? '[]')).toEqual(['刘慈欣'])
  })

  it('offers recent and popular searches as a listbox the keyboard works', async () => {
    window.localStorage.setItem('recentSearches:', JSON.stringify(['红楼梦']))
    const { router } = renderPortal({ locale: 'en-US', answer: home() })
    const input = await screen.findByRole('combobox', { name: 'Search terms' })
    await waitFor(() => {
      fireEvent.keyDown(input, { key: 'ArrowDown' })
      expect(input.getAttribute('aria-expanded')).toBe('true')
    })
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' })
    await waitFor(() => expect(suggestions().map((o) => o.textContent)).toEqual(['红楼梦', 'Clear recent searches', '三体', 'Python']))
    expect(screen.getByRole('group', { name: 'Recent searches' })).toBeTruthy()
    expect(input.getAttribute('aria-activedescendant')).toBe(suggestions()[0]!.id)
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    expect(within(listbox).getByRole('option', { name: 'Python' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(listbox.hidden).toBe(true)
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(paramsOf(router.state.location.search).get('searchFieldContent')).toBe('三体'))
  })

  it('narrows the suggestions to what is typed, and clears the recent ones', async () => {
    window.localStorage.setItem('recentSearches:', JSON.stringify(['python tricks', '红楼梦']))
    renderPortal({ locale: 'en-US', answer: home() })
    const input = await screen.findByRole('combobox', { name: 'Search terms' })
    fireEvent.change(input, { target: { value: 'pyth' } })
    await waitFor(() => expect(suggestions().map((o) => o.textContent)).toEqual(['python tricks', 'Python']))
    fireEvent.change(input, { target: { value: '' } })
    await waitFor(() => expect(suggestions().map((o) => o.textContent)).toContain('Clear recent searches'))
    fireEvent.click(suggestions().find((o) => o.textContent === 'Clear recent searches')!)
    expect(window.localStorage.getItem('recentSearches:')).toBeNull()
    expect(suggestions().map((o) => o.textContent)).toEqual(['三体', 'Python'])
  })
})
