import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import rootPackage from '../../../../../package.json' with { type: 'json' }
import { demoBootstrap } from '../../testing/demo-bootstrap.ts'
import { renderPortal } from '../../testing/render-portal.tsx'

afterEach(() => {
  cleanup()
  window.sessionStorage.clear()
})

describe('bootstrap gate', () => {
  it('shows a translated error with a retry button, and the portal once a retry succeeds', async () => {
    let calls = 0
    renderPortal({
      locale: 'en-US',
      answer: (path) => (path !== 'tenancy.bootstrap' ? { error: `no fake for ${path}` } : ++calls === 1 ? { error: 'server down' } : { data: demoBootstrap() }),
    })
    expect((await screen.findAllByRole('alert'))[0]!.textContent).toContain("The library's information could not be loaded")
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Xinghai University Library' })).toBeTruthy()
    expect(calls).toBe(2)
  })

  it('stores the group code for the headers of later calls', async () => {
    renderPortal()
    await screen.findByRole('heading', { level: 1 })
    expect(window.sessionStorage.getItem('groupCode')).toBe('100000')
  })

  it('shows the footer with copyright years and version, and hides it on the login page', async () => {
    renderPortal({ locale: 'en-US' })
    const footer = await screen.findByRole('contentinfo')
    expect(footer.textContent).toContain(`© 2017–${new Date().getFullYear()} Xinghai University Library`)
    expect(footer.textContent).toContain(`Version ${rootPackage.version.split('.').slice(0, 2).join('.')}`)
    cleanup()

    renderPortal({ locale: 'en-US', path: '/login' })
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })
})
