import { describe, expect, it } from 'vitest'
import { appRouter } from './router.ts'
import { signedInProcedurePaths } from './signed-in-procedures.ts'

describe('signed-in procedures', () => {
  it('are the patron, staff and admin procedures of the router, and no public one', () => {
    const paths = signedInProcedurePaths(appRouter)
    for (const path of ['identity.finishTour', 'identity.changePassword', 'home.setting', 'home.updateSetting', 'admin.settings', 'admin.updateSettings', 'sso.unbind'])
      expect(paths, path).toContain(path)
    for (const path of ['tenancy.bootstrap', 'identity.me', 'identity.signIn', 'catalogue.detail', 'account.passwordReset.checkUser']) expect(paths, path).not.toContain(path)
  })
})
