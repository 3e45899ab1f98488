import { FIND_CONFIG_DEFAULTS } from '@portal/contracts'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { demoBootstrap } from '../../../testing/demo-bootstrap.ts'
import { emptyHomeAnswers } from '../../../testing/empty-home-answers.ts'
import type { FakeAnswer } from '../../../testing/fake-trpc-client.ts'
import { handleContactBindingRequired } from './contact-binding-required.ts'
import { renderPortal } from '../../../testing/render-portal.tsx'

const USER = {
  userId: 7, username: 'citizen', primaryId: 'BJ1', name: 'Chen Jing', picUrl: '', groupCode: '100000', libCode: 'L1', libName: 'Central Library',
  emailCheckFlag: '0', mobileCheckFlag: '0', pdaRuleFlag: '0', firstLoginFlag: '1', frozen: false, department: '', userType: '',
}

afterEach(() => {
  cleanup()
  window.sessionStorage.clear()
  document.cookie = 'jwt=; max-age=0'
  document.cookie = 'jwtHeader=; max-age=0'
})

function answers(user: object, bindMailOrPhone: '0' | '1'): FakeAnswer {
  const empty = emptyHomeAnswers(demoBootstrap({ findConfig: { ...FIND_CONFIG_DEFAULTS, bindMailOrPhone } }))
  return (path) => (path === 'identity.me' ? { data: user } : empty(path))
}

describe('returning with the token cookies but no stored session', () => {
  it('takes the token over and shows the patron', async () => {
    document.cookie = 'jwt=cookie.token.value'
    document.cookie = 'jwtHeader=jwtOpacAuth'
    renderPortal({ locale: 'en-US', answer: answers({ ...USER, emailCheckFlag: '1' }, '1') })
    const banner = await screen.findByRole('banner')
    expect(await within(banner).findByRole('button', { name: /Chen Jing/ })).toBeTruthy()
    expect(window.sessionStorage.getItem('jwt')).toBe('cookie.token.value')
  })

  it('opens forced binding when the library requires a verified e-mail or phone and the patron has neither', async () => {
    document.cookie = 'jwt=cookie.token.value'
    const { router } = renderPortal({ locale: 'en-US', answer: answers(USER, '1') })
    await waitFor(() => expect(router.state.location.pathname).toBe('/forceBinding'))
  })

  it('opens forced binding, to return to the page after, when the server refuses a call for want of a contact', async () => {
    document.cookie = 'jwt=cookie.token.value'
    document.cookie = 'jwtHeader=jwtOpacAuth'
    const { router } = renderPortal({ locale: 'en-US', path: '/Home', answer: answers({ ...USER, emailCheckFlag: '1' }, '1') })
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: /Chen Jing/ })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Home')
    act(() => handleContactBindingRequired({ data: { appCode: 'CONTACT_BINDING_REQUIRED' } }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/forceBinding'))
    expect(router.state.location.search).toBe('?next=%2FHome')
  })

  it('leaves a visitor alone: no cookie, no user call', async () => {
    const calls: string[] = []
    const base = answers(USER, '1')
    const { router } = renderPortal({ locale: 'en-US', answer: (p) => (calls.push(p), base(p)) })
    await screen.findByRole('heading', { level: 1 })
    expect(calls).not.toContain('identity.me')
    expect(router.state.location.pathname).toBe('/Home')
  })
})
