import { randomBytes } from 'node:crypto'
import type { PrismaClient } from '@portal/db'
import { createPostgresSearch } from '../adapters/search-postgres/index.ts'
import { signToken } from '../kernel/tokens.ts'
import { passwordFingerprint, signResetTicket } from '../modules/account/reset-ticket.ts'
import { signTicket } from '../modules/sso/signed-ticket.ts'
import { CITY_GROUP, DEFAULT_GROUP, type TestApp } from './test-app.ts'

// Tenant B (group 900002) as the generated tenant-isolation matrix (tenant-isolation-matrix.int.test.ts) sees it:
// the ids of B's rows that tenant A's callers try, and the markers that show B's data in an answer. Both demo
// tenants hold the same catalogue, so B gets rows of its own first (a record with copies, a digital copy, comments,
// a menu item, an identity provider, a setting, a popular term, an import job), with ids no sequence reaches and
// texts found nowhere in A: any of them in an answer to A is B's data.

/** Ids of rows created in B; far above what the seed's sequences reach, so no row of A ever has one. */
const SENTINEL = { record: 7_000_001, items: 7_000_011, eItem: 7_000_021, pendingComment: 7_000_031, approvedComment: 7_000_032, rating: 7_000_041, provider: 7_000_051, menu: 7_000_061, setting: 7_000_071, view: 7_000_081, popular: 7_000_091, loan: 7_000_101 }

/** B's behaviour record (an unpaid fine) and points entry (issue 15), in a range of their own. */
const BEHAVIOUR_SENTINEL = { record: 7_000_411, points: 7_000_421 }

/** B's patron's request, kept at the desk with a take code (issue 15). */
const REQUEST_SENTINEL = { request: 7_000_431 }
const B_TAKE_CODE = '424242'

/** B's patron's address and problem feedback (issue 16). */
const ADDRESS_FEEDBACK_SENTINEL = { address: 7_016_401, feedback: 7_016_402 }

/** B's patron's inbox message (issue 16). */
const MESSAGE_SENTINEL = 7_001_301

/** B's patron's subscription (issue 16). */
const SUBSCRIPTION_SENTINEL = 7_016_201

/** B's patron's shared public folder holding B's record, and a book list B's library published (issue 16). */
const FAVOURITE_SENTINEL = { folder: 7_016_101, favourite: 7_016_102, bookList: 7_016_103 }

/** B's published questionnaire with its question, B's patron's answer to it, and their e-resource question (issue 16). */
const QUESTIONNAIRE_SENTINEL = { questionnaire: 7_016_601, question: 7_016_602, response: 7_016_603, answer: 7_016_604, eQuestion: 7_016_605 }

/** The ids, codes and tickets of tenant B that the isolation table's inputs name. */
export type TenantB = {
  tenantId: number; groupCode: string
  recordId: number; itemId: number; barcode: string; eItemId: number; commentId: number; approvedCommentId: number
  title: string; author: string; isbn: string; spellingTypo: string; popularTerm: string; popularPrefix: string
  menuId: number; libraryId: number; libCode: string; libName: string; campusId: number; locationId: number; databaseId: number
  providerId: number; providerCode: string; jobId: string; settingKey: string
  /** A current loan of B's patron, of B's probe copy. */
  loanId: number
  /** One of B's loan rules (seeded). */
  loanRuleId: number
  /** B's patron's unpaid fine (a behaviour record). */
  behaviourRecordId: number
  /** B's patron's request for B's copy, kept at the desk, and its valid take code. */
  requestId: number; takeCode: string
  /** The call number of B's copy. */
  callNo: string
  /** B's patron's address (their default) and unanswered problem feedback. */
  addressId: number; feedbackId: number
  /** A message in B's patron's inbox. */
  messageId: number
  /** B's patron's subscription. */
  subscriptionId: number
  /** B's patron's shared public folder (with B's record) and B's published book list. */
  folderId: number; bookListId: number
  /** B's published questionnaire and its (text) question. */
  questionnaireId: number; questionId: number
  patronId: number; username: string; password: string; name: string; primaryId: string; email: string
  /** Password-reset tickets signed for B's patron (after the account step, and after a code was checked). */
  resetTicket: string; verifiedResetTicket: string
  /** Sign-on hand-overs signed for B (a CAS account, a WeChat account). */
  uidTicket: string; openIdTicket: string
}

