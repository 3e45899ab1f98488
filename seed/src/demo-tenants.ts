import type { FindConfigPatch } from '@portal/contracts'

// Two fictional demo libraries that differ in configuration (issue 2 §6): one runs on defaults, the
// other has independent libraries on two campuses, a custom menu and forced mail/phone binding.
// Their catalogue is real (seed/data/catalogue); the institutions and people are invented.

export type DemoLibrary = { libCode: string; libName: string; englishName: string; complexName: string; isMain: boolean; campus: string | null }
export type DemoLocation = { code: string; name: string; englishName: string; complexName: string; libCode: string; campus: string | null; type: string; isPickup: boolean }
export type DemoTenant = {
  groupCode: string
  mappingPath: string
  hosts: string[]
  name: string
  englishName: string
  complexName: string
  label: string
  config: FindConfigPatch
  footer: { filingNumbers: { text: string; url: string }[]; phone: string; directorEmail: string; copyrightHolder: string }
  campuses: { code: string; name: string; englishName: string; complexName: string }[]
  libraries: DemoLibrary[]
  locations: DemoLocation[]
  customMenu: boolean
  /** Which demo records it holds: a public library has no theses. */
  kind: 'academic' | 'public'
  barcodePrefix: string
}

export const XINGHAI: DemoTenant = {
  groupCode: '900001',
  mappingPath: '',
  hosts: ['localhost', '127.0.0.1'],
  name: '星海大学图书馆',
  englishName: 'Xinghai University Library',
  complexName: '星海大學圖書館',
  label: 'Xhdx',
  config: {},
  footer: { filingNumbers: [{ text: '示例ICP备00000001号', url: '' }], phone: '', directorEmail: '', copyrightHolder: '' },
  campuses: [],
  libraries: [{ libCode: '90000100001', libName: '星海大学图书馆总馆', englishName: 'Xinghai University Main Library', complexName: '星海大學圖書館總館', isMain: true, campus: null }],
  locations: [
    { code: 'XH-ZK', name: '中文图书借阅区', englishName: 'Chinese Books Lending', complexName: '中文圖書借閱區', libCode: '90000100001', campus: null, type: 'stack', isPickup: true },
    { code: 'XH-WW', name: '外文图书借阅区', englishName: 'Foreign-Language Books', complexName: '外文圖書借閱區', libCode: '90000100001', campus: null, type: 'stack', isPickup: false },
    { code: 'XH-QK', name: '期刊阅览室', englishName: 'Periodicals Reading Room', complexName: '期刊閱覽室', libCode: '90000100001', campus: null, type: 'reading', isPickup: false },
    { code: 'XH-LW', name: '学位论文库', englishName: 'Theses Collection', complexName: '學位論文庫', libCode: '90000100001', campus: null, type: 'reserve', isPickup: false },
  ],
  customMenu: false,
  kind: 'academic',
  barcodePrefix: 'XH',
}

export const BINJIANG: DemoTenant = {
  groupCode: '900002',
  mappingPath: 'binjiang',
  hosts: [],
  name: '滨江市图书馆',
  englishName: 'Binjiang City Library',
  complexName: '濱江市圖書館',
  label: 'Bjstsg',
  config: { independentLibCode: '1', bindMailOrPhone: '1', libTypeCode: '2', navBackColor: '0b4f6c', navTextColor: 'ffffff', passwordCheck: '2' },
  footer: {
    filingNumbers: [{ text: '示例ICP备00000002号', url: '' }, { text: '示例公网安备 00000000000002号', url: '' }],
    phone: '0000-12345678',
    directorEmail: 'director@binjiang-library.example',
    copyrightHolder: '',
  },
  campuses: [
    { code: 'BJ-N', name: '江北片区', englishName: 'North Bank', complexName: '江北片區' },
    { code: 'BJ-S', name: '江南片区', englishName: 'South Bank', complexName: '江南片區' },
  ],
  libraries: [
    { libCode: '90000200001', libName: '滨江市图书馆总馆', englishName: 'Central Library', complexName: '濱江市圖書館總館', isMain: true, campus: 'BJ-N' },
    { libCode: '90000200002', libName: '江北少儿分馆', englishName: 'North Bank Children’s Branch', complexName: '江北少兒分館', isMain: false, campus: 'BJ-N' },
    { libCode: '90000200003', libName: '江南社区分馆', englishName: 'South Bank Community Branch', complexName: '江南社區分館', isMain: false, campus: 'BJ-S' },
  ],
  locations: [
    { code: 'BJ-ZG-1F', name: '总馆一层综合借阅区', englishName: 'Central, 1F General Lending', complexName: '總館一層綜合借閱區', libCode: '90000200001', campus: 'BJ-N', type: 'stack', isPickup: true },
    { code: 'BJ-ZG-3F', name: '总馆三层社科借阅区', englishName: 'Central, 3F Social Sciences', complexName: '總館三層社科借閱區', libCode: '90000200001', campus: 'BJ-N', type: 'stack', isPickup: false },
    { code: 'BJ-ZG-GJ', name: '总馆古籍与地方文献室', englishName: 'Central, Rare Books & Local History', complexName: '總館古籍與地方文獻室', libCode: '90000200001', campus: 'BJ-N', type: 'reserve', isPickup: false },
    { code: 'BJ-SE', name: '少儿借阅区', englishName: 'Children’s Lending', complexName: '少兒借閱區', libCode: '90000200002', campus: 'BJ-N', type: 'stack', isPickup: true },
    { code: 'BJ-JN', name: '江南分馆借阅区', englishName: 'South Bank Lending', complexName: '江南分館借閱區', libCode: '90000200003', campus: 'BJ-S', type: 'stack', isPickup: true },
  ],
  customMenu: true,
  kind: 'public',
  barcodePrefix: 'BJ',
}

export const DEMO_TENANTS = [XINGHAI, BINJIANG]

/** Demo accounts; the README names them. Patrons sign in through /oga/login, staff through /admin/auth/login. */
export const DEMO_PATRONS = [
  { tenant: '900001', username: 'reader', primaryId: '2024010001', name: '林晓', password: 'Reader@2026', email: 'linxiao@student.xinghai.example', emailVerified: true, department: '计算机学院', userType: '本科生', initialPassword: false },
  { tenant: '900001', username: 'scholar', primaryId: 'T2019001', name: 'Dr. Emily Chen', password: 'Scholar@2026', email: 'emily.chen@xinghai.example', emailVerified: true, department: '外国语学院', userType: '教师', initialPassword: false },
  { tenant: '900001', username: 'newcomer', primaryId: '2026010099', name: '王新', password: '2026010099', email: '', emailVerified: false, department: '数学学院', userType: '本科生', initialPassword: true },
  { tenant: '900002', username: 'citizen', primaryId: 'BJ0000001', name: '陈静', password: 'Citizen@2026', email: 'chenjing@mail.example', emailVerified: false, department: '', userType: '成人读者', initialPassword: false },
] as const

export const DEMO_STAFF = [
  { tenant: '900001', username: 'admin', displayName: '系统管理员', password: 'Admin@2026', role: 'ADMIN' },
  { tenant: '900001', username: 'librarian', displayName: '流通馆员', password: 'Librarian@2026', role: 'LIBRARIAN' },
  { tenant: '900002', username: 'admin', displayName: '滨江管理员', password: 'Admin@2026', role: 'ADMIN' },
] as const
