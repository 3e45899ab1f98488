import { describe, expect, it } from 'vitest'
import { externalHref, safeHref } from './safe-href.ts'

describe('safe hrefs', () => {
  it('keep http(s) addresses and links within the site, trimmed', () => {
    expect(safeHref(' https://beian.miit.gov.cn/ ')).toBe('https://beian.miit.gov.cn/')
    expect(safeHref('/logo.png')).toBe('/logo.png')
    expect(safeHref('#/magazineNav')).toBe('#/magazineNav')
  })

  it('drop script, data and protocol-relative addresses, and nothing at all', () => {
    for (const value of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x', '//evil.example', '/\\evil.example', '', null, undefined])
      expect(safeHref(value), JSON.stringify(value)).toBeNull()
  })

  it('external links are http(s) only', () => {
    expect(externalHref('https://example.org')).toBe('https://example.org')
    expect(externalHref('/Home')).toBeNull()
    expect(externalHref('mailto:a@example.org')).toBeNull()
  })
})
