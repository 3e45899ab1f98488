import { describe, expect, it } from 'vitest'
import { isFooterVisible } from './footer-visibility.ts'

describe('footer visibility', () => {
  it.each(['/login', '/personalExternal/4', '/previewPdf/1/2'])('is hidden on %s', (path) => {
    expect(isFooterVisible(path, { filingNumberHide: '0' })).toBe(false)
  })

  it("is shown elsewhere unless filingNumberHide is '1'", () => {
    expect(isFooterVisible('/Home', { filingNumberHide: '0' })).toBe(true)
    expect(isFooterVisible('/loginExternal/a/b', { filingNumberHide: '0' })).toBe(true)
    expect(isFooterVisible('/Home', { filingNumberHide: '1' })).toBe(false)
  })
})
