import { z } from 'zod'
import { donationNews, recentDonations, searchDonations } from '../../../modules/home/donations.service.ts'
import { disciplines, librariesWithCounts } from '../../../modules/home/disciplines.service.ts'
import { eCollectionNavigation, externalFind, hasNewElectronicResources, hotCollections, newCollections, trialCollections } from '../../../modules/home/e-collections.service.ts'
import { getUserSetting, updateUserSetting } from '../../../modules/home/user-settings.service.ts'
import { lenientInt, lenientObject, lenientString, paging } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Home'
const rowsInput = lenientObject({ rows: lenientInt().pipe(z.number().int().min(1).max(50)).optional().default(10) })
const settingKey = lenientString(50).pipe(z.string().regex(/^[A-Za-z][\w.-]{0,49}$/))

const collectionRoutes = (
  [
    ['/find/index/getHotCollection', 'Databases visited most', hotCollections],
    ['/find/index/getNewCollection', 'Databases listed in the last three months', newCollections],
    ['/find/index/getTryCollection', 'Databases on trial today', trialCollections],
    ['/find/newEle/eCollection/getNewCollection', 'Databases listed in the last three months', newCollections],
    ['/find/newEle/eCollection/getTryCollection', 'Databases on trial today', trialCollections],
  ] as const
).map(([path, summary, operation]) =>
  defineRoute({ method: ['GET', 'POST'], path, tag, access: 'public', summary, input: rowsInput, operation: (ctx, input) => operation(ctx, input) }),
)

export const homePageRoutes = [
  ...collectionRoutes,
  defineRoute({
    method: 'POST', path: '/find/eCollection/navigation', tag, access: 'public',
    summary: 'E-collection navigation: databases by name, language and status (1 trial, 2 purchased, 3 formal, 4 free)',
    input: lenientObject({ ...paging(100), searchContent: lenientString(100).optional(), langCode: lenientString(10).optional(), status: lenientString(2).optional() }),
    operation: (ctx, input) => eCollectionNavigation(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/index/getDiscipline', tag, access: 'public',
    summary: 'Disciplines with their record counts (disCode narrows to one)', input: lenientObject({ disCode: lenientString(20).optional() }),
    operation: (ctx, input) => disciplines(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/index/getDisciplineList', tag, access: 'public',
    summary: 'Disciplines with their record counts', input: lenientObject({}), operation: (ctx) => disciplines(ctx, {}),
  }),
  defineRoute({
    method: 'GET', path: '/find/index/getLibrary', tag, access: 'public',
    summary: 'Libraries with their copy counts', input: lenientObject({}), operation: (ctx) => librariesWithCounts(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/find/donate/getRecentDonation', tag, access: 'public',
    summary: 'The latest donations', input: rowsInput, operation: (ctx, input) => recentDonations(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/donate/searchDonation', tag, access: 'public',
    summary: 'Donations by title, author, ISBN or donor, paged', input: lenientObject({ ...paging(100), searchContent: lenientString(100).optional() }),
    operation: (ctx, input) => searchDonations(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/donate/searchDonateNews', tag, access: 'public',
    summary: 'Donation news, paged', input: lenientObject(paging(50)), operation: (ctx, input) => donationNews(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/ePortfolio/getNewEleFlag', tag, access: 'public',
    summary: 'Whether new e-resources were listed in the last three months', input: lenientObject({}), operation: (ctx) => hasNewElectronicResources(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/find/homePage/showChaoXingFind', tag, access: 'public',
    summary: 'Whether the home page offers the external discovery service, and its address', input: lenientObject({}), operation: (ctx) => externalFind(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/find/findUserSetting/getOne', tag, access: 'patron',
    summary: 'One setting of the signed-in patron', input: lenientObject({ key: settingKey }), operation: (ctx, input) => getUserSetting(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/findUserSetting/updateOne', tag, access: 'patron',
    summary: 'Set (or with an empty value remove) one setting', input: lenientObject({ key: settingKey, value: z.string().max(2000).optional().default('') }),
    operation: (ctx, input) => updateUserSetting(ctx, input),
  }),
]
