import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoBootstrap } from '../../testing/demo-bootstrap.ts'
import { renderPortal } from '../../testing/render-portal.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const withContacts = (footer: { phone?: string; directorEmail?: string }) =>
  demoBootstrap({ footer: { filingNumbers: [], phone: '', directorEmail: '', copyrightHolder: '', ...footer } })

/** The policy itself: the footer repeats the library's name and contact lines. */
const policy = () => screen.getByRole('article')

describe('privacy page', () => {
  it.each([
    ['zh-CN', '隐私政策', '星海大学图书馆', '2026年11月22日'],
    ['zh-TW', '隱私權政策', '星海大學圖書館', '2026年11月22日'],
    ['en-US', 'Privacy Policy', 'Xinghai University Library', 'November 22, 2026'],
  ] as const)('shows the policy in %s with the library name and the effective date', async (locale, title, library, date) => {
    renderPortal({ locale, path: '/privacy' })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
    expect(policy().textContent).toContain(library)
    expect(policy().textContent).toContain(date)
  })

  it('lists every section in the table of contents, each with its heading', async () => {
    renderPortal({ locale: 'en-US', path: '/privacy' })
    const toc = await screen.findByRole('navigation', { name: 'Contents' })
    const entries = within(toc).getAllByRole('button').map((button) => button.textContent)
    expect(entries).toHaveLength(11)
    expect(entries.at(-1)).toBe('Contact us')
    for (const entry of entries) expect(screen.getByRole('heading', { level: 2, name: entry ?? '' })).toBeTruthy()
  })

  it('moves to the section and focuses its heading from the table of contents, without changing the route', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {})
    const { router } = renderPortal({ locale: 'en-US', path: '/privacy' })
    const toc = await screen.findByRole('navigation', { name: 'Contents' })
    fireEvent.click(within(toc).getByRole('button', { name: 'Your rights' }))
    const heading = screen.getByRole('heading', { level: 2, name: 'Your rights' })
    expect(document.activeElement).toBe(heading)
    expect(scroll.mock.contexts).toContain(heading)
    expect(router.state.location.pathname).toBe('/privacy')
  })

  it('shows the configured phone and e-mail in the contact section', async () => {
    renderPortal({ locale: 'en-US', path: '/privacy', bootstrap: withContacts({ phone: '010-6275 1051', directorEmail: 'director@xinghai.edu.cn' }) })
    const contact = within(await screen.findByRole('region', { name: 'Contact us' }))
    expect(contact.getByText('Phone: 010-6275 1051')).toBeTruthy()
    expect(contact.getByRole('link', { name: 'Email: director@xinghai.edu.cn' }).getAttribute('href')).toBe('mailto:director@xinghai.edu.cn')
    expect(contact.queryByText("Please ask at the library's service desk.")).toBeNull()
  })

  it('omits a contact line that is not configured', async () => {
    renderPortal({ locale: 'zh-CN', path: '/privacy', bootstrap: withContacts({ directorEmail: 'director@xinghai.edu.cn' }) })
    const contact = within(await screen.findByRole('region', { name: '联系我们' }))
    expect(contact.queryByText(/^电话：/)).toBeNull()
    expect(contact.getByRole('link', { name: '电子邮箱：director@xinghai.edu.cn' })).toBeTruthy()
  })

  it("falls back to the library's service desk when no contact is configured", async () => {
    renderPortal({ locale: 'en-US', path: '/privacy' })
    const contact = within(await screen.findByRole('region', { name: 'Contact us' }))
    expect(contact.getByText("Please ask at the library's service desk.")).toBeTruthy()
    expect(contact.queryByText(/^Phone:/)).toBeNull()
    expect(contact.queryByRole('link')).toBeNull()
  })
})
