import { describe, expect, it } from 'vitest'
import { isSafeLinkUrl, safeLinkOrEmpty, safeLinkUrl } from './safe-link.ts'
import { FooterSchema, LogoSchema, parseStoredFooter, parseStoredLogo } from './tenancy.ts'

const SAFE = ['', 'https://beian.miit.gov.cn/', 'http://example.org/a?b=c#d', 'HTTPS://Example.org', '/magazineNav', '/find/cover/1.svg', '#/searchList?q=1', 'magazineNav', '?page=2', 'a/b:c']
const UNSAFE = [
  'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'data:image/png;base64,AAAA', 'vbscript:msgbox(1)',
  'mailto:a@example.org', 'ftp://example.org/x', '//evil.example', '/\\evil.example', '\\\\evil.example', 'java\tscript:alert(1)',
  'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'https://', 'https:evil.example', 'https:/evil.example', 'http://exa mple.org',
]

describe('safe links (footer, logo, menu)', () => {
  it('accepts http(s) addresses with a host and links within the site', () => {
    for (const link of SAFE) expect(isSafeLinkUrl(link), link).toBe(true)
  })

  it('refuses every other scheme, protocol-relative and disguised addresses', () => {
    for (const link of UNSAFE) expect(isSafeLinkUrl(link), JSON.stringify(link)).toBe(false)
  })

  it('the zod rule trims, limits the length and names its reason for the translated message', () => {
    expect(safeLinkUrl(50).parse('  /Home ')).toBe('/Home')
    expect(safeLinkUrl(10).safeParse('https://example.org/long').success).toBe(false)
    const refused = safeLinkUrl(100).safeParse(' javascript:alert(1)')
    expect(refused.success).toBe(false)
    expect(refused.error!.issues[0]).toMatchObject({ code: 'custom', params: { reason: 'UNSAFE_LINK' } })
  })

  it('footer and logo schemas refuse unsafe links on the way in', () => {
    expect(FooterSchema.safeParse({ filingNumbers: [{ text: 'ICP', url: 'javascript:alert(1)' }] }).success).toBe(false)
    expect(LogoSchema.safeParse({ logoUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }).success).toBe(false)
    expect(LogoSchema.parse({ logoUrl: '/logo.png' }).logoUrl).toBe('/logo.png')
  })

  it('stored values are neutralised on the way out, keeping the rest of the footer and logo', () => {
    const footer = parseStoredFooter({ phone: '0571-1', filingNumbers: [{ text: 'ICP 1', url: 'javascript:alert(1)' }, { text: 'ICP 2', url: ' https://beian.miit.gov.cn ' }] })
    expect(footer).toMatchObject({ phone: '0571-1', filingNumbers: [{ text: 'ICP 1', url: '' }, { text: 'ICP 2', url: 'https://beian.miit.gov.cn' }] })
    expect(parseStoredLogo({ logoUrl: 'vbscript:x', title: 'Library' })).toMatchObject({ logoUrl: '', title: 'Library' })
    expect(parseStoredFooter(null)).toEqual(FooterSchema.parse({}))
    expect(safeLinkOrEmpty(42)).toBe('')
  })
})
