import type { Locale } from '@portal/contracts'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { AppProviders } from '../../providers/AppProviders.tsx'
import { demoBootstrap } from '../../../testing/demo-bootstrap.ts'
import { createFakeTrpcClient } from '../../../testing/fake-trpc-client.ts'
import { renderPortal } from '../../../testing/render-portal.tsx'
import { MainNavigation } from './MainNavigation.tsx'

afterEach(cleanup)

function renderMenu(locale: Locale, menuA = demoBootstrap().menu.menuA, calls: string[] = []) {
  // Menu clicks are logged; the fake server accepts the log calls.
  const client = createFakeTrpcClient((path) => {
    calls.push(path)
    return { data: { recorded: true } }
  })
  return render(
    <AppProviders locale={locale} trpcClient={client} queryClient={new QueryClient()}>
      <MemoryRouter>
        <MainNavigation menuA={menuA} mobile={false} />
      </MemoryRouter>
    </AppProviders>,
  )
}

describe('main navigation', () => {
  it('counts a click on a menu entry in the usage log', async () => {
    const calls: string[] = []
    renderMenu('en-US', demoBootstrap().menu.menuA, calls)
    fireEvent.click(screen.getByRole('link', { name: 'Search' }))
    await waitFor(() => expect(calls).toEqual(['home.logUsage']))
  })

  it.each([
    ['zh-CN', '主导航', '资源检索', '导航'],
    ['zh-TW', '主導覽', '資源檢索', '導覽'],
    ['en-US', 'Main menu', 'Search', 'Navigation'],
  ] as const)('labels the menu in %s', (locale, menuName, link, group) => {
    renderMenu(locale)
    const nav = screen.getByRole('navigation', { name: menuName })
    expect(within(nav).getByRole('link', { name: link }).getAttribute('href')).toBe('/searchList')
    expect(within(nav).getByRole('button', { name: group })).toBeTruthy()
  })

  it('shows only what the server gives (the server supplies the default menu itself)', () => {
    renderMenu('en-US', [])
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })

  it('opens a dropdown with the keyboard and closes it with Escape', () => {
    renderMenu('en-US')
    const button = screen.getByRole('button', { name: 'Navigation' })
    expect(button.getAttribute('aria-expanded')).toBe('false')

    fireEvent.keyDown(button, { key: 'ArrowDown' })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const journals = screen.getByRole('link', { name: 'Journals' })
    expect(document.activeElement).toBe(journals)

    fireEvent.keyDown(journals, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Databases' }))

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('closes an open dropdown when the route changes', async () => {
    const { router } = renderPortal({ locale: 'en-US' })
    const button = await screen.findByRole('button', { name: 'Navigation' })
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await act(() => router.navigate('/hotBook'))
    expect(screen.getByRole('button', { name: 'Navigation' }).getAttribute('aria-expanded')).toBe('false')
  })
})
