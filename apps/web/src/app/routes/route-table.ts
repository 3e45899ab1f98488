import type { KeyOf } from '@portal/i18n'
import type { ComponentType } from 'react'
import { BindAccountPage, BindUidPage, RelevanceUidPage, WxLoginPage } from '../../features/binding/pages.ts'
import { DigitalLibraryPage } from '../../features/digital-library/DigitalLibraryPage.tsx'
import { HomePage } from '../../features/home/HomePage.tsx'
import { LoginPage } from '../../features/login/LoginPage.tsx'
import { ModifyPasswordPage } from '../../features/login/ModifyPasswordPage.tsx'
import { PdaRulePage } from '../../features/login/PdaRulePage.tsx'
import { ForceBindingPage } from '../../features/account/ForceBindingPage.tsx'
import { ResetPasswordPage } from '../../features/account/ResetPasswordPage.tsx'
import { PdfPreviewPage } from '../../features/pdf-preview/PdfPreviewPage.tsx'
import { PrivacyPage } from '../../features/privacy/PrivacyPage.tsx'
import { OtherPaperDetailPage, RecordPage } from '../../features/record/pages.ts'
import { CategorySearchPage, ChaoXingSearchDetailPage, ChaoXingSearchListPage, ExternalSearchPage, OtherSearchList2Page, OtherSearchListPage, ResourceSearchPage, SearchListPage } from '../../features/search/search-pages.ts'
import { LoginExternalPage } from '../../features/session/LoginExternalPage.tsx'

export type RouteTitleKey = KeyOf<'routes'>

export type PortalRoute = {
  /** react-router pattern: `:name` a parameter, `:name?` an optional one. Matching ignores case. */
  path: string
  /** More patterns showing the same page. */
  aliases?: readonly string[]
  /** The page's title, a key of the `routes` namespace. */
  titleKey: RouteTitleKey
  /** The page; a route without one shows the translated "coming soon" page with its title. */
  page?: ComponentType
  /** Only for a signed-in patron: a visitor gets "please log in first" and the login modal (features/login/RequireLogin). */
  requiresLogin?: boolean
}

