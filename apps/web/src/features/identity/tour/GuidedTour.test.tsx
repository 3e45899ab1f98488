import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { emptyHomeAnswers } from '../../../testing/empty-home-answers.ts'
import type { FakeAnswer } from '../../../testing/fake-trpc-client.ts'
import { renderPortal } from '../../../testing/render-portal.tsx'

const USER = {
  userId: 7, username: 'reader', primaryId: '2024010001', name: 'Lin Xiao', picUrl: '', groupCode: '100000', libCode: 'L1', libName: 'Main Library',
  emailCheckFlag: '1', mobileCheckFlag: '0', pdaRuleFlag: '0', firstLoginFlag: '0', frozen: false, department: '', userType: '',
}

beforeEach(() => {
  window.sessionStorage.setItem('jwt', 'token')
  window.sessionStorage.setItem('jwtHeader', 'jwtOpacAuth')
})
afterEach(() => {
  cleanup()
  window.sessionStorage.clear()
  window.localStorage.clear()
})

function signedIn(user: object, calls: string[] = []): FakeAnswer {
  const empty = emptyHomeAnswers()
  return (path) => {
    calls.push(path)
    if (path === 'identity.me') return { data: user }
    if (path === 'identity.finishTour') return { data: { firstLoginFlag: '1' } }
    return empty(path)
  }
}

describe('signed in', () => {
  it('the header shows the patron and library, with the user dropdown', async () => {
    renderPortal({ locale: 'en-US', answer: signedIn({ ...USER, firstLoginFlag: '1' }) })
    const banner = await screen.findByRole('banner')
    const button = await within(banner).findByRole('button', { name: /Lin Xiao.*Main Library/ })
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).toBeNull()
    fireEvent.click(button)
    expect(within(banner).getByRole('link', { name: 'Problem feedback' })).toBeTruthy()
    expect(within(banner).getByRole('link', { name: 'Personal info' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull() // the tour was done
  })

  it('a first sign-in runs the three-step tour; Escape skips it, tells the server and returns to the start page', async () => {
    const calls: string[] = []
    const { router } = renderPortal({ locale: 'en-US', path: '/privacy', answer: signedIn(USER, calls) })
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to the library portal' })
    expect(document.activeElement).toBe(within(welcome).getByRole('button', { name: 'Start' }))
    fireEvent.click(within(welcome).getByRole('button', { name: 'Start' }))
    const menu = await screen.findByRole('dialog', { name: 'The menu' })
    expect(menu.textContent).toContain('2/3')
    expect(window.localStorage.getItem('guideStep')).toBe('2')
    fireEvent.click(within(menu).getByRole('button', { name: 'Next' }))
    const user = await screen.findByRole('dialog', { name: 'My library' })
    expect(within(user).getByRole('button', { name: 'Finish' })).toBeTruthy()
    router.navigate('/Home')
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(calls).toContain('identity.finishTour'))
    expect(router.state.location.pathname).toBe('/privacy')
    expect(window.localStorage.getItem('guideStep')).toBeNull()
  })

  it('a reload resumes the tour at its stored step', async () => {
    window.localStorage.setItem('guideStep', '3')
    renderPortal({ locale: 'zh-CN', answer: signedIn(USER) })
    expect(await screen.findByRole('dialog', { name: '我的图书馆' })).toBeTruthy()
  })
})
