import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRecord } from './testing/record-fakes.tsx'

vi.mock('./echarts-setup.ts', () => ({ init: () => ({ setOption: () => undefined, resize: () => undefined, dispose: () => undefined }) }))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('citation export', () => {
  it('shows the record in the chosen style, copies it and downloads the file', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:citation'))
    const clicked: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })

    const { calls } = renderRecord()
    fireEvent.click(await screen.findByRole('button', { name: 'Cite' }))
    const dialog = screen.getByRole('dialog', { name: 'Cite this record' })
    expect((await within(dialog).findByRole('textbox', { name: 'Citation' }) as HTMLTextAreaElement).value).toBe('余华. 活着[M]. 北京: 作家出版社, 2012.')
    expect(within(dialog).getByRole('radio', { name: 'GB/T 7714-2015' })).toHaveProperty('checked', true)

    fireEvent.click(within(dialog).getByRole('radio', { name: 'RIS' }))
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: 'Citation' }) as HTMLTextAreaElement).value).toBe('TY  - BOOK\nTI  - 活着\nER  - '))
    expect(calls.filter((c) => c.path === 'catalogue.record.citation').map((c) => c.input)).toEqual([
      { recordId: 88, format: 'gbt7714' },
      { recordId: 88, format: 'ris' },
    ])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }))
    expect(await within(dialog).findByText('Citation copied')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith('TY  - BOOK\nTI  - 活着\nER  - ')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download record-88.ris' }))
    expect(clicked).toEqual([{ href: 'blob:citation', download: 'record-88.ris' }])
    expect(await blobs[0]!.text()).toBe('TY  - BOOK\nTI  - 活着\nER  - ')
  })

  it('names the styles in Chinese too', async () => {
    renderRecord({ locale: 'zh-CN' })
    fireEvent.click(await screen.findByRole('button', { name: '引用' }))
    const dialog = screen.getByRole('dialog', { name: '引用本记录' })
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['GB/T 7714-2015', 'APA', 'MLA', 'RIS', 'BibTeX'])
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
  })
})
