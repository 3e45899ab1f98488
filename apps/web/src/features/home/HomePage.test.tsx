import { FIND_CONFIG_DEFAULTS } from '@portal/contracts'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { demoBootstrap } from '../../testing/demo-bootstrap.ts'
import { renderPortal } from '../../testing/render-portal.tsx'

afterEach(cleanup)

describe('home page', () => {
  it.each([
    ['zh-CN', '星海大学图书馆'],
    ['zh-TW', '星海大學圖書館'],
    ['en-US', 'Xinghai University Library'],
  ] as const)('shows the tenant name in %s', async (locale, name) => {
    renderPortal({ locale })
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy()
  })

  it('refuses an empty search with the translated message and stays on Home', async () => {
    const { router } = renderPortal({ locale: 'en-US' })
    const submit = await screen.findByRole('button', { name: 'Search' })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search terms' }), { target: { value: '   ' } })
    fireEvent.click(submit)
    expect(screen.getByRole('alert').textContent).toBe('Please enter search condition')
    expect(router.state.location.pathname).toBe('/Home')
  })

  it('opens the search list with the term', async () => {
    const { router } = renderPortal()
    fireEvent.change(await screen.findByRole('searchbox', { name: '检索词' }), { target: { value: ' 红楼梦 研究 ' } })
    fireEvent.click(screen.getByRole('button', { name: '检索' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/searchList'))
    expect(new URLSearchParams(router.state.location.search).get('searchFieldContent')).toBe('红楼梦 研究')
  })

  it("lists the tenant's libraries only when independentLibCode is '1'", async () => {
    const independent = demoBootstrap({ findConfig: { ...FIND_CONFIG_DEFAULTS, independentLibCode: '1' } })
    renderPortal({ locale: 'en-US', bootstrap: independent })
    expect(await screen.findByRole('heading', { level: 2, name: 'Our libraries' })).toBeTruthy()
    const names = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(names).toEqual(expect.arrayContaining(['Main LibraryMain library', 'East Campus Library']))
    cleanup()

    renderPortal({ locale: 'en-US' })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('heading', { level: 2, name: 'Our libraries' })).toBeNull()
  })
})
