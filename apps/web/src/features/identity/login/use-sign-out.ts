import { useNavigate } from 'react-router-dom'
import { trpc } from '../../../lib/trpc.ts'
import { forgetEverythingOnLogout, LOGIN_TYPE, LOGIN_TYPE_KEY } from './stored-session.ts'

/** Pages of the personal centre: after signing out there is nothing left to show on them. */
const PERSONAL_PAGE = /^\/(personalCenter|personalExternal|customTabs|myFav|modifyPassword|forceBinding|pdaRule|drivePur(Cart|Settle|Logistic|User))(\/|$)/i

/**
 * Logout (spec §4): revokes the session on the server, forgets user, token, group code and cookies; a patron
 * who came through unified authentication (loginType 4) goes to its logout page, anyone else stays where
 * they are (a personal page falls back to /Home). A failed call still signs the browser out.
 */
export function useSignOut() {
  const utils = trpc.useUtils()
  const navigate = useNavigate()
  const signOut = trpc.identity.signOut.useMutation({ meta: { ignoreUnauthorized: true } })
  return async () => {
    const viaUnified = window.sessionStorage.getItem(LOGIN_TYPE_KEY) === LOGIN_TYPE.unified
    const logoutUrl = await signOut.mutateAsync().then(
      (answer) => answer.logoutUrl,
      () => null,
    )
    forgetEverythingOnLogout()
    utils.identity.me.setData(undefined, null)
    if (viaUnified && logoutUrl && /^https?:\/\//i.test(logoutUrl)) {
      window.location.assign(logoutUrl)
      return
    }
    const route = window.location.hash.replace(/^#/, '')
    if (PERSONAL_PAGE.test(route)) navigate('/Home', { replace: true })
    void utils.invalidate()
  }
}