export type TenantBProbe = {
  b: TenantB
  /** Texts of B's rows found in no row of A. */
  markers: string[]
  /** Markers chosen for B that some row of A holds after all (the probe needs others then). */
  collisions: string[]
  /** Ids of B's rows by the answer keys that carry them. */
  idsByKey: Map<string, Set<string>>
  /** Ids of the rows created for B: under any key, or as an object key, they are B's. */
  sentinelIds: Set<string>
  /** Stand-ins of B's values that name nothing anywhere, shaped like them (an id, a uuid, an address, a signed ticket). */
  nobody: Record<keyof TenantB, string | number>
}

const TITLE = 'Isolationprobe 滨江独藏探针书'

/** Copies one row of `table` with some columns replaced (raw, so it keeps up with columns added later). */
async function copyRow(prisma: PrismaClient, table: string, where: string, params: unknown[], overrides: Record<string, unknown>) {
  const n = params.length + 1
  await prisma.$executeRawUnsafe(
    `INSERT INTO "${table}" SELECT (jsonb_populate_record(NULL::"${table}", to_jsonb(s) || $${n}::jsonb)).* FROM (SELECT * FROM "${table}" WHERE ${where} ORDER BY id LIMIT 1) s`,
    ...params, JSON.stringify(overrides),
  )
}

/** A staff token as /admin/auth/login issues it, without the password hashing (the matrix needs many). */
export async function staffTokenHeaders(t: TestApp, groupCode: string, username = 'admin') {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode } })
  const staff = await t.db.prisma.staffUser.findFirstOrThrow({ where: { tenantId: tenant.id, username } })
  const { token, claims } = signToken(t.env.JWT_SECRET, { sub: String(staff.id), groupCode, mappingPath: tenant.mappingPath, typ: 'staff' })
  await t.db.prisma.session.create({
    data: { id: randomBytes(24).toString('base64url'), tenantId: tenant.id, staffId: staff.id, jwtId: claims.jti, mappingPath: tenant.mappingPath, expiresAt: new Date(claims.exp * 1000) },
  })
  return { authorization: `Bearer ${token}`, groupCode }
}

