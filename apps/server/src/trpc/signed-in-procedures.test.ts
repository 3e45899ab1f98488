import { describe, expect, it } from 'vitest'
import { appRouter } from './router.ts'
import { signedInProcedurePaths } from './signed-in-procedures.ts'

describe('signed-in procedures', () => {
  it('are the patron, staff and admin procedures of the router, and no public one', () => {
    const paths = signedInProcedurePaths(appRouter)
    for (const path of ['session.finishTour', 'login.changePassword', 'home.setting', 'home.updateSetting', 'admin.settings', 'admin.updateSettings', 'sso.unbind'])
      expect(paths, path).toContain(path)
    for (const path of ['tenant.bootstrap', 'session.me', 'login.signIn', 'catalogue.detail', 'passwordReset.checkUser']) expect(paths, path).not.toContain(path)
  })
})
