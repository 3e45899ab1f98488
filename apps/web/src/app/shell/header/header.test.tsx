import { FIND_CONFIG_DEFAULTS } from '@portal/contracts'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from 'react-router-dom'
import { AppProviders } from '../../providers/AppProviders.tsx'
import { chosenLibCode, rememberLibCode } from '../../../lib/chosen-library.ts'
import { demoBootstrap } from '../../../testing/demo-bootstrap.ts'
import { emptyHomeAnswers } from '../../../testing/empty-home-answers.ts'
import { createFakeTrpcClient } from '../../../testing/fake-trpc-client.ts'
import { renderPortal } from '../../../testing/render-portal.tsx'
import { LibraryPicker } from './LibraryPicker.tsx'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

const LIBRARIES = demoBootstrap().libraries

function renderPicker(reload: () => void, calls: string[]) {
  const client = createFakeTrpcClient((path) => {
    calls.push(path)
    return { data: { libCode: '' } }
  })
  return render(
    <AppProviders locale="en-US" trpcClient={client} queryClient={new QueryClient()}>
      <MemoryRouter>
        <LibraryPicker libraries={LIBRARIES} reload={reload} />
      </MemoryRouter>
    </AppProviders>,
  )
}

describe('library picker', () => {
  it('filters the libraries by name, stores the choice, tells the server and reloads', async () => {
    const reload = vi.fn()
    const calls: string[] = []
    renderPicker(reload, calls)
    const toggle = screen.getByRole('button', { name: /All libraries/ })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const list = screen.getByRole('list', { name: 'Choose a library' })
    expect(within(list).getAllByRole('button')).toHaveLength(LIBRARIES.length + 1)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a library' }), { target: { value: 'east' } })
    const [all, east] = within(list).getAllByRole('button')
    expect([all!.textContent, east!.textContent]).toEqual(['All libraries', 'East Campus Library'])
    fireEvent.click(east!)
    await waitFor(() => expect(reload).toHaveBeenCalledOnce())
    expect(chosenLibCode(window.localStorage)).toBe(LIBRARIES.find((l) => l.englishName === 'East Campus Library')!.libCode)
    expect(calls).toContain('tenancy.saveLastLibCode')
  })

  it('closes with Escape and gives focus back to its button; "All" forgets the choice', async () => {
    rememberLibCode(window.localStorage, LIBRARIES.find((l) => l.englishName === 'East Campus Library')!.libCode)
    const reload = vi.fn()
    renderPicker(reload, [])
    const toggle = screen.getByRole('button', { name: /East Campus Library/ })
    fireEvent.click(toggle)
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('button', { name: 'All libraries', pressed: false }))
    await waitFor(() => expect(reload).toHaveBeenCalled())
    expect(chosenLibCode(window.localStorage)).toBe('')
  })
})

describe('header flags', () => {
  it('shows the picker only for independent libraries, and always help and sign-in', async () => {
    renderPortal({ locale: 'en-US', answer: emptyHomeAnswers() })
    const banner = await screen.findByRole('banner')
    expect(within(banner).queryByRole('button', { name: /All libraries/ })).toBeNull()
    expect(within(banner).getByRole('button', { name: 'Help' })).toBeTruthy()
    expect(within(banner).getByRole('button', { name: 'Sign in' }).getAttribute('aria-haspopup')).toBe('dialog')
    cleanup()

    renderPortal({ locale: 'en-US', answer: emptyHomeAnswers(demoBootstrap({ findConfig: { ...FIND_CONFIG_DEFAULTS, independentLibCode: '1' } })) })
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: /All libraries/ })).toBeTruthy()
  })

  it('blackAndWhiteModel turns the site grey; loginFlag hides the header', async () => {
    const { container } = renderPortal({ answer: emptyHomeAnswers(demoBootstrap({ findConfig: { ...FIND_CONFIG_DEFAULTS, blackAndWhiteModel: '1' } })) })
    await screen.findByRole('heading', { level: 1 })
    expect(container.querySelector('[data-layout]')!.className).toContain('grayscale')
    cleanup()

    const plain = renderPortal({ answer: emptyHomeAnswers() })
    await screen.findByRole('heading', { level: 1 })
    expect(plain.container.querySelector('[data-layout]')!.className).not.toContain('grayscale')
    cleanup()

    renderPortal({ answer: emptyHomeAnswers(demoBootstrap({ findConfig: { ...FIND_CONFIG_DEFAULTS, loginFlag: '1' } })) })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('banner')).toBeNull()
  })
})
