import { currentUser, markFirstLoginDone } from '../../../modules/identity/current-user.service.ts'
import { lenientObject } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Session'

export const sessionRoutes = [
  defineRoute({
    // A patron who must still bind a contact is answered too: the web app learns from it that binding is due.
    method: ['GET', 'POST'], path: '/oga/userinfo', tag, access: 'patron-binding',
    summary: 'The signed-in patron (userId truthy means signed in)', input: lenientObject({}), operation: (ctx) => currentUser(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/find/userInfo/updateOpacFirstLoginFlag', tag, access: 'patron',
    summary: 'The guided tour was finished or skipped', input: lenientObject({}), operation: (ctx) => markFirstLoginDone(ctx),
  }),
]
