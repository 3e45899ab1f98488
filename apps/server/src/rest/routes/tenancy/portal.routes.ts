import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { getFindConfig } from '../../../modules/tenancy/find-config.service.ts'
import { getLogoPara, getLogoUrl, toGroupInfo } from '../../../modules/tenancy/group.service.ts'
import { getHomeInfo } from '../../../modules/tenancy/home-info.service.ts'
import { getByParaCode, getInstitution } from '../../../modules/tenancy/institution.service.ts'
import { listLibraries, saveLastLibCode } from '../../../modules/tenancy/libraries.service.ts'
import { getCustomFindMenu, getMenuList } from '../../../modules/tenancy/menus.service.ts'
import { tenantOfMappingPath } from '../../../data/tenant-resolver.ts'
import { lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

/** Sticky load-balancer id of this process; clients scrape `route=` from getMenuList (contract §2.4). */
const ROUTE_COOKIE = randomBytes(16).toString('hex')
const noInput = lenientObject({})
const tag = 'Configuration'

export const portalRoutes = [
  defineRoute({
    method: 'POST', path: '/find/homePage/getGroupCode', tag, access: 'public', tenant: 'optional',
    summary: 'The tenant (group code, name, label) of a mapping path or of this host',
    input: lenientObject({ mappingPath: lenientString(200).optional() }),
    operation: async (ctx, input) => toGroupInfo(await tenantOfMappingPath(ctx, input.mappingPath)),
  }),
  defineRoute({
    method: 'GET', path: '/find/findConfig/getFindConfig', tag, access: 'public',
    summary: 'Every configuration flag of the tenant with its default',
    input: noInput, operation: (ctx) => getFindConfig(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/find/findConfig/getMenuList', tag, access: 'public',
    summary: 'Top menu (menuA) and user dropdown (menuB); sets the route cookie',
    input: noInput, operation: (ctx) => getMenuList(ctx),
    onReply: (reply) => void reply.setCookie('route', ROUTE_COOKIE, { path: '/', sameSite: 'lax' }),
  }),
  defineRoute({
    method: 'GET', path: '/find/findConfig/getCustomFindMenu', tag, access: 'public',
    summary: 'Extra menu links configured by the library',
    input: noInput, operation: (ctx) => getCustomFindMenu(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/find/findConfig/getLogoUrl', tag, access: 'public',
    summary: 'Logo image address (bare string)', input: noInput, operation: (ctx) => getLogoUrl(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/find/findConfig/getLogoPara', tag, access: 'public',
    summary: 'Logo parameters and the names shown beside it', input: noInput, operation: (ctx) => getLogoPara(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/find/findConfig/getLibraryList', tag, access: 'public',
    summary: 'Libraries of the tenant, filtered by searchContent',
    input: lenientObject({ searchContent: lenientString(100).optional() }),
    operation: (ctx, input) => listLibraries(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/institution/get', tag, access: 'public',
    summary: 'Institution information with its parameters', input: noInput, operation: (ctx) => getInstitution(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/find/institution/getByParaCode', tag, access: 'public',
    summary: 'One institution parameter (paraCode "version" defaults to the portal version in package.json)',
    input: lenientObject({ paraCode: lenientString(100).optional().default('version').pipe(z.string().min(1).regex(/^[\w.-]+$/)) }),
    operation: (ctx, input) => getByParaCode(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/homePage/info', tag, access: 'public',
    summary: 'Static home page information', input: noInput, operation: (ctx) => getHomeInfo(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/oga/opaclibcode/getlibs', tag, access: 'public',
    summary: 'Libraries for the header library picker', input: noInput, operation: (ctx) => listLibraries(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/oga/opaclibcode/savelastlibcode', tag, access: 'public',
    summary: 'Remember the library chosen in the header picker ("" = all)',
    input: lenientObject({ libCode: lenientString(50).optional().default('') }),
    operation: (ctx, input) => saveLastLibCode(ctx, input),
    onReply: (reply, result) => void reply.setCookie('libCode', result.libCode, { path: '/', sameSite: 'lax', maxAge: 31_536_000 }),
  }),
]