/** An import job of B's (kept in memory by the server): a file whose one record is broken, so it writes nothing. */
async function importJobOfB(t: TestApp): Promise<string> {
  const headers = await staffTokenHeaders(t, CITY_GROUP)
  const res = await t.http().post('/admin/catalogue/import').query({ fileName: 'isolation-probe.mrc' }).set(headers)
    .set('content-type', 'application/octet-stream').send(Buffer.from('00099nam  2200037   4500\x1e\x1d'))
  const jobId = res.body?.data?.jobId as string | undefined
  if (!jobId) throw new Error(`B's import job was not started: ${res.text}`)
  for (let i = 0; i < 100; i++) {
    const job = await t.http().get(`/admin/catalogue/import/${jobId}`).set(headers)
    if (job.body.data?.status !== 'running') return jobId
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('B’s import job did not finish')
}

/** Looks B's rows up by stable keys, creates those B lacks, and answers their ids and markers. */
export async function prepareTenantB(t: TestApp): Promise<TenantBProbe> {
  const db = t.db.prisma
  const tenant = await db.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })
  const tid = tenant.id
  // B's patron with a verified address: a reset or a contact check at A that found them would answer differently.
  const citizen = await db.patron.update({ where: { tenantId_username: { tenantId: tid, username: 'citizen' } }, data: { emailVerified: true } })
  const library = await db.library.findFirstOrThrow({ where: { tenantId: tid, libCode: '90000200002' } })
  const campus = await db.campus.findFirstOrThrow({ where: { tenantId: tid, campusCode: 'BJ-N' } })
  const location = await db.location.findFirstOrThrow({ where: { tenantId: tid, locationCode: 'BJ-SE' } })
  const database = await db.database.findFirstOrThrow({ where: { tenantId: tid }, orderBy: { id: 'asc' } })
  const loanRule = await db.loanRule.findFirstOrThrow({ where: { tenantId: tid }, orderBy: { id: 'asc' } })
  // A record of B with copies and a digital copy, copied under B-only texts.
  const source = await db.bibRecord.findFirstOrThrow({
    where: { tenantId: tid, electronicItems: { some: { kind: 'DIGITAL' } }, items: { some: {} } }, orderBy: { id: 'asc' }, include: { items: { orderBy: { id: 'asc' } } },
  })
  const author = 'Isolationauthor 滨江探针作者'
  const isbn = '9799990700012'
  await copyRow(db, 'BibRecord', 'id = $1', [source.id], {
    id: SENTINEL.record, sourceId: 'isolation-probe-b', title: TITLE, authors: [author], responsibility: author, isbn, isbns: [isbn],
    abstract: 'Isolationabstract 滨江探针摘要', tableOfContents: 'Isolationcontents 滨江探针目录', coverUrl: '',
  })
  for (const [n, item] of source.items.entries())
    await copyRow(db, 'Item', 'id = $1', [item.id], { id: SENTINEL.items + n, recordId: SENTINEL.record, barcode: `ISOB-BARCODE-${n + 1}`, callNo: `ISOB-CALLNO-${n + 1}`, remark: 'Isolationremark' })
  await copyRow(db, 'ElectronicItem', `"tenantId" = $1 AND "recordId" = $2 AND kind = 'DIGITAL'`, [tid, source.id], { id: SENTINEL.eItem, recordId: SENTINEL.record, name: 'Isolationdigital 滨江探针电子版' })
  const comment = (id: number, status: string, content: string) =>
    copyRow(db, 'Comment', '"tenantId" = $1', [tid], { id, recordId: SENTINEL.record, patronId: citizen.id, status, content, reviewerId: null, rejectReason: null, reviewedAt: null })
  await comment(SENTINEL.pendingComment, 'PENDING', 'Isolationpending 滨江读者待审评论')
  await comment(SENTINEL.approvedComment, 'APPROVED', 'Isolationapproved 滨江读者公开评论')
  await copyRow(db, 'Rating', '"tenantId" = $1', [tid], { id: SENTINEL.rating, recordId: SENTINEL.record, patronId: citizen.id, score: 5 })
  await createPostgresSearch(db).indexer.reindex(tid, [SENTINEL.record])
  await db.menuItem.create({ data: { id: SENTINEL.menu, tenantId: tid, menuGroup: 'A', menuName: 'Isolationmenu 滨江探针菜单' } })
  const provider = await db.identityProvider.create({
    data: { id: SENTINEL.provider, tenantId: tid, code: 'isolation-b-cas', kind: 'CAS', displayName: 'Isolationprovider 滨江统一认证', settings: { serverUrl: 'https://cas.isolation-b.example/cas' } },
  })
  await db.userSetting.create({ data: { id: SENTINEL.setting, tenantId: tid, patronId: citizen.id, key: 'isolationProbe', value: 'Isolationsetting 滨江读者设置' } })
  await db.usageEvent.create({ data: { id: BigInt(SENTINEL.view), tenantId: tid, kind: 'RECORD_VIEW', targetType: 'record', targetId: String(SENTINEL.record), patronId: citizen.id } })
  await db.loan.create({
    data: {
      id: SENTINEL.loan, tenantId: tid, patronId: citizen.id, itemId: SENTINEL.items, recordId: SENTINEL.record, title: TITLE, author, barcode: 'ISOB-BARCODE-1',
      callNo: 'ISOB-CALLNO-1', loanDate: new Date(Date.now() - 5 * 86_400_000), dueDate: new Date(Date.now() + 25 * 86_400_000), status: 'ACTIVE',
    },
  })
  await db.behaviourRecord.create({
    data: {
      id: BEHAVIOUR_SENTINEL.record, tenantId: tid, patronId: citizen.id, typeCode: 'OVERDUE', typeName: 'Isolationfine 滨江违规探针', loanId: SENTINEL.loan, itemId: SENTINEL.items,
      title: TITLE, barcode: 'ISOB-BARCODE-1', amountDueCents: 777, recordTime: new Date(), note: 'Isolationfine',
    },
  })
  await db.circulationRequest.create({
    data: {
      id: REQUEST_SENTINEL.request, tenantId: tid, requestNo: 'ISOB-REQUEST-1', type: 'ENTRUSTMENT', status: 'ACCEPT', step: '5', patronId: citizen.id, recordId: SENTINEL.record,
      itemId: SENTINEL.items, title: TITLE, takeCode: B_TAKE_CODE, takeCodeExpiresAt: new Date(Date.now() + 3_600_000), contactPhone: '13900000000', note: 'Isolationrequest',
    },
  })
  await db.requestEvent.create({ data: { tenantId: tid, requestId: REQUEST_SENTINEL.request, step: '5', status: 'ACCEPT', note: 'Isolationrequest' } })
  await db.pointsEntry.create({ data: { id: BEHAVIOUR_SENTINEL.points, tenantId: tid, patronId: citizen.id, name: 'Isolationpoints 滨江积分探针', change: 7, balanceAfter: 7_777_777 } })
  await db.tenantParameter.create({ data: { tenantId: tid, paraCode: 'scoreNotice', paraValue: 'Isolationnotice 滨江积分须知' } })
  await db.address.create({
    data: {
      id: ADDRESS_FEEDBACK_SENTINEL.address, tenantId: tid, patronId: citizen.id, typeCode: '1', areaCode: '330106', province: '浙江省', city: '杭州市', district: '西湖区', details: 'Isolationaddress 滨江地址探针 1号',
      zipCode: '310012', recipient: 'Isolationrecipient 滨江收件人', phone: '13900000001', isDefault: true,
    },
  })
  await db.feedback.create({ data: { id: ADDRESS_FEEDBACK_SENTINEL.feedback, tenantId: tid, patronId: citizen.id, kind: 'PROBLEM', content: 'Isolationfeedback 滨江反馈探针', contact: 'Isolationcontact' } })
  await db.favouriteFolder.create({
    data: { id: FAVOURITE_SENTINEL.folder, tenantId: tid, patronId: citizen.id, name: 'Isolationfolder 滨江收藏夹探针', introduction: 'Isolationfolder', isPublic: true, sharedAt: new Date() },
  })
  await db.favourite.create({ data: { id: FAVOURITE_SENTINEL.favourite, tenantId: tid, patronId: citizen.id, folderId: FAVOURITE_SENTINEL.folder, recordId: SENTINEL.record } })
  await db.bookList.create({ data: { id: FAVOURITE_SENTINEL.bookList, tenantId: tid, name: 'Isolationbooklist 滨江书单探针', publishedAt: new Date() } })
  await db.message.create({ data: { id: MESSAGE_SENTINEL, tenantId: tid, patronId: citizen.id, category: 'LIBRARY', source: 'LIBRARY', title: 'Isolationmessage 滨江馆内消息', body: 'Isolationmessage' } })
  await db.subscription.create({ data: { id: SUBSCRIPTION_SENTINEL, tenantId: tid, patronId: citizen.id, searchContent: 'Isolationsubscription', subName: 'Isolationsubscription 滨江订阅探针' } })
  const Q = QUESTIONNAIRE_SENTINEL
  await db.questionnaire.create({ data: { id: Q.questionnaire, tenantId: tid, name: 'Isolationnaire 滨江问卷探针', status: 'PUBLISHED', publishedAt: new Date() } })
  await db.question.create({ data: { id: Q.question, tenantId: tid, questionnaireId: Q.questionnaire, type: 'TEXT', text: 'Isolationquestion 滨江问题探针' } })
  await db.questionnaireResponse.create({ data: { id: Q.response, tenantId: tid, questionnaireId: Q.questionnaire, patronId: citizen.id } })
  await db.questionnaireAnswer.create({ data: { id: Q.answer, tenantId: tid, responseId: Q.response, questionId: Q.question, text: 'Isolationanswer 滨江问卷回答' } })
  await db.feedback.create({ data: { id: Q.eQuestion, tenantId: tid, patronId: citizen.id, kind: 'E_RESOURCE', content: 'Isolationequestion 滨江电子资源提问' } })
  const popularTerm = 'Isopopular 滨江热搜词'
  await copyRow(db, 'PopularSearch', '"tenantId" = $1', [tid], { id: SENTINEL.popular, day: new Date().toISOString().slice(0, 10), term: popularTerm.toLowerCase(), displayTerm: popularTerm, count: 999_999, hidden: false })
  const jobId = await importJobOfB(t)

  const secret = t.env.JWT_SECRET
  const reset = { tenantId: tid, patronId: citizen.id, channel: 'EMAIL' as const, passwordFingerprint: passwordFingerprint(citizen.passwordHash) }
  const account = { tenantId: tid, providerId: provider.id, subject: 'isolation-b-subject' }
  const b: TenantB = {
    tenantId: tid, groupCode: CITY_GROUP,
    recordId: SENTINEL.record, itemId: SENTINEL.items, barcode: 'ISOB-BARCODE-1', eItemId: SENTINEL.eItem, commentId: SENTINEL.pendingComment, approvedCommentId: SENTINEL.approvedComment,
    title: TITLE, author, isbn, spellingTypo: 'Isolatonprobe', popularTerm, popularPrefix: 'Isopopular',
    menuId: SENTINEL.menu, libraryId: library.id, libCode: library.libCode, libName: library.libName, campusId: campus.id, locationId: location.id, databaseId: database.id,
    providerId: provider.id, providerCode: provider.code, jobId, settingKey: 'isolationProbe', loanId: SENTINEL.loan, loanRuleId: loanRule.id, behaviourRecordId: BEHAVIOUR_SENTINEL.record,
    requestId: REQUEST_SENTINEL.request, takeCode: B_TAKE_CODE, callNo: 'ISOB-CALLNO-1',
    addressId: ADDRESS_FEEDBACK_SENTINEL.address, feedbackId: ADDRESS_FEEDBACK_SENTINEL.feedback,
    messageId: MESSAGE_SENTINEL,
    subscriptionId: SUBSCRIPTION_SENTINEL,
    folderId: FAVOURITE_SENTINEL.folder, bookListId: FAVOURITE_SENTINEL.bookList,
    questionnaireId: QUESTIONNAIRE_SENTINEL.questionnaire, questionId: QUESTIONNAIRE_SENTINEL.question,
    patronId: citizen.id, username: 'citizen', password: 'Citizen@2026', name: citizen.name, primaryId: citizen.primaryId, email: citizen.email,
    resetTicket: signResetTicket(secret, { ...reset, stage: 'identified' }), verifiedResetTicket: signResetTicket(secret, { ...reset, stage: 'verified' }),
    uidTicket: signTicket(secret, 'sso-uid', account, 600), openIdTicket: signTicket(secret, 'wechat-openid', account, 600),
  }

  const [libraries, campuses, locations] = await Promise.all([
    db.library.findMany({ where: { tenantId: tid } }), db.campus.findMany({ where: { tenantId: tid } }), db.location.findMany({ where: { tenantId: tid } }),
  ])
  const markers = [
    // B's rows made above, in words as a reader would search them (lower case too: search folds case).
    TITLE, 'Isolationprobe', 'isolationprobe', '滨江独藏探针书', author, 'Isolationauthor', isbn, 'ISOB-BARCODE', 'ISOB-CALLNO', 'Isolationremark', 'Isolationabstract', 'Isolationcontents',
    'Isolationdigital', 'Isolationpending', 'Isolationapproved', 'Isolationmenu', 'Isolationprovider', 'isolation-b', 'Isolationsetting', popularTerm, popularTerm.toLowerCase(), '滨江热搜词',
    // B itself, its places, its patron and its staff.
    tenant.name, tenant.englishName, tenant.complexName, '滨江', '濱江', 'Binjiang', 'binjiang', CITY_GROUP, (tenant.footer as { phone?: string } | null)?.phone ?? '',
    ...libraries.map((l) => l.libName), ...campuses.flatMap((c) => [c.campusName, c.englishName]), ...locations.map((l) => l.locationName),
    citizen.name, citizen.primaryId, citizen.email, jobId,
    'Isolationfine', 'Isolationrequest', 'ISOB-REQUEST', 'Isolationpoints', 'Isolationnotice', '滨江积分须知', '7777777',
    'Isolationaddress', '滨江地址探针', 'Isolationrecipient', 'Isolationfeedback', '滨江反馈探针', 'Isolationcontact',
    'Isolationmessage',
    'Isolationsubscription', '滨江订阅探针',
    'Isolationfolder', '滨江收藏夹探针', 'Isolationbooklist', '滨江书单探针',
    'Isolationnaire', '滨江问卷探针', 'Isolationquestion', 'Isolationanswer', 'Isolationequestion',
  ].filter((m, i, all) => m && all.indexOf(m) === i)
  // Names of B's own seeded lists, databases, donations and folders, where A has none like them.
  const inB = { where: { tenantId: tid } }
  const seeded = [
    ...(await db.bookTopic.findMany(inB)).map((r) => r.name), ...(await db.bookList.findMany(inB)).map((r) => r.name),
    ...(await db.database.findMany(inB)).map((r) => r.name), ...(await db.donationNotice.findMany(inB)).map((r) => r.title),
    ...(await db.donation.findMany(inB)).flatMap((r) => [r.donorName, r.title]), ...(await db.favouriteFolder.findMany(inB)).map((r) => r.name),
  ].filter((m, i, all) => m.length >= 3 && all.indexOf(m) === i && !markers.includes(m))
  const tenantA = await db.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
  const inA = new Set(await markersFoundIn(db, tenantA.id, [...markers, ...seeded]))

  const ids = async (rows: Promise<{ id: number | bigint }[]>) => new Set((await rows).map((r) => String(r.id)))
  const where = { where: { tenantId: tid }, select: { id: true } }
  const [records, items, comments, patrons, menus, providers, loans] = await Promise.all([
    ids(db.bibRecord.findMany(where)), ids(db.item.findMany(where)), ids(db.comment.findMany(where)), ids(db.patron.findMany(where)),
    ids(db.menuItem.findMany(where)), ids(db.identityProvider.findMany(where)), ids(db.loan.findMany(where)),
  ])
  const places = (rows: { id: number }[]) => new Set(rows.map((r) => String(r.id)))
  const idsByKey = new Map<string, Set<string>>([
    ['recordId', records], ['recordIds', records], ['bibId', records], ['itemId', items], ['commentId', comments], ['patronId', patrons],
    ['menuId', menus], ['providerId', providers], ['libraryId', places(libraries)], ['homeLibraryId', places(libraries)], ['campusId', places(campuses)],
    ['campusIds', places(campuses)], ['locationId', places(locations)], ['curLocationId', places(locations)], ['currentLocationId', places(locations)],
    ['loanId', loans], ['loanIds', loans], ['jobId', new Set([jobId])], ['tenantId', new Set([String(tid)])], ['groupCode', new Set([CITY_GROUP])],
  ])
  idsByKey.set('behaviourDetailId', await ids(db.behaviourRecord.findMany(where)))
  idsByKey.set('requestId', await ids(db.circulationRequest.findMany(where)))
  idsByKey.set('addressId', await ids(db.address.findMany(where)))
  idsByKey.set('msgId', await ids(db.message.findMany(where)))
  idsByKey.set('subId', await ids(db.subscription.findMany(where)))
  const folders = await ids(db.favouriteFolder.findMany(where))
  idsByKey.set('favoritesId', folders)
  idsByKey.set('folderId', folders)
  idsByKey.set('bookListId', await ids(db.bookList.findMany(where)))
  const questionnaires = await ids(db.questionnaire.findMany(where))
  for (const key of ['naireId', 'questionnaireId']) idsByKey.set(key, questionnaires)
  idsByKey.set('questionId', await ids(db.question.findMany(where)))
  idsByKey.set('responseId', await ids(db.questionnaireResponse.findMany(where)))
  const sentinelIds = new Set([...Object.values(SENTINEL), ...Object.values(BEHAVIOUR_SENTINEL), ...Object.values(REQUEST_SENTINEL)].map(String).concat(source.items.map((_, n) => String(SENTINEL.items + n))))
  for (const sentinel of Object.values(ADDRESS_FEEDBACK_SENTINEL)) sentinelIds.add(String(sentinel))
  sentinelIds.add(String(MESSAGE_SENTINEL))
  sentinelIds.add(String(SUBSCRIPTION_SENTINEL))
  for (const sentinel of Object.values(FAVOURITE_SENTINEL)) sentinelIds.add(String(sentinel))
  for (const sentinel of Object.values(QUESTIONNAIRE_SENTINEL)) sentinelIds.add(String(sentinel))
  return {
    b, markers: [...markers, ...seeded.filter((m) => !inA.has(m))], collisions: markers.filter((m) => inA.has(m)), idsByKey, sentinelIds, nobody: nobodyLike(b, secret),
  }
}

