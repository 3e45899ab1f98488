import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRecord } from './testing/record-fakes.tsx'

vi.mock('./echarts-setup.ts', () => ({ init: () => ({ setOption: () => undefined, resize: () => undefined, dispose: () => undefined }) }))

afterEach(cleanup)

describe('other-paper detail', () => {
  it('shows the paper its query parameters describe, as text, with a link to the full text', async () => {
    const query = new URLSearchParams({ title: 'A <i>Symbolic</i> Analysis', author: 'Claude E. Shannon', source: 'Transactions of the AIEE', year: '1938', doi: '10.1109/T-AIEE.1938.5057767' })
    const { container } = renderRecord({ path: `/searchList/otherPaperDetail?${query}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'A <i>Symbolic</i> Analysis' })).toBeTruthy()
    expect(screen.getByText('Transactions of the AIEE')).toBeTruthy()
    expect(screen.getByText('Source')).toBeTruthy()
    expect(container.querySelector('main i')).toBeNull()
    expect(screen.getByRole('link', { name: /Open the full text/ }).getAttribute('href')).toBe('https://doi.org/10.1109/T-AIEE.1938.5057767')
  })

  it('shows a local record given by recordId with the record page', async () => {
    renderRecord({ path: '/searchList/otherPaperDetail?recordId=88' })
    expect(await screen.findByRole('heading', { level: 1, name: '活着' })).toBeTruthy()
  })

  it('says clearly when the address names no paper', async () => {
    renderRecord({ path: '/searchList/otherPaperDetail', locale: 'zh-TW' })
    expect(await screen.findByRole('heading', { level: 1, name: '該元資料沒有詳情頁' })).toBeTruthy()
    expect(screen.getByText('該網址未指明要顯示的論文，請從檢索結果中開啟論文。')).toBeTruthy()
  })
})
