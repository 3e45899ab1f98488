import type { KeyOf } from '@portal/i18n'
import { lazy, type ComponentType } from 'react'
import { matchRoutes } from 'react-router-dom'

/** How each page's chunk is fetched, for preloadPageOf. */
const loaders = new Map<ComponentType, () => Promise<unknown>>()

/**
 * A page loaded on demand: each feature's pages become a chunk of their own, fetched when a route first shows them
 * (router.tsx wraps them in Suspense with PageFallback). `name` picks the export, as pages are named exports.
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  const component = lazy(async () => ({ default: (await load())[name] as ComponentType }))
  loaders.set(component, load)
  return component
}

const binding = () => import('../../features/sso/pages.ts')
const record = () => import('../../features/catalogue/record/pages.ts')
const search = () => import('../../features/catalogue/search/search-pages.ts')
const favourites = () => import('../../features/favourites/pages.ts')

const HomePage = page(() => import('../../features/home/HomePage.tsx'), 'HomePage')
const SearchListPage = page(search, 'SearchListPage')
const CategorySearchPage = page(search, 'CategorySearchPage')
const ChaoXingSearchDetailPage = page(search, 'ChaoXingSearchDetailPage')
const ChaoXingSearchListPage = page(search, 'ChaoXingSearchListPage')
const ExternalSearchPage = page(search, 'ExternalSearchPage')
const OtherSearchList2Page = page(search, 'OtherSearchList2Page')
const OtherSearchListPage = page(search, 'OtherSearchListPage')
const ResourceSearchPage = page(search, 'ResourceSearchPage')
const RecordPage = page(record, 'RecordPage')
const OtherPaperDetailPage = page(record, 'OtherPaperDetailPage')
const DigitalLibraryPage = page(() => import('../../features/catalogue/digital/DigitalLibraryPage.tsx'), 'DigitalLibraryPage')
const LoginPage = page(() => import('../../features/identity/login/LoginPage.tsx'), 'LoginPage')
const ModifyPasswordPage = page(() => import('../../features/identity/login/ModifyPasswordPage.tsx'), 'ModifyPasswordPage')
const PdaRulePage = page(() => import('../../features/identity/login/PdaRulePage.tsx'), 'PdaRulePage')
const ForceBindingPage = page(() => import('../../features/account/ForceBindingPage.tsx'), 'ForceBindingPage')
const ResetPasswordPage = page(() => import('../../features/account/ResetPasswordPage.tsx'), 'ResetPasswordPage')
const PdfPreviewPage = page(() => import('../../features/catalogue/pdf-preview/PdfPreviewPage.tsx'), 'PdfPreviewPage')
const PrivacyPage = page(() => import('../../features/tenancy/PrivacyPage.tsx'), 'PrivacyPage')
const LoginExternalPage = page(() => import('../../features/identity/session/LoginExternalPage.tsx'), 'LoginExternalPage')
const PersonalCentrePage = page(() => import('./personal/PersonalCentrePage.tsx'), 'PersonalCentrePage')
const MyFavPage = page(favourites, 'MyFavPage')
const BookListDetailsPage = page(favourites, 'BookListDetailsPage')
const CustomTabsPage = page(favourites, 'CustomTabsPage')
const BindAccountPage = page(binding, 'BindAccountPage')
const BindUidPage = page(binding, 'BindUidPage')
const RelevanceUidPage = page(binding, 'RelevanceUidPage')
const WxLoginPage = page(binding, 'WxLoginPage')

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
  /** Only for a signed-in patron: a visitor gets "please log in first" and the login modal (features/identity/login/RequireLogin). */
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
  { path: '/searchList/bookDetailsmyFav/myFav', titleKey: 'bookDetailsMyFav', requiresLogin: true, page: MyFavPage },
  { path: '/myFav', titleKey: 'myFav', requiresLogin: true, page: MyFavPage },
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
  { path: '/personalCenter', titleKey: 'personalCenter', requiresLogin: true, page: PersonalCentrePage },
  { path: '/personalCenter/customTabs', titleKey: 'personalCenterCustomTabs', requiresLogin: true, page: CustomTabsPage },
  { path: '/customTabs', titleKey: 'customTabs', requiresLogin: true, page: CustomTabsPage },
  { path: '/personalCenter/freeOrder', titleKey: 'freeOrder', requiresLogin: true },
  // Open to visitors: a shared folder's link works for anybody (the page itself hides private folders).
  { path: '/personalCenter/bookListDetails', titleKey: 'bookListDetails', page: BookListDetailsPage },
  { path: '/personalExternal/:n', titleKey: 'personalExternal', requiresLogin: true, page: PersonalCentrePage },
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

/**
 * Starts fetching the chunk of the page a hash path shows (`/Home` when there is none), so it comes while the app
 * still waits for its texts and the tenant; the page then draws without a round trip of its own. A failure is left
 * to the page's own load, which shows the route error.
 */
export function preloadPageOf(path: string): void {
  const routes = PORTAL_ROUTES.flatMap((route) => [route.path, ...(route.aliases ?? [])].map((p) => ({ path: p, page: route.page })))
  const match = matchRoutes(routes, path === '' || path === '/' ? '/Home' : path)?.[0]
  const load = match?.route.page && loaders.get(match.route.page)
  void load?.().catch(() => undefined)
}
