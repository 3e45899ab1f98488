import { FIND_CONFIG_DEFAULTS } from '@portal/contracts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { demoBootstrap } from '../../testing/demo-bootstrap.ts'
import { emptyHomeAnswers } from '../../testing/empty-home-answers.ts'
import { renderPortal } from '../../testing/render-portal.tsx'

afterEach(cleanup)

describe('home page', () => {
  it.each([
    ['zh-CN', '星海大学图书馆'],
    ['zh-TW', '星海大學圖書館'],
    ['en-US', 'Xinghai University Library'],
  ] as const)('shows the tenant name in %s', async (locale, name) => {
    renderPortal({ locale, answer: emptyHomeAnswers() })
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy()
  })

  it('refuses an empty search with the translated message and stays on Home', async () => {
    const { router } = renderPortal({ locale: 'en-US', answer: emptyHomeAnswers() })
    const submit = await screen.findByRole('button', { name: 'Search' })
    fireEvent.change(screen.getByRole('combobox', { name: 'Search terms' }), { target: { value: '   ' } })
    fireEvent.click(submit)
    expect(screen.getByRole('alert').textContent).toBe('Please enter search condition')
    expect(router.state.location.pathname).toBe('/Home')
  })

  it('opens the search list with the term', async () => {
    const { router } = renderPortal({ answer: emptyHomeAnswers() })
    fireEvent.change(await screen.findByRole('combobox', { name: '检索词' }), { target: { value: ' 红楼梦 研究 ' } })
    fireEvent.click(screen.getByRole('button', { name: '检索' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/searchList'))
    expect(new URLSearchParams(router.state.location.search).get('searchFieldContent')).toBe('红楼梦 研究')
  })

  it("lists the tenant's libraries only when independentLibCode is '1'", async () => {
    const independent = demoBootstrap({ findConfig: { ...FIND_CONFIG_DEFAULTS, independentLibCode: '1' } })
    renderPortal({ locale: 'en-US', answer: emptyHomeAnswers(independent) })
    expect(await screen.findByRole('heading', { level: 2, name: 'Our libraries' })).toBeTruthy()
    const names = within(screen.getByRole('region', { name: 'Our libraries' })).getAllByRole('listitem').map((item) => item.textContent)
    expect(names).toEqual(expect.arrayContaining(['Main LibraryMain library', 'East Campus Library']))
    cleanup()

    renderPortal({ locale: 'en-US', answer: emptyHomeAnswers() })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('heading', { level: 2, name: 'Our libraries' })).toBeNull()
  })
})

describe('home sections', () => {
  it('show their empty notes when the library has nothing to list yet, and no error', async () => {
    renderPortal({ locale: 'en-US', answer: emptyHomeAnswers() })
    expect(await screen.findByText('No loans in this period yet.')).toBeTruthy()
    expect(await screen.findByText('No new books in this period.')).toBeTruthy()
    expect(await screen.findByText('No holdings are filed by subject yet.')).toBeTruthy()
    expect(screen.queryAllByRole('alert').filter((a) => a.textContent)).toEqual([])
  })

  it('a section whose call fails offers a retry while the others still show', async () => {
    const empty = emptyHomeAnswers()
    let hotLoanCalls = 0
    renderPortal({
      locale: 'en-US',
      answer: (path) => (path === 'home.hotLoans' && ++hotLoanCalls === 1 ? { error: 'down' } : empty(path)),
    })
    const region = await screen.findByRole('region', { name: 'Popular borrowing' })
    fireEvent.click(await within(region).findByRole('button', { name: 'Retry' }))
    expect(await within(region).findByText('No loans in this period yet.')).toBeTruthy()
    expect(screen.getByText('No new books in this period.')).toBeTruthy()
  })

  it('links a subject tile to a search limited to that discipline', async () => {
    const empty = emptyHomeAnswers()
    const { router } = renderPortal({
      locale: 'en-US',
      answer: (path) => (path === 'home.disciplines' ? { data: [{ disCode: '05', disName: 'Literature', recordCount: 1234 }] } : empty(path)),
    })
    const tile = await screen.findByRole('link', { name: /Literature/ })
    expect(tile.textContent).toBe('Literature1,234 titles')
    fireEvent.click(tile)
    await waitFor(() => expect(router.state.location.pathname).toBe('/searchList'))
    const params = new URLSearchParams(router.state.location.search)
    expect([params.get('searchFieldContent'), params.get('discode1')]).toEqual(['*', '05'])
  })
})

describe('home flags', () => {
  it('searchBackGround puts the image behind the search area', async () => {
    renderPortal({ answer: emptyHomeAnswers(demoBootstrap({ findConfig: { ...FIND_CONFIG_DEFAULTS, searchBackGround: 'https://img.example.edu/bg.jpg' } })) })
    const area = await screen.findByTestId('home-search-area')
    expect(area.style.backgroundImage).toBe('url("https://img.example.edu/bg.jpg")')
    cleanup()
    renderPortal({ answer: emptyHomeAnswers() })
    expect((await screen.findByTestId('home-search-area')).style.backgroundImage).toBe('')
  })

  it('navBackColor and navTextColor colour the header; the defaults are 25313d and fff', async () => {
    const { container } = renderPortal({ answer: emptyHomeAnswers(demoBootstrap({ findConfig: { ...FIND_CONFIG_DEFAULTS, navBackColor: '0b4f6c', navTextColor: 'ffffff' } })) })
    await screen.findByRole('heading', { level: 1 })
    const root = container.querySelector<HTMLElement>('[data-layout]')!
    expect(root.style.getPropertyValue('--color-nav-back')).toBe('#0b4f6c')
    cleanup()
    const plain = renderPortal({ answer: emptyHomeAnswers() })
    await screen.findByRole('heading', { level: 1 })
    expect(plain.container.querySelector<HTMLElement>('[data-layout]')!.style.getPropertyValue('--color-nav-back')).toBe('#25313d')
  })

  it('offers the external discovery service only when the server says so', async () => {
    const empty = emptyHomeAnswers()
    renderPortal({ locale: 'en-US', answer: (p) => (p === 'home.externalFind' ? { data: { show: '1', url: 'https://ss.zhizhen.com/' } } : empty(p)) })
    const link = await screen.findByRole('link', { name: /Search in ChaoXing Discovery/ })
    expect(link.getAttribute('href')).toBe('https://ss.zhizhen.com/')
    cleanup()
    renderPortal({ locale: 'en-US', answer: emptyHomeAnswers() })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('link', { name: /ChaoXing/ })).toBeNull()
  })
})
