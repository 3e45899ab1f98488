import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { emptyHomeAnswers } from '../../../testing/empty-home-answers.ts'
import { renderPortal } from '../../../testing/render-portal.tsx'

afterEach(() => {
  cleanup()
  window.sessionStorage.clear()
})

describe('a sign-in hand-over in the address', () => {
  it('stores the token, opens the page of its pageType, and keeps the header when navigation=1', async () => {
    const { router } = renderPortal({ path: '/Home?jwt=aaa.bbb.ccc&jwtHeader=jwtOpacAuth&pageType=5&navigation=1', answer: emptyHomeAnswers() })
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalExternal/5'))
    expect(router.state.location.search).toBe('')
    expect([window.sessionStorage.getItem('jwt'), window.sessionStorage.getItem('jwtHeader')]).toEqual(['aaa.bbb.ccc', 'jwtOpacAuth'])
    expect(await screen.findByRole('banner')).toBeTruthy()
  })

  it('without navigation=1 the external personal page has no header; the hand-over leaves no history entry', async () => {
    const { router } = renderPortal({ path: '/Home?jwt=t&pageType=4', answer: emptyHomeAnswers() })
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalExternal/4'))
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(screen.queryByRole('banner')).toBeNull())
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('a token for an unusable header name is not stored', async () => {
    const { router } = renderPortal({ path: '/Home?jwt=t&jwtHeader=cookie', answer: emptyHomeAnswers() })
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(window.sessionStorage.getItem('jwt')).toBeNull()
  })
})