/**
 * Every hash route of spec §2 "Routes". Later issues fill in `page`; paths and titles stay here.
 * The root path redirects to /Home and unknown paths show the not-found page (see router.tsx).
 */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  // Home
  { path: '/Home', aliases: ['/home'], titleKey: 'home', page: HomePage },

  // Search
  { path: '/searchList', titleKey: 'searchList', page: SearchListPage },
  { path: '/searchList/bookDetails/:id/:type?', titleKey: 'bookDetails', page: RecordPage },
  { path: '/searchList/otherPaperDetail', titleKey: 'otherPaperDetail', page: OtherPaperDetailPage },
  { path: '/searchList/bookDetailsmyFav/myFav', titleKey: 'bookDetailsMyFav', requiresLogin: true },
  { path: '/myFav', titleKey: 'myFav', requiresLogin: true },
  { path: '/chaoXingSearchList', titleKey: 'chaoXingSearchList', page: ChaoXingSearchListPage },
  { path: '/chaoXingSearchDetail', titleKey: 'chaoXingSearchDetail', page: ChaoXingSearchDetailPage },
  { path: '/otherSearchList', titleKey: 'otherSearchList', page: OtherSearchListPage },
  { path: '/otherSearchList2', titleKey: 'otherSearchList2', page: OtherSearchList2Page },
  { path: '/categorySearchList', titleKey: 'categorySearchList', page: CategorySearchPage },
  // The spec's two forms, /{keyword}/{matchType}/{docType}[/{extra}] and
  // /{searchType}/{keyword}/{matchType}[/{docType}], have the same shape: one pattern takes both
  // and the page tells them apart by the first segment.
  { path: '/searchListExternal/:first/:second/:third/:fourth?', titleKey: 'searchListExternal', page: ExternalSearchPage },
  { path: '/searchListResource/:searchType/:keyword/:matchType/:resourceType?', titleKey: 'searchListResource', page: ResourceSearchPage },

  // Services
  { path: '/newBookInform', titleKey: 'newBookInform' },
  { path: '/bookDonate', titleKey: 'bookDonate' },
  { path: '/bookDonate/detail', titleKey: 'bookDonateDetail' },
  { path: '/donate', titleKey: 'donate' },
  { path: '/collect', titleKey: 'collect' },
  { path: '/readRange', titleKey: 'readRange' },
  { path: '/grade', titleKey: 'grade' },
  { path: '/hotBook', titleKey: 'hotBook' },
  { path: '/drivePurchas', titleKey: 'drivePurchas' },
  { path: '/drivePurList', titleKey: 'drivePurList' },
  { path: '/drivePurDetails', titleKey: 'drivePurDetails' },
  { path: '/drivePurCart', titleKey: 'drivePurCart', requiresLogin: true },
  { path: '/drivePurSettle', titleKey: 'drivePurSettle', requiresLogin: true },
  { path: '/drivePurLogistic', titleKey: 'drivePurLogistic', requiresLogin: true },
  { path: '/drivePurUser', titleKey: 'drivePurUser', requiresLogin: true },

  // Navigation
  { path: '/magazineNav', titleKey: 'magazineNav' },
  { path: '/magazineNavDetail', titleKey: 'magazineNavDetail' },
  { path: '/specialNav', titleKey: 'specialNav' },
  { path: '/bookListNav', titleKey: 'bookListNav' },
  { path: '/dataBaseNav', titleKey: 'dataBaseNav' },
  { path: '/dataBaseNav/details/:id', titleKey: 'dataBaseNavDetails' },
  { path: '/newDataBase', titleKey: 'newDataBase' },
  { path: '/newDataBase/details/:id', titleKey: 'newDataBaseDetails' },
  { path: '/specialBaseNav', titleKey: 'specialBaseNav' },
  { path: '/specialBaseNav/specialBaseDetail', titleKey: 'specialBaseNavDetail' },
  { path: '/specialBaseNav/childBaseList', titleKey: 'specialBaseChildList' },
  { path: '/specialBaseDetail/:id', titleKey: 'specialBaseDetail' },
  { path: '/collectionNav', titleKey: 'collectionNav' },
  { path: '/collectionNavDetail', titleKey: 'collectionNavDetail' },

  // Subject services
  { path: '/departmentList', titleKey: 'departmentList' },
  { path: '/departmentHome', titleKey: 'departmentHome' },
  { path: '/researcher', titleKey: 'researcher' },
  { path: '/researcherDetail', titleKey: 'researcherDetail' },
  { path: '/schoolBaseNav', titleKey: 'schoolBaseNav' },
  { path: '/courseReference', titleKey: 'courseReference' },
  { path: '/courseReferenceDetail', titleKey: 'courseReferenceDetail' },
  { path: '/courseBookResource', titleKey: 'courseBookResource' },
  { path: '/courseBookDetail', titleKey: 'courseBookDetail' },

  // Extra
  { path: '/digitalLibrary', titleKey: 'digitalLibrary', page: DigitalLibraryPage },

  // Personal
  { path: '/personalCenter', titleKey: 'personalCenter', requiresLogin: true },
  { path: '/personalCenter/customTabs', titleKey: 'personalCenterCustomTabs', requiresLogin: true },
  { path: '/customTabs', titleKey: 'customTabs', requiresLogin: true },
  { path: '/personalCenter/freeOrder', titleKey: 'freeOrder', requiresLogin: true },
  { path: '/personalCenter/bookListDetails', titleKey: 'bookListDetails', requiresLogin: true },
  { path: '/personalExternal/:n', titleKey: 'personalExternal' },
  { path: '/loginExternal/:jwt/:jwtHeader', titleKey: 'loginExternal', page: LoginExternalPage },
  { path: '/modifyPassword', titleKey: 'modifyPassword', page: ModifyPasswordPage },
  { path: '/resetPassword', titleKey: 'resetPassword', page: ResetPasswordPage },
  { path: '/forceBinding', titleKey: 'forceBinding', requiresLogin: true, page: ForceBindingPage },

  // Login and binding
  { path: '/login', titleKey: 'login', page: LoginPage },
  { path: '/bindAccount', titleKey: 'bindAccount', page: BindAccountPage },
  { path: '/bindUid', titleKey: 'bindUid', page: BindUidPage },
  { path: '/relevanceUid', titleKey: 'relevanceUid', page: RelevanceUidPage },
  { path: '/wxLogin', titleKey: 'wxLogin', page: WxLoginPage },
  { path: '/pdaRule', titleKey: 'pdaRule', page: PdaRulePage, requiresLogin: true },

  // Public
  { path: '/previewPdf/:id1/:id2', titleKey: 'previewPdf', page: PdfPreviewPage },
  { path: '/privacy', titleKey: 'privacy', page: PrivacyPage },
]