/** Values shaped like B's that name no row of any tenant: ids beyond every sequence, tickets of a tenant that does not exist. */
function nobodyLike(b: TenantB, secret: string): Record<keyof TenantB, string | number> {
  const id = (n: number) => 2_100_000_000 + n
  const reset = { tenantId: id(0), patronId: id(1), channel: 'EMAIL' as const, passwordFingerprint: 'nobody' }
  const account = { tenantId: id(0), providerId: id(2), subject: 'nobody-subject' }
  const [local = '', domain = ''] = b.email.split('@')
  return {
    tenantId: id(0), groupCode: '999999', recordId: id(3), itemId: id(4), barcode: 'NOBODY-BARCODE-1', eItemId: id(5), commentId: id(6), approvedCommentId: id(7),
    title: 'Nobodyprobe 无人之书', author: 'Nobodyauthor 无名作者', isbn: '9790000000002', spellingTypo: 'Nobodytypo', popularTerm: 'Nobodypop 无人热搜词', popularPrefix: 'Nobodypop',
    menuId: id(8), libraryId: id(9), libCode: '99999900001', libName: '无此分馆', campusId: id(10), locationId: id(11), databaseId: id(12),
    providerId: id(2), providerCode: 'nobody-cas', jobId: '00000000-0000-4000-8000-000000000000', settingKey: 'nobodyProbe', loanId: id(13), loanRuleId: id(14), behaviourRecordId: id(21), requestId: id(22), takeCode: '000000', callNo: 'NOBODY-CALLNO-1',
    addressId: id(1641), feedbackId: id(1642),
    messageId: id(1301),
    subscriptionId: id(1621),
    folderId: id(1611), bookListId: id(1612),
    questionnaireId: id(1661), questionId: id(1662),
    patronId: id(1), username: 'nobody-at-all', password: 'Nobody@2026', name: '无名氏', primaryId: 'NOBODY0001',
    // Masked like B's (two letters, the domain), so an answer that shows the address masked reads the same.
    email: `${local.slice(0, 2)}nobody@${domain}`,
    resetTicket: signResetTicket(secret, { ...reset, stage: 'identified' }), verifiedResetTicket: signResetTicket(secret, { ...reset, stage: 'verified' }),
    uidTicket: signTicket(secret, 'sso-uid', account, 600), openIdTicket: signTicket(secret, 'wechat-openid', account, 600),
  }
}

