import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { demoBootstrap, menuItem } from '../../testing/demo-bootstrap.ts'
import { renderPortal } from '../../testing/render-portal.tsx'

afterEach(() => {
  cleanup()
  window.sessionStorage.clear()
})

describe('tenant-set links in the shell', () => {
  it('never render an unsafe logo, footer or menu address, and keep the safe ones', async () => {
    const bootstrap = demoBootstrap({
      logo: { logoUrl: 'javascript:alert(1)', title: '' },
      footer: {
        filingNumbers: [{ text: 'ICP 1', url: 'javascript:alert(1)' }, { text: 'ICP 2', url: 'data:text/html,x' }, { text: 'ICP 3', url: 'https://beian.miit.gov.cn/' }],
        phone: '', directorEmail: '', copyrightHolder: '',
      },
      menu: {
        menuA: [
          menuItem({ menuId: 1, englishName: 'Script', menuUrl: 'javascript:alert(1)' }),
          menuItem({ menuId: 2, englishName: 'Tabbed', menuUrl: 'java\tscript:alert(1)', jumpMode: '2' }),
          menuItem({ menuId: 3, englishName: 'Elsewhere', menuUrl: '//evil.example' }),
          menuItem({ menuId: 4, englishName: 'Journals', menuUrl: '/magazineNav' }),
        ],
        menuB: [],
      },
    })
    const { container } = renderPortal({ locale: 'en-US', bootstrap, answer: (p) => (p === 'tenancy.bootstrap' ? { data: bootstrap } : { data: null }) })
    const footer = await screen.findByRole('contentinfo')

    const addresses = [...container.querySelectorAll('[href], [src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
    expect(addresses.filter((a) => /^\s*(javascript|data|vbscript):|^\/\//i.test(a) || /script:/i.test(a))).toEqual([])
    expect(container.querySelector('header img')).toBeNull()
    expect(footer.textContent).toContain('ICP 1')
    expect(screen.getByRole('link', { name: /ICP 3/ }).getAttribute('href')).toBe('https://beian.miit.gov.cn/')
    expect(screen.queryByRole('link', { name: /ICP 1|ICP 2/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /^Script|^Tabbed|^Elsewhere/ })).toBeNull()
    expect(screen.getAllByRole('link', { name: /^Journals/ }).length).toBeGreaterThan(0)
  })
})
