import type { Locale } from '@portal/contracts'
import { QueryClient } from '@tanstack/react-query'
import { TRPCClientError } from '@trpc/client'
import { observable } from '@trpc/server/observable'
import { configure, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from '../../../../app/providers/AppProviders.tsx'
import { buildRouteObjects } from '../../../../app/router.tsx'
import { trpc } from '../../../../lib/trpc.ts'
import { demoBootstrap } from '../../../../testing/demo-bootstrap.ts'
import { searchAnswer, searchRecord } from '../../../../testing/search-answers.ts'
import type { CommentView, DigitalItem, HoldingItem, RecordDetail, RecordScore } from '../record-types.ts'

// A record page makes some twenty calls and renders a lot: give the first render of a file time.
configure({ asyncUtilTimeout: 5000 })

/** A business error as the server answers it: message plus our code in `data.appCode`. */
export type FakeError = { error: string; appCode?: string }
export type FakeHandler = (input: unknown) => unknown
/** One answer per procedure path; a function gets the call's input; a FakeError fails the call. */
export type FakeAnswers = Record<string, unknown>

export const isFakeError = (value: unknown): value is FakeError => typeof value === 'object' && value !== null && 'error' in value && Object.keys(value).every((k) => k === 'error' || k === 'appCode')

/** An answer that never comes (the call stays pending), for loading states. */
export const NEVER = Symbol('never')

export const fakeError = (appCode: string, message = appCode): FakeError => ({ error: message, appCode })

export function holdingItem(overrides: Partial<HoldingItem> = {}): HoldingItem {
  return {
    itemId: 1, callNo: 'I247.57/648', barcode: 'XH0000881', propNo: 'XH0000881', libCode: 'MAIN', libName: 'Main Library',
    locationId: 4, locationName: 'Theses Collection', realLocationName: 'Theses Collection', curLocationId: 4, curLocationName: 'Theses Collection',
    currencyCode: null, listPrice: null, netPrice: null, year: '2012', vol: '', yearVol: '', inDate: '2025-09-22', processType: '在架', processTypeCode: '411',
    itemPolicyCode: 1, materialCode: 1, getModeCode: 5, circAttr: '0', remark: '', attachment: '', shelfNo: '', url: '', locationAddress: '', pol: -1,
    operateFlag: null, address: null, donatorName: null, positionUrl: null, urlName: null, resourceExtendList: null, requestable: null, itemRequestType: null,
    unionFlag: 0, backGroupName: null, itemPolicyName: '一般图书', xyzShelfNo: '0/0/0', wxMiniProgramPhysicalPositionUrl: '', wxMiniProgramPhysicalPositionUsername: '',
    showPositionByCmaLoc: 1, campus: '', borrowStatus: '1', noBorrowMessages: null, dueDate: null,
    ...overrides,
  }
}

export function recordDetail(overrides: Partial<RecordDetail> = {}): RecordDetail {
  const subject = (value: string) => ({ text: value, link: { searchField: 'subject' as const, value } })
  return {
    recordId: 88,
    title: '活着',
    titles: ['活着', 'To Live'],
    responsibility: '余华著',
    authors: ['余华'],
    isbn: '9787506365437',
    publisher: '作家出版社',
    publishYear: '2012',
    subjects: ['中国', '长篇小说'],
    fields: [
      { code: 'cnb01', values: [{ text: '活着/余华著' }] },
      { code: 'cnb03', values: [{ text: '北京:作家出版社,2012' }] },
      { code: 'cnb48', values: [{ text: '余华', link: { searchField: 'author', value: '余华' } }] },
      { code: 'cnb62', values: [subject('中国'), subject('长篇小说')] },
      { code: 'cnb71', values: [{ text: '星海大学', label: 'degreeGrantor' }] },
    ],
    links: { douban: 'https://book.douban.com/isbn/9787506365437/', openLibrary: 'https://openlibrary.org/isbn/9787506365437' },
    ...overrides,
  }
}

export function comment(overrides: Partial<CommentView> = {}): CommentView {
  return { id: 1, recordId: 88, content: 'Short and brutal.', userName: '吴*', createTime: '2026-10-01T08:00:00.000Z', status: 'APPROVED', pending: false, mine: false, score: 4, ...overrides }
}

export function score(overrides: Partial<RecordScore> = {}): RecordScore {
  return {
    recordId: 88, avgScore: 3.9, ratingCount: 14, myScore: null,
    distribution: [{ score: 1, count: 0 }, { score: 2, count: 1 }, { score: 3, count: 4 }, { score: 4, count: 4 }, { score: 5, count: 5 }],
    ...overrides,
  }
}

export function digitalItem(overrides: Partial<DigitalItem> = {}): DigitalItem {
  return { id: 7, recordId: 88, kind: 'DIGITAL', name: 'Full text', fileName: 'demo.pdf', mimeType: 'application/pdf', sizeBytes: 204_800, requiresLogin: false, previewPath: '/previewPdf/88/7', url: '/find/dItem/file/900001/7', ...overrides }
}

/** What a record with copies, ratings and comments answers, call by call. */
export function recordAnswers(overrides: FakeAnswers = {}): FakeAnswers {
  return {
    'tenancy.bootstrap': demoBootstrap(),
    'catalogue.detail': recordDetail(),
    'catalogue.docCode': { recordId: 88, docCode: 1, docName: 'Book' },
    'catalogue.coverUrl': '/find/book/cover/900001/88.svg',
    'catalogue.liveCounts': { 88: { pCount: 3, onShelfCount: 2, eCount: 1 } },
    'catalogue.holdingsByLibrary': {
      sortedList: {
        总馆: {
          mainFlag: '1', libName: '总馆', libCode: 'MAIN',
          phyItemVo: [
            holdingItem(),
            holdingItem({ itemId: 2, barcode: 'XH0000882', processType: '借出-应还日期:2026-12-01', processTypeCode: '412', circAttr: '--', dueDate: '2026-12-01' }),
            holdingItem({ itemId: 3, barcode: 'XH0000883', locationName: 'Reading Room', curLocationName: 'Reading Room', circAttr: '1', shelfNo: '21架B面2列3层' }),
          ],
        },
        东校区分馆: { mainFlag: '0', libName: '东校区分馆', libCode: 'EAST', phyItemVo: [] },
      },
    },
    'catalogue.related': searchAnswer({ total: 1, records: [searchRecord(89, { title: '许三观卖血记', responsibility: '余华著', publishYear: '2012', coverUrl: '' })] }),
    'catalogue.digital.items': [digitalItem(), digitalItem({ id: 8, name: 'Campus copy', requiresLogin: true, previewPath: '/previewPdf/88/8' })],
    'catalogue.record.statistics': { recordId: 88, visitCount: 18, loanCount: 55, favoriteCount: 2, commentCount: 2, ratingCount: 14, avgScore: 3.9 },
    'catalogue.record.tenYearLoans': Array.from({ length: 10 }, (_, i) => ({ year: String(2017 + i), loanNum: i === 8 ? 15 : i === 9 ? 40 : 0 })),
    'catalogue.record.qrCode': { qrCode: 'data:image/png;base64,iVBORw0KGgo=', url: 'http://portal.example.edu/#/searchList/bookDetails/88' },
    'catalogue.record.tableOfContents': { recordId: 88, catalog: ['第一章', '第二章'] },
    'catalogue.record.otherLibraries': [{ groupCode: '900002', libName: 'Binjiang City Library', recordId: 593, physicalCount: 3, onShelfCount: 2 }],
    'catalogue.author.info': { author: '余华', bookCount: 2, subjects: [{ subject: '长篇小说', num: 2 }], books: [] },
    'catalogue.author.books': { numFound: 2, list: [{ recordId: 88, title: '活着', author: '余华著', publisher: '', publishYear: '2012', isbn: '' }, { recordId: 89, title: '许三观卖血记', author: '余华著', publisher: '', publishYear: '2012', isbn: '' }] },
    'catalogue.usage.recordBehaviour': { recorded: true },
    'catalogue.record.citation': (input: unknown) => {
      const { format } = input as { format: string }
      return { format, text: format === 'ris' ? 'TY  - BOOK\nTI  - 活着\nER  - ' : `余华. 活着[M]. 北京: 作家出版社, 2012.`, fileName: `record-88.${format === 'ris' ? 'ris' : 'txt'}`, mimeType: 'text/plain' }
    },
    'catalogue.reviews.score': score(),
    'catalogue.reviews.comments': { numFound: 1, list: [comment()] },
    'home.logUsage': { logged: true },
    ...overrides,
  }
}

type RenderRecordOptions = { locale?: Locale; path?: string; answers?: FakeAnswers }

/**
 * The whole app at a record route against a fake server that sees each call's input and answers business
 * errors with their code (as the real one does). `calls` lists every call made, in order.
 */
export function renderRecord({ locale = 'en-US', path = '/searchList/bookDetails/88', answers = recordAnswers() }: RenderRecordOptions = {}) {
  const calls: { path: string; input: unknown }[] = []
  const client = trpc.createClient({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            calls.push({ path: op.path, input: op.input })
            const answer = op.path in answers ? answers[op.path] : { error: `no fake for ${op.path}` }
            const value = typeof answer === 'function' ? (answer as FakeHandler)(op.input) : answer
            if (value === NEVER) return
            if (isFakeError(value)) {
              observer.error(TRPCClientError.from({ error: { message: value.error, code: -32600, data: { appCode: value.appCode ?? 'INTERNAL', httpStatus: 200 } } }))
              return
            }
            observer.next({ result: { type: 'data', data: value } })
            observer.complete()
          }),
    ],
  })
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <AppProviders locale={locale} trpcClient={client} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, calls }
}

/** Signs a patron in for the next render (the token a sign-in stores; identity.me answers the patron). */
export function signedInAnswers(answers: FakeAnswers = recordAnswers()): FakeAnswers {
  window.sessionStorage.setItem('jwt', 'test-token')
  window.sessionStorage.setItem('jwtHeader', 'jwtOpacAuth')
  return {
    ...answers,
    'identity.me': { userId: 5, username: 'reader', primaryId: '', name: '林晓', picUrl: '', groupCode: '900001', libCode: 'MAIN', libName: 'Main Library', emailCheckFlag: '1', mobileCheckFlag: '1', pdaRuleFlag: '1', firstLoginFlag: '1', frozen: false, department: '', userType: '' },
  }
}
