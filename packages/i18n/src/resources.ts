// Every namespace of every locale, imported statically so the server and the Vite bundle share them.
// Add a namespace: create locales/<locale>/<ns>.json for all three locales and list it here.
import zhCNErrors from '../locales/zh-CN/errors.json' with { type: 'json' }
import zhTWErrors from '../locales/zh-TW/errors.json' with { type: 'json' }
import enUSErrors from '../locales/en-US/errors.json' with { type: 'json' }
import zhCNCommon from '../locales/zh-CN/common.json' with { type: 'json' }
import zhTWCommon from '../locales/zh-TW/common.json' with { type: 'json' }
import enUSCommon from '../locales/en-US/common.json' with { type: 'json' }
import zhCNNav from '../locales/zh-CN/nav.json' with { type: 'json' }
import zhTWNav from '../locales/zh-TW/nav.json' with { type: 'json' }
import enUSNav from '../locales/en-US/nav.json' with { type: 'json' }
import zhCNRoutes from '../locales/zh-CN/routes.json' with { type: 'json' }
import zhTWRoutes from '../locales/zh-TW/routes.json' with { type: 'json' }
import enUSRoutes from '../locales/en-US/routes.json' with { type: 'json' }
import zhCNHome from '../locales/zh-CN/home.json' with { type: 'json' }
import zhTWHome from '../locales/zh-TW/home.json' with { type: 'json' }
import enUSHome from '../locales/en-US/home.json' with { type: 'json' }
import zhCNHomeLists from '../locales/zh-CN/homeLists.json' with { type: 'json' }
import zhTWHomeLists from '../locales/zh-TW/homeLists.json' with { type: 'json' }
import enUSHomeLists from '../locales/en-US/homeLists.json' with { type: 'json' }
import zhCNPrivacy from '../locales/zh-CN/privacy.json' with { type: 'json' }
import zhTWPrivacy from '../locales/zh-TW/privacy.json' with { type: 'json' }
import enUSPrivacy from '../locales/en-US/privacy.json' with { type: 'json' }
import zhCNHeader from '../locales/zh-CN/header.json' with { type: 'json' }
import zhTWHeader from '../locales/zh-TW/header.json' with { type: 'json' }
import enUSHeader from '../locales/en-US/header.json' with { type: 'json' }
import zhCNDigitalLibrary from '../locales/zh-CN/digitalLibrary.json' with { type: 'json' }
import zhTWDigitalLibrary from '../locales/zh-TW/digitalLibrary.json' with { type: 'json' }
import enUSDigitalLibrary from '../locales/en-US/digitalLibrary.json' with { type: 'json' }
import zhCNValidation from '../locales/zh-CN/validation.json' with { type: 'json' }
import zhTWValidation from '../locales/zh-TW/validation.json' with { type: 'json' }
import enUSValidation from '../locales/en-US/validation.json' with { type: 'json' }
import zhCNPdfPreview from '../locales/zh-CN/pdfPreview.json' with { type: 'json' }
import zhTWPdfPreview from '../locales/zh-TW/pdfPreview.json' with { type: 'json' }
import enUSPdfPreview from '../locales/en-US/pdfPreview.json' with { type: 'json' }
import zhCNSearch from '../locales/zh-CN/search.json' with { type: 'json' }
import zhTWSearch from '../locales/zh-TW/search.json' with { type: 'json' }
import enUSSearch from '../locales/en-US/search.json' with { type: 'json' }
import zhCNRecord from '../locales/zh-CN/record.json' with { type: 'json' }
import zhTWRecord from '../locales/zh-TW/record.json' with { type: 'json' }
import enUSRecord from '../locales/en-US/record.json' with { type: 'json' }

import zhCNLogin from '../locales/zh-CN/login.json' with { type: 'json' }
import zhTWLogin from '../locales/zh-TW/login.json' with { type: 'json' }
import enUSLogin from '../locales/en-US/login.json' with { type: 'json' }
import zhCNAccount from '../locales/zh-CN/account.json' with { type: 'json' }
import zhTWAccount from '../locales/zh-TW/account.json' with { type: 'json' }
import enUSAccount from '../locales/en-US/account.json' with { type: 'json' }
import zhCNCirculation from '../locales/zh-CN/circulation.json' with { type: 'json' }
import zhTWCirculation from '../locales/zh-TW/circulation.json' with { type: 'json' }
import enUSCirculation from '../locales/en-US/circulation.json' with { type: 'json' }
import zhCNRequests from '../locales/zh-CN/requests.json' with { type: 'json' }
import zhTWRequests from '../locales/zh-TW/requests.json' with { type: 'json' }
import enUSRequests from '../locales/en-US/requests.json' with { type: 'json' }
import zhCNSso from '../locales/zh-CN/sso.json' with { type: 'json' }
import zhTWSso from '../locales/zh-TW/sso.json' with { type: 'json' }
import enUSSso from '../locales/en-US/sso.json' with { type: 'json' }
import zhCNPatronStatus from '../locales/zh-CN/patronStatus.json' with { type: 'json' }
import zhTWPatronStatus from '../locales/zh-TW/patronStatus.json' with { type: 'json' }
import enUSPatronStatus from '../locales/en-US/patronStatus.json' with { type: 'json' }
import zhCNBehaviour from '../locales/zh-CN/behaviour.json' with { type: 'json' }
import zhTWBehaviour from '../locales/zh-TW/behaviour.json' with { type: 'json' }
import enUSBehaviour from '../locales/en-US/behaviour.json' with { type: 'json' }
export const resources = {
  'zh-CN': { errors: zhCNErrors, common: zhCNCommon, nav: zhCNNav, routes: zhCNRoutes, home: zhCNHome, homeLists: zhCNHomeLists, header: zhCNHeader, privacy: zhCNPrivacy, digitalLibrary: zhCNDigitalLibrary, validation: zhCNValidation, pdfPreview: zhCNPdfPreview, search: zhCNSearch, record: zhCNRecord, login: zhCNLogin, account: zhCNAccount, sso: zhCNSso, circulation: zhCNCirculation, requests: zhCNRequests, behaviour: zhCNBehaviour, patronStatus: zhCNPatronStatus },
  'zh-TW': { errors: zhTWErrors, common: zhTWCommon, nav: zhTWNav, routes: zhTWRoutes, home: zhTWHome, homeLists: zhTWHomeLists, header: zhTWHeader, privacy: zhTWPrivacy, digitalLibrary: zhTWDigitalLibrary, validation: zhTWValidation, pdfPreview: zhTWPdfPreview, search: zhTWSearch, record: zhTWRecord, login: zhTWLogin, account: zhTWAccount, sso: zhTWSso, circulation: zhTWCirculation, requests: zhTWRequests, behaviour: zhTWBehaviour, patronStatus: zhTWPatronStatus },
  'en-US': { errors: enUSErrors, common: enUSCommon, nav: enUSNav, routes: enUSRoutes, home: enUSHome, homeLists: enUSHomeLists, header: enUSHeader, privacy: enUSPrivacy, digitalLibrary: enUSDigitalLibrary, validation: enUSValidation, pdfPreview: enUSPdfPreview, search: enUSSearch, record: enUSRecord, login: enUSLogin, account: enUSAccount, sso: enUSSso, circulation: enUSCirculation, requests: enUSRequests, behaviour: enUSBehaviour, patronStatus: enUSPatronStatus },
} as const
