import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeError, NEVER, recordAnswers, recordDetail, renderRecord } from './testing/record-fakes.tsx'

// ECharts draws into a real browser; here the chart only has to be asked for.
const charts = vi.hoisted(() => ({ options: [] as unknown[] }))
vi.mock('./echarts-setup.ts', () => ({
  init: () => ({ setOption: (option: unknown) => charts.options.push(option), resize: () => undefined, dispose: () => undefined }),
}))

afterEach(() => {
  cleanup()
  window.sessionStorage.clear()
})

const region = (name: string | RegExp) => screen.getByRole('region', { name })

describe('record page', () => {
  it('shows the full record: heading, details with translated labels, holdings by library and location, e-copies, sharing', async () => {
    const { calls } = renderRecord()
    expect(await screen.findByRole('heading', { level: 1, name: '活着' })).toBeTruthy()
    expect(screen.getByText('To Live')).toBeTruthy()
    expect((await screen.findByTestId('live-counts')).textContent).toBe('On shelf: 2 of 31 online copy')

    const details = region('Details')
    expect(within(details).getByText('Title / responsibility')).toBeTruthy()
    // A note the server gives as a label code reads in the reader's language.
    expect(within(details).getByText('Degree granted by 星海大学')).toBeTruthy()
    expect(within(details).getByRole('link', { name: '余华' }).getAttribute('href')).toBe('/searchList?searchField=author&searchFieldContent=%E4%BD%99%E5%8D%8E')
    expect(within(details).getByRole('link', { name: '中国' }).getAttribute('href')).toBe('/searchList?searchField=subject&searchFieldContent=%E4%B8%AD%E5%9B%BD')
    expect(within(details).getByText('长篇小说')).toBeTruthy()
    // The heading's authors link to their search too.
    const header = screen.getByRole('heading', { level: 1, name: '活着' }).closest('header')!
    expect(within(header).getByRole('link', { name: '余华' }).getAttribute('href')).toBe('/searchList?searchField=author&searchFieldContent=%E4%BD%99%E5%8D%8E')

    // The sections after the description come in the page's second pass (RecordView).
    const holdings = await screen.findByRole('region', { name: 'Holdings' })
    expect(await within(holdings).findByRole('heading', { level: 3, name: /Main Library/ })).toBeTruthy()
    expect(within(holdings).queryByText('东校区分馆')).toBeNull() // a library without copies is left out
    expect(within(holdings).getByRole('heading', { level: 4, name: 'Theses Collection' })).toBeTruthy()
    const reading = within(holdings).getByRole('table', { name: 'Copies at Main Library, Reading Room' })
    expect(within(reading).getByText('Reading room only')).toBeTruthy()
    expect(within(reading).getByText('21架B面2列3层')).toBeTruthy()
    const theses = within(holdings).getByRole('table', { name: 'Copies at Main Library, Theses Collection' })
    const loaned = within(theses).getByText('XH0000882').closest('tr')!
    expect(within(loaned).getByText('On loan')).toBeTruthy()
    expect(within(loaned).getByText('Dec 1, 2026')).toBeTruthy()
    expect(within(holdings).getByText('3 copies, 1 available')).toBeTruthy()

    const online = region('Online access')
    expect((await within(online).findByRole('link', { name: /^Read online\W+Full text$/ })).getAttribute('href')).toBe('/previewPdf/88/7')
    expect(within(online).getByText('Campus licence: sign in to read')).toBeTruthy()
    expect(within(online).getByRole('link', { name: /Douban Books/ }).getAttribute('target')).toBe('_blank')

    const share = region('Share')
    expect((await within(share).findByRole('img', { name: 'QR code of the link to this record' })).getAttribute('src')).toMatch(/^data:image\/png/)
    expect(within(share).getByText(/Scan with WeChat/)).toBeTruthy()
    expect((within(share).getByRole('textbox', { name: 'Link to this record' }) as HTMLInputElement).value).toBe('http://portal.example.edu/#/searchList/bookDetails/88')

    expect(await within(region('Table of contents')).findByText('第二章')).toBeTruthy()
    expect(await within(region('Related records')).findByRole('link', { name: /许三观卖血记/ })).toBeTruthy()
    expect(await within(region('Other libraries')).findByText('3 copies, 2 on shelf')).toBeTruthy()
    const author = region('About the author')
    expect(await within(author).findByText('2 works in this library')).toBeTruthy()
    // The author's other works leave this record out.
    expect(within(author).queryByRole('link', { name: '活着' })).toBeNull()

    // The view is counted once.
    await waitFor(() => expect(calls.filter((c) => c.path === 'catalogue.usage.recordBehaviour')).toEqual([{ path: 'catalogue.usage.recordBehaviour', input: { recordId: 88 } }]))
    expect(calls.find((c) => c.path === 'catalogue.related')?.input).toMatchObject({ excludeFieldContent: 88 })
  })

  it('draws the ten-year loans and gives screen readers the figures as a table', async () => {
    charts.options.length = 0
    renderRecord()
    const usage = await screen.findByRole('region', { name: 'Statistics' })
    expect(await within(usage).findByText('55 loans from 2017 to 2026; most in 2026 (40).')).toBeTruthy()
    const table = within(usage).getByRole('table', { name: 'Loans per year, 2017–2026' })
    expect(within(table).getAllByRole('row')).toHaveLength(11)
    expect(within(table).getByRole('rowheader', { name: '2026' }).nextElementSibling?.textContent).toBe('40')
    await waitFor(() => expect(charts.options).toHaveLength(1))
    expect(charts.options[0]).toMatchObject({ series: [{ type: 'bar', data: [0, 0, 0, 0, 0, 0, 0, 0, 15, 40] }] })
    expect(within(usage).getByText('Views').nextElementSibling?.textContent).toBe('18')
  })

  it.each([
    ['zh-CN', '馆藏信息', '在架', '题名/责任者'],
    ['zh-TW', '館藏資訊', '在架', '題名/責任者'],
  ] as const)('speaks %s', async (locale, holdings, onShelf, titleLabel) => {
    renderRecord({ locale })
    const section = await screen.findByRole('region', { name: holdings })
    expect((await within(section).findAllByText(onShelf)).length).toBeGreaterThan(0)
    expect(screen.getByText(titleLabel)).toBeTruthy()
  })

  it("says 'no holdings info' when no library holds a copy", async () => {
    renderRecord({ answers: recordAnswers({ 'catalogue.holdingsByLibrary': { sortedList: { 总馆: { mainFlag: '1', libName: '总馆', libCode: 'MAIN', phyItemVo: [] } } } }) })
    expect(await within(await screen.findByRole('region', { name: 'Holdings' })).findByText('No holdings info')).toBeTruthy()
  })

  it('shows catalogue data containing HTML as text', async () => {
    const detail = recordDetail({
      title: '<b>Bold</b> <img src=x onerror="alert(1)">',
      authors: ['<script>alert(4)</script>', 'javascript:alert(5)'],
      fields: [
        { code: 'cnb96', values: [{ text: '<script>alert(2)</script> <img src=y onerror="alert(3)">text' }] },
        { code: 'cnb62', values: [{ text: 'javascript:alert(1)', link: { searchField: 'subject', value: 'javascript:alert(1)' } }] },
      ],
    })
    const { container } = renderRecord({ answers: recordAnswers({ 'catalogue.detail': detail }) })
    expect(await screen.findByRole('heading', { level: 1, name: '<b>Bold</b> <img src=x onerror="alert(1)">' })).toBeTruthy()
    expect(screen.getByText('<script>alert(2)</script> <img src=y onerror="alert(3)">text')).toBeTruthy()
    expect(screen.getByRole('link', { name: '<script>alert(4)</script>' }).getAttribute('href')).toBe('/searchList?searchField=author&searchFieldContent=%3Cscript%3Ealert%284%29%3C%2Fscript%3E')
    expect(screen.getAllByRole('link', { name: /javascript:alert/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/searchList?searchField=author&searchFieldContent=javascript%3Aalert%285%29',
      '/searchList?searchField=subject&searchFieldContent=javascript%3Aalert%281%29',
    ])
    expect(container.querySelector('img[src="x"], img[src="y"], b, script')).toBeNull()
  })

  it("says 'This metadata has no detail page' for a record that does not exist, and asks for nothing else", async () => {
    const { calls } = renderRecord({ path: '/searchList/bookDetails/999999', answers: recordAnswers({ 'catalogue.detail': fakeError('NOT_FOUND') }) })
    expect(await screen.findByRole('heading', { level: 1, name: 'This metadata has no detail page' })).toBeTruthy()
    expect(calls.filter((c) => c.path.startsWith('catalogue.')).map((c) => c.path)).toEqual(['catalogue.detail'])
  })

  it('says the same for an address whose id is no record id, without asking the server', async () => {
    const { calls } = renderRecord({ path: '/searchList/bookDetails/abc' })
    expect(await screen.findByRole('heading', { level: 1, name: 'This metadata has no detail page' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Search the catalogue' }).getAttribute('href')).toBe('/searchList')
    expect(calls.some((c) => c.path === 'catalogue.detail')).toBe(false)
  })

  it('offers a retry when the server fails, and shows the record once it answers', async () => {
    let attempts = 0
    renderRecord({ answers: recordAnswers({ 'catalogue.detail': () => (++attempts === 1 ? fakeError('INTERNAL', 'down') : recordDetail()) }) })
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: '活着' })).toBeTruthy()
  })

  it('shows a skeleton while the record loads', async () => {
    renderRecord({ answers: recordAnswers({ 'catalogue.detail': NEVER }) })
    expect(await screen.findByTestId('record-skeleton')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Loading…')
  })

  it('copies the link of the record, with feedback', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderRecord()
    fireEvent.click(await within(await screen.findByRole('region', { name: 'Share' })).findByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Link copied')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith('http://portal.example.edu/#/searchList/bookDetails/88')
  })

  it('the section buttons move the focus to their section', async () => {
    renderRecord()
    await screen.findByRole('heading', { level: 1 })
    await screen.findByRole('region', { name: 'Holdings' })
    const nav = screen.getByRole('navigation', { name: 'On this page' })
    fireEvent.click(within(nav).getByRole('button', { name: 'Holdings' }))
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Holdings' }))
  })
})
