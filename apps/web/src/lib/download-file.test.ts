import { describe, expect, it } from 'vitest'
import { fileNameOf } from './download-file.ts'

describe('fileNameOf', () => {
  it('prefers the UTF-8 name (RFC 5987) and falls back to the plain one, then to the default', () => {
    expect(fileNameOf(`attachment; filename="____-2026-03-02.xlsx"; filename*=UTF-8''${encodeURIComponent('当前借阅-2026-03-02.xlsx')}`, 'x.xlsx')).toBe('当前借阅-2026-03-02.xlsx')
    expect(fileNameOf('attachment; filename="loans.xlsx"', 'x.xlsx')).toBe('loans.xlsx')
    expect(fileNameOf("attachment; filename=\"a.xlsx\"; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('a.xlsx')
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx')
  })
})
