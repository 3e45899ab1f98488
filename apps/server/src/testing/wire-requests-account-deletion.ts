import { CITY, EN, get, post, type WireRequest } from './wire-requests-kit.ts'

// The recorded wire of account deletion and My library's overview (issue 16): the deletion check and the overview
// of reader (her loans block deleting) and of a patron of the city library, reader's data export (a ZIP: recorded
// by its hash, the clock being fixed), and the refusals: deleting while loans are open, without the password, with a
// cancelType that means nothing, and anonymous calls. No account is deleted here: later areas still sign in as the
// demo patrons (rest/routes/account-deletion/account-deletion.routes.int.test.ts deletes one of its own).

const reader = { patron: 'reader', fresh: true } as const
const citizen = { patron: 'citizen', fresh: true } as const

export const accountDeletionReads: WireRequest[] = [
  get('account-deletion.check', '/find/userLogOut/doUserLogOutOperationCheck', () => ({ cancelType: 'deleteAccount' }), { as: reader }),
  get('account-deletion.check-en', '/find/userLogOut/doUserLogOutOperationCheck', () => ({ cancelType: '1' }), { as: reader, headers: EN }),
  get('account-deletion.check-error-type', '/find/userLogOut/doUserLogOutOperationCheck', () => ({ cancelType: 'closeEverything' }), { as: reader, headers: EN }),
  get('account-deletion.export', '/find/userLogOut/exportUserData', undefined, { as: reader }),
  get('account-deletion.export-error-anonymous', '/find/userLogOut/exportUserData'),
  get('overview.reader', '/find/userInfo/getPersonalOverview', undefined, { as: reader }),
  post('overview.city', '/find/userInfo/getPersonalOverview', () => ({}), { as: citizen, group: CITY }),
  get('overview.error-anonymous', '/find/userInfo/getPersonalOverview', undefined, { headers: EN }),
]

export const accountDeletionWrites: WireRequest[] = [
  post('account-deletion.delete-error-blocked', '/find/userLogOut/userCancel', () => ({ cancelType: 'deleteAccount', password: 'Reader@2026' }), { as: reader, headers: EN }),
  post('account-deletion.delete-error-no-password', '/find/userLogOut/userCancel', () => ({ cancelType: 'deleteAccount' }), { as: reader }),
  post('account-deletion.delete-error-password', '/find/userLogOut/userCancel', () => ({ cancelType: 'deleteAccount', password: 'not-her-password' }), { as: reader, headers: EN }),
  post('account-deletion.delete-error-anonymous', '/find/userLogOut/userCancel', () => ({ cancelType: 'deleteAccount', password: 'Reader@2026' })),
]
