import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderPortal } from '../../../testing/render-portal.tsx'
import { searchAnswer, searchAnswers, searchRecord } from '../../../testing/search-answers.ts'

// The machines running these tests are often busy: give the fake server's answers time to arrive.
configure({ asyncUtilTimeout: 5000 })
vi.setConfig({ testTimeout: 30_000 })

afterEach(cleanup)
beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

const ANSWER = searchAnswer({
  total: 23,
  records: [
    searchRecord(62, { title: '红楼梦', parallelTitle: 'A Dream of Red Mansions', responsibility: '（清）曹雪芹，高鹗著', publishYear: '1996', year: 1996, abstract: '贾府兴衰' }),
    searchRecord(63, { title: '<img src=x onerror="alert(1)">Bold <b>claims</b>', abstract: '<script>alert(2)</script>摘要' }),
  ],
  facets: { docCode: { '1': 20, '4': 3 }, langCode: { chi: 15, eng: 8 }, author: { 曹雪芹: 4 } },
  highlights: {
    62: { title: [{ text: '红楼梦', matched: true }] },
    63: { abstract: [{ text: '<script>alert(2)</script>', matched: false }, { text: '摘要', matched: true }] },
  },
})

const listPath = (query: string) => `/searchList?${query}`

describe('search list', () => {
  it('shows the results of the search in the address: title link, authors, year, type, call number, live availability', async () => {
    const fake = searchAnswers(() => ({ data: ANSWER }))
    renderPortal({ locale: 'en-US', path: listPath('searchFieldContent=%E7%BA%A2%E6%A5%BC%E6%A2%A6&docCode=1'), answer: fake.answer })
    const link = await screen.findByRole('link', { name: '红楼梦 : A Dream of Red Mansions' })
    expect(link.getAttribute('href')).toBe('/searchList/bookDetails/62')
    expect(screen.getByRole('heading', { level: 2, name: /23 results/ })).toBeTruthy()
    const item = link.closest('li')!
    expect(item.textContent).toContain('（清）曹雪芹，高鹗著')
    expect(item.textContent).toContain('Year:1996')
    expect(item.textContent).toContain('Type:Book')
    expect(item.textContent).toContain('Call number:I24/62')
    expect(await within(item).findByText('On shelf 2 of 3')).toBeTruthy()
    expect(item.querySelector('mark')?.textContent).toBe('红楼梦')
    expect(fake.inputsOf('catalogue.search')[0]).toMatchObject({ searchFieldContent: '红楼梦', docCode: ['1'], page: 1, rows: 10 })
    expect(fake.inputsOf('catalogue.usage.countSearch')).toEqual([{ searchValue: '红楼梦' }])
  })

  it('renders catalogue data that contains HTML as text', async () => {
    const fake = searchAnswers(() => ({ data: ANSWER }))
    const { container } = renderPortal({ locale: 'en-US', path: listPath('searchFieldContent=x'), answer: fake.answer })
    expect(await screen.findByText(/<img src=x onerror="alert\(1\)">Bold <b>claims<\/b>/)).toBeTruthy()
    // A highlighted abstract is text too: the match marked, the markup around it shown as it is.
    expect(screen.getByText('<script>alert(2)</script>')).toBeTruthy()
    expect(screen.getByText('摘要').tagName).toBe('MARK')
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(container.querySelector('b, script')).toBeNull()
  })

  it('applies and removes facets, changes sort, page size and page through the address', async () => {
    const fake = searchAnswers(() => ({ data: ANSWER }))
    const { router } = renderPortal({ locale: 'en-US', path: listPath('searchFieldContent=x'), answer: fake.answer })
    fireEvent.click(await screen.findByRole('checkbox', { name: /Thesis/ }))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).getAll('docCode')).toEqual(['4']))
    fireEvent.click(await screen.findByRole('checkbox', { name: /English/ }))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).getAll('langCode')).toEqual(['eng']))
    await waitFor(() => expect(fake.inputsOf('catalogue.search').at(-1)).toMatchObject({ docCode: ['4'], langCode: ['eng'] }))

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Document type: Thesis' }))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).getAll('docCode')).toEqual([]))

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'issued_sort:desc' } })
    fireEvent.change(await screen.findByRole('combobox', { name: 'Per page' }), { target: { value: '20' } })
    await waitFor(() => expect(fake.inputsOf('catalogue.search').at(-1)).toMatchObject({ sortField: 'issued_sort', sortClause: 'desc', rows: 20, langCode: ['eng'] }))

    fireEvent.click(await screen.findByRole('link', { name: 'Next' }))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'))
    await waitFor(() => expect(fake.inputsOf('catalogue.search').at(-1)).toMatchObject({ page: 2 }))
  })

  it('shows approximate counts as approximate', async () => {
    const fake = searchAnswers(() => ({ data: { ...ANSWER, totalApproximate: true, facetsApproximate: true } }))
    renderPortal({ locale: 'en-US', path: listPath('searchFieldContent=x'), answer: fake.answer })
    expect(await screen.findByRole('heading', { level: 2, name: /About 23 results/ })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: /Thesis\s*about 3/ })).toBeTruthy()
  })

  it('a failed search clears the list and offers a retry', async () => {
    let fail = true
    const fake = searchAnswers(() => (fail ? { error: 'down' } : { data: ANSWER }))
    renderPortal({ locale: 'en-US', path: listPath('searchFieldContent=x'), answer: fake.answer })
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getByText('The search failed')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Dream of Red Mansions/ })).toBeNull()
    fail = false
    fireEvent.click(retry)
    expect(await screen.findByRole('link', { name: /Dream of Red Mansions/ })).toBeTruthy()
  })

  it('says "No results found" with spelling suggestions and tips', async () => {
    const fake = searchAnswers(() => ({ data: searchAnswer({ total: 0, records: [], suggestions: ['pride'] }) }), { 'catalogue.spell': ['prejudice'] })
    renderPortal({ locale: 'en-US', path: listPath('searchFieldContent=pryde&docCode=1'), answer: fake.answer })
    expect(await screen.findByText('No results found')).toBeTruthy()
    expect(screen.getByText('Nothing matches “pryde”.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'pride' }).getAttribute('href')).toBe('/searchList?searchFieldContent=pride')
    expect(await screen.findByRole('link', { name: 'prejudice' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remove all filters' })).toBeTruthy()
  })

  it('refuses a term over the server limit without asking the server', async () => {
    const fake = searchAnswers(() => ({ data: ANSWER }))
    renderPortal({ locale: 'en-US', path: listPath(`searchFieldContent=${'x'.repeat(10_000)}`), answer: fake.answer })
    expect(await screen.findByText(/The search term is too long: at most 1000 characters are allowed \(this one has 10000\)/)).toBeTruthy()
    expect(fake.inputsOf('catalogue.search')).toEqual([])
  })

  it('searches within results with twiceSearch; the second search needs its own term', async () => {
    const fake = searchAnswers(() => ({ data: ANSWER }))
    const { router } = renderPortal({ locale: 'en-US', path: listPath('searchFieldContent=%E7%BA%A2%E6%A5%BC%E6%A2%A6'), answer: fake.answer })
    const within = await screen.findByRole('searchbox', { name: 'Search within results' })
    fireEvent.click(screen.getByRole('button', { name: 'Search within' }))
    expect(await screen.findByText('Enter a term for the search within these results')).toBeTruthy()
    fireEvent.change(within, { target: { value: '曹雪芹' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search within' }))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).getAll('within')).toEqual(['曹雪芹']))
    await waitFor(() => expect(fake.inputsOf('catalogue.twiceSearch').at(-1)).toMatchObject({ searchFieldContent: '红楼梦', secondSearchContent: '曹雪芹' }))
    expect(screen.getByRole('button', { name: 'Remove filter: Within: “曹雪芹”' })).toBeTruthy()
  })

  it('favourite and subscribe ask a visitor to log in first and send nothing', async () => {
    const fake = searchAnswers(() => ({ data: ANSWER }))
    renderPortal({ locale: 'zh-CN', path: listPath('searchFieldContent=x'), answer: fake.answer })
    const [favourite] = await screen.findAllByRole('button', { name: '收藏' })
    fireEvent.click(favourite!)
    expect(await screen.findByText('请登录！')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '订阅此检索' }))
    expect(screen.getAllByText('请登录！')).toHaveLength(2)
    expect(fake.calls.some((c) => /favorite|subscribe/i.test(c.path))).toBe(false)
  })

  it('without a search shows how to search and the popular searches, and asks nothing', async () => {
    const fake = searchAnswers(() => ({ data: ANSWER }))
    renderPortal({ locale: 'zh-TW', path: '/searchList', answer: fake.answer })
    expect(await screen.findByRole('heading', { level: 1, name: '資源檢索' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: '三体' })).toBeTruthy()
    expect(fake.inputsOf('catalogue.search')).toEqual([])
  })
})
