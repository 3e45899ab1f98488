import { resources } from '@portal/i18n'
import { cleanup, screen } from '@testing-library/react'
import { matchRoutes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { renderPortal } from '../../testing/render-portal.tsx'
import { buildRouteObjects, type PortalRouteHandle } from '../router.tsx'
import { PORTAL_ROUTES, type RouteTitleKey } from './route-table.ts'

afterEach(cleanup)

/** One address per route form of spec §2 "Routes", and the page it must show. */
const SPEC_ROUTES: [address: string, titleKey: RouteTitleKey][] = [
  ['/Home', 'home'],
  ['/home', 'home'],
  ['/searchList', 'searchList'],
  ['/searchList/bookDetails/123/1', 'bookDetails'],
  ['/searchList/bookDetails/123', 'bookDetails'],
  ['/searchList/otherPaperDetail', 'otherPaperDetail'],
  ['/searchList/bookDetailsmyFav/myFav', 'bookDetailsMyFav'],
  ['/myFav', 'myFav'],
  ['/chaoXingSearchList', 'chaoXingSearchList'],
  ['/chaoXingSearchDetail', 'chaoXingSearchDetail'],
  ['/otherSearchList', 'otherSearchList'],
  ['/otherSearchList2', 'otherSearchList2'],
  ['/categorySearchList', 'categorySearchList'],
  ['/searchListExternal/python/2/1', 'searchListExternal'], // {keyword}/{matchType}/{docType}
  ['/searchListExternal/python/2/1/x', 'searchListExternal'], // …/{extra}
  ['/searchListExternal/title/python/2', 'searchListExternal'], // {searchType}/{keyword}/{matchType}
  ['/searchListExternal/title/python/2/1', 'searchListExternal'], // …/{docType}
  ['/searchListResource/title/python/2', 'searchListResource'],
  ['/searchListResource/title/python/2/book', 'searchListResource'],
  ['/newBookInform', 'newBookInform'],
  ['/bookDonate', 'bookDonate'],
  ['/bookDonate/detail', 'bookDonateDetail'],
  ['/donate', 'donate'],
  ['/collect', 'collect'],
  ['/readRange', 'readRange'],
  ['/grade', 'grade'],
  ['/hotBook', 'hotBook'],
  ['/drivePurchas', 'drivePurchas'],
  ['/drivePurList', 'drivePurList'],
  ['/drivePurDetails', 'drivePurDetails'],
  ['/drivePurCart', 'drivePurCart'],
  ['/drivePurSettle', 'drivePurSettle'],
  ['/drivePurLogistic', 'drivePurLogistic'],
  ['/drivePurUser', 'drivePurUser'],
  ['/magazineNav', 'magazineNav'],
  ['/magazineNavDetail', 'magazineNavDetail'],
  ['/specialNav', 'specialNav'],
  ['/bookListNav', 'bookListNav'],
  ['/dataBaseNav', 'dataBaseNav'],
  ['/dataBaseNav/details/7', 'dataBaseNavDetails'],
  ['/newDataBase', 'newDataBase'],
  ['/newDataBase/details/7', 'newDataBaseDetails'],
  ['/specialBaseNav', 'specialBaseNav'],
  ['/specialBaseNav/specialBaseDetail', 'specialBaseNavDetail'],
  ['/specialBaseNav/childBaseList', 'specialBaseChildList'],
  ['/specialBaseDetail/7', 'specialBaseDetail'],
  ['/collectionNav', 'collectionNav'],
  ['/collectionNavDetail', 'collectionNavDetail'],
  ['/departmentList', 'departmentList'],
  ['/departmentHome', 'departmentHome'],
  ['/researcher', 'researcher'],
  ['/researcherDetail', 'researcherDetail'],
  ['/schoolBaseNav', 'schoolBaseNav'],
  ['/courseReference', 'courseReference'],
  ['/courseReferenceDetail', 'courseReferenceDetail'],
  ['/courseBookResource', 'courseBookResource'],
  ['/courseBookDetail', 'courseBookDetail'],
  ['/digitalLibrary', 'digitalLibrary'],
  ['/personalCenter', 'personalCenter'],
  ['/personalCenter/customTabs', 'personalCenterCustomTabs'],
  ['/customTabs', 'customTabs'],
  ['/personalCenter/freeOrder', 'freeOrder'],
  ['/personalCenter/bookListDetails', 'bookListDetails'],
  ['/personalExternal/4', 'personalExternal'],
  ['/loginExternal/eyJhbGciOi.payload.sig/jwtOpacAuth', 'loginExternal'],
  ['/modifyPassword', 'modifyPassword'],
  ['/resetPassword', 'resetPassword'],
  ['/forceBinding', 'forceBinding'],
  ['/login', 'login'],
  ['/bindAccount', 'bindAccount'],
  ['/bindUid', 'bindUid'],
  ['/relevanceUid', 'relevanceUid'],
  ['/wxLogin', 'wxLogin'],
  ['/pdaRule', 'pdaRule'],
  ['/previewPdf/1/2', 'previewPdf'],
  ['/privacy', 'privacy'],
]

function handleFor(address: string): PortalRouteHandle | undefined {
  return matchRoutes(buildRouteObjects(), address)?.at(-1)?.route.handle as PortalRouteHandle | undefined
}

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s shows the %s page', (address, titleKey) => {
    expect(handleFor(address)).toEqual({ titleKey })
  })

  it('registers no route the spec list above does not exercise', () => {
    const exercised = new Set(SPEC_ROUTES.map(([, titleKey]) => titleKey))
    expect(PORTAL_ROUTES.filter((route) => !exercised.has(route.titleKey))).toEqual([])
  })

  it('sends unknown addresses to the not-found page', () => {
    expect(handleFor('/noSuchPage')).toEqual({ notFound: true })
    expect(handleFor('/searchList/bookDetails')).toEqual({ notFound: true })
    expect(handleFor('/previewPdf/1')).toEqual({ notFound: true })
  })

  it('has a title for every route in every language', () => {
    for (const locale of ['zh-CN', 'zh-TW', 'en-US'] as const)
      for (const route of PORTAL_ROUTES) expect(resources[locale].routes[route.titleKey]).toBeTruthy()
  })
})

describe('routing in the app', () => {
  it('redirects the root to /Home, which shows the tenant name as the heading', async () => {
    const { router } = renderPortal({ path: '/' })
    expect(await screen.findByRole('heading', { level: 1, name: '星海大学图书馆' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Home')
  })

  it('shows a page that is not built yet as a translated "coming soon" page with its title', async () => {
    renderPortal({ path: '/dataBaseNav/details/7', locale: 'en-US' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Database details' })).toBeTruthy()
    expect(screen.getByText('This page is under construction. Please check back soon.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/Home')
  })

  it('shows the translated not-found page, with a link home, for an unknown address', async () => {
    renderPortal({ path: '/noSuchPage', locale: 'zh-TW' })
    expect(await screen.findByRole('heading', { level: 1, name: '頁面不存在' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回首頁' })).toBeTruthy()
  })
})