/** The markers of B's data, and ids of B's rows, in an answer to tenant A; what the request itself named is not counted. */
export function leaksIn(probe: TenantBProbe, answer: { text: string; body: unknown; headers: Record<string, unknown> }, sent: unknown): string[] {
  const sentText = JSON.stringify(sent ?? null)
  const seen = `${answer.text}\n${JSON.stringify(answer.headers['set-cookie'] ?? '')}\n${String(answer.headers.location ?? '')}`
  const found = probe.markers.filter((m) => !sentText.includes(m) && seen.includes(m)).map((m) => `text “${m}”`)
  const sentIds = new Set<string>()
  const collect = (value: unknown) => {
    if (value && typeof value === 'object') Object.values(value).forEach(collect)
    else if (typeof value === 'number' || typeof value === 'string') sentIds.add(String(value))
  }
  collect(sent)
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) return value.forEach((v) => visit(v, key))
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (probe.sentinelIds.has(k) && !sentIds.has(k)) found.push(`key ${k}`)
        visit(v, k)
      }
      return
    }
    if (typeof value !== 'number' && typeof value !== 'string') return
    const id = String(value)
    if (sentIds.has(id)) return
    if (probe.sentinelIds.has(id) || probe.idsByKey.get(key)?.has(id)) found.push(`${key}: ${id}`)
  }
  visit(answer.body, '')
  return [...new Set(found)]
}

