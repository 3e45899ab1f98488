import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPortal } from '../../../testing/render-portal.tsx'
import { searchAnswer, searchAnswers, searchRecord } from '../../../testing/search-answers.ts'

// The machines running these tests are often busy: give the fake server's answers time to arrive.
configure({ asyncUtilTimeout: 5000 })
vi.setConfig({ testTimeout: 30_000 })

afterEach(cleanup)

const ANSWER = searchAnswer({ total: 1, records: [searchRecord(7, { title: '三体' })] })

describe('advanced search', () => {
  it('joins rows with AND/OR/NOT into searchItems, with limits, and opens the results', async () => {
    const fake = searchAnswers(() => ({ data: ANSWER }))
    const { router } = renderPortal({ locale: 'en-US', path: '/searchList?view=advanced&searchFieldContent=%E4%B8%89%E4%BD%93', answer: fake.answer })
    expect(await screen.findByRole('heading', { level: 1, name: 'Advanced search' })).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Term of condition 1' }) as HTMLInputElement).value).toBe('三体')
    fireEvent.change(screen.getByRole('combobox', { name: 'Operator of condition 2' }), { target: { value: 'OR' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Term of condition 2' }), { target: { value: '活着' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Operator of condition 3' }), { target: { value: 'NOT' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Term of condition 3' }), { target: { value: '黑暗森林' } })
    fireEvent.change(await screen.findByRole('combobox', { name: 'Document language' }), { target: { value: 'chi' } })
    fireEvent.change(screen.getByPlaceholderText('From'), { target: { value: '1990' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'On shelf only' }))
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.search).not.toContain('view=advanced'))
    await waitFor(() =>
      expect(fake.inputsOf('catalogue.search').at(-1)).toMatchObject({
        searchFieldContent: '',
        searchItems: [
          { oper: 'AND', searchField: 'keyWord', matchMode: '2', searchFieldContent: '三体' },
          { oper: 'OR', searchField: 'title', matchMode: '2', searchFieldContent: '活着' },
          { oper: 'NOT', searchField: 'author', matchMode: '2', searchFieldContent: '黑暗森林' },
        ],
        langCode: ['chi'],
        publishBegin: 1990,
        onlyOnShelf: true,
      }),
    )
    expect(await screen.findByRole('link', { name: '三体' })).toBeTruthy()
  })

  it('needs a term, and adds and removes rows', async () => {
    const fake = searchAnswers(() => ({ data: ANSWER }))
    const { router } = renderPortal({ locale: 'zh-CN', path: '/searchList?view=advanced', answer: fake.answer })
    fireEvent.click(await screen.findByRole('button', { name: '检索' }))
    expect(screen.getByText('请输入检索条件')).toBeTruthy()
    expect(router.state.location.search).toBe('?view=advanced')
    fireEvent.click(screen.getByRole('button', { name: '增加检索条件' }))
    expect(screen.getAllByRole('textbox', { name: /的检索词$/ })).toHaveLength(4)
    fireEvent.click(screen.getByRole('button', { name: '删除条件 4' }))
    expect(screen.getAllByRole('textbox', { name: /的检索词$/ })).toHaveLength(3)
    expect(fake.inputsOf('catalogue.search')).toEqual([])
  })
})