/** Tables with a "tenantId" column (every tenant-owned table), read once. */
let tenantTables: Promise<string[]> | null = null
const tablesOf = (prisma: PrismaClient) =>
  (tenantTables ??= prisma.$queryRaw<{ name: string }[]>`
    SELECT c.table_name AS name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE c.table_schema = 'public' AND c.column_name = 'tenantId' AND t.table_type = 'BASE TABLE' ORDER BY 1`.then((rows) => rows.map((r) => r.name)))

/**
 * A digest of one tenant's rows, by table (its Tenant row under "Tenant"): equal before and after means nothing of
 * the tenant changed. An order-free sum of row hashes, so one statement reads every table in ~40 ms.
 */
export async function tenantFingerprint(prisma: PrismaClient, tenantId: number): Promise<Record<string, string>> {
  const digest = (from: string, where: string) => `SELECT '${from}' AS name, count(*) || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0) AS digest FROM "${from}" x WHERE ${where}`
  const id = Number(tenantId)
  const sql = [digest('Tenant', `x.id = ${id}`), ...(await tablesOf(prisma)).map((name) => digest(name, `x."tenantId" = ${id}`))].join(' UNION ALL ')
  const rows = await prisma.$queryRawUnsafe<{ name: string; digest: string }[]>(sql)
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]))
}

/** References the schema lets cross tenants by its own id alone: single-column foreign keys between tenant tables, and a few ids kept without one. */
const UNCHECKED_REFERENCES = [{ table: 'Patron', column: 'homeLibraryId', target: 'Library' }]

/** Rows of one tenant that point at a row of another, as "Table.column → Target: n". */
export async function crossTenantReferences(prisma: PrismaClient): Promise<string[]> {
  const keys = await prisma.$queryRaw<{ table: string; column: string; target: string }[]>`
    SELECT c.conrelid::regclass::text AS "table", a.attname AS "column", c.confrelid::regclass::text AS target
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND cardinality(c.conkey) = 1`
  const tables = new Set((await tablesOf(prisma)).map((n) => `"${n}"`))
  const pairs = [...keys.filter((k) => tables.has(k.table) && tables.has(k.target)), ...UNCHECKED_REFERENCES.map((r) => ({ table: `"${r.table}"`, column: r.column, target: `"${r.target}"` }))]
  const sql = pairs.map((p) => `SELECT '${p.table}.${p.column} → ${p.target}' AS ref, count(*)::int AS n FROM ${p.table} x JOIN ${p.target} y ON y.id = x."${p.column}" WHERE x."tenantId" <> y."tenantId"`).join(' UNION ALL ')
  const rows = await prisma.$queryRawUnsafe<{ ref: string; n: number }[]>(sql)
  return rows.filter((r) => r.n > 0).map((r) => `${r.ref.replaceAll('"', '')}: ${r.n}`)
}
/** Which of the markers occur in some row of a tenant (its own Tenant row included): a marker must be B's alone. */
export async function markersFoundIn(prisma: PrismaClient, tenantId: number, markers: string[]): Promise<string[]> {
  const id = Number(tenantId)
  const hit = (from: string, where: string) => `SELECT m FROM unnest($1::text[]) m WHERE EXISTS (SELECT 1 FROM "${from}" x WHERE ${where} AND strpos(x::text, m) > 0)`
  const sql = [hit('Tenant', `x.id = ${id}`), ...(await tablesOf(prisma)).map((name) => hit(name, `x."tenantId" = ${id}`))].join(' UNION ')
  return (await prisma.$queryRawUnsafe<{ m: string }[]>(sql, markers)).map((r) => r.m)
}
