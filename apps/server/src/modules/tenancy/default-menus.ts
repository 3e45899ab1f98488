import type { MenuItemDto } from '@portal/contracts'

// The menus of spec §2 used when a tenant has configured none. Negative ids mark them as built-in.

type Seed = [zhCN: string, zhTW: string, en: string, url: string, children?: Seed[]]

const TOP_MENU: Seed[] = [
  ['资源检索', '資源檢索', 'Resource search', '/Home'],
  ['浏览', '瀏覽', 'Browse', '', [
    ['分类检索', '分類檢索', 'Category search', '/categorySearchList'],
    ['新书通报', '新書通報', 'New books', '/newBookInform'],
    ['图书捐赠', '圖書捐贈', 'Book donation', '/bookDonate'],
  ]],
  ['推荐', '推薦', 'Recommendation', '', [
    ['热门借阅', '熱門借閱', 'Popular borrowing', '/hotBook'],
    ['读者荐购', '讀者薦購', 'Purchase on demand', '/drivePurchas'],
  ]],
  ['导航', '導覽', 'Navigation', '', [
    ['期刊导航', '期刊導覽', 'Journals', '/magazineNav'],
    ['数据库导航', '資料庫導覽', 'Databases', '/dataBaseNav'],
    ['特色库导航', '特色庫導覽', 'Special libraries', '/specialBaseNav'],
  ]],
  ['学科服务', '學科服務', 'Subject service', '', [
    ['院系导航', '院系導覽', 'Departments', '/departmentList'],
    ['学者库', '學者庫', 'Researchers', '/researcher'],
    ['本校学位论文', '本校學位論文', 'Own-school theses', '/schoolBaseNav'],
    ['课程参考书', '課程參考書', 'Course reference', '/courseReference'],
  ]],
]

/** User dropdown entries with their keys (spec §2 "User dropdown (keys)"). */
export const USER_MENU: (readonly [key: string, zhCN: string, zhTW: string, en: string, url: string])[] = [
  ['0', '我的图书馆', '我的圖書館', 'My library', '/personalCenter'],
  ['16', '我的课程', '我的課程', 'My courses', '/personalExternal/16'],
  ['2', '我的书单', '我的書單', 'My book lists', '/personalExternal/2'],
  ['3', '我的订阅', '我的訂閱', 'Subscriptions', '/personalExternal/3'],
  ['4', '我的请求', '我的請求', 'Requests', '/personalExternal/4'],
  ['5', '我的借阅', '我的借閱', 'Borrowing', '/personalExternal/5'],
  ['14', '自助离校', '自助離校', 'Self leave-school', '/personalExternal/14'],
  ['6', '资源荐购', '資源薦購', 'Resource recommendation', '/personalExternal/6'],
  ['11', '资源捐赠', '資源捐贈', 'Resource donation', '/personalExternal/11'],
  ['7', '行为记录', '行為記錄', 'Behaviour record', '/personalExternal/7'],
  ['8', '我的积分', '我的積分', 'Points', '/personalExternal/8'],
  ['9', '收货地址', '收貨地址', 'Addresses', '/personalExternal/9'],
  ['10', '问卷调查', '問卷調查', 'Questionnaire', '/personalExternal/10'],
  ['1', '个人信息', '個人資訊', 'Personal info', '/personalExternal/1'],
  ['12', '问题反馈', '問題回饋', 'Problem feedback', '/personalExternal/12'],
  ['13', '收件箱', '收件匣', 'Inbox', '/personalExternal/13'],
]

function toDto(seed: Seed, id: { next: number }, sortOrder: number): MenuItemDto {
  const [menuName, complexFont, englishName, menuUrl, children = []] = seed
  return {
    menuId: id.next--,
    menuName,
    complexFont,
    englishName,
    menuUrl,
    jumpMode: menuUrl === '/drivePurchas' ? '2' : '1',
    useFlag: '1',
    menuKey: null,
    sortOrder,
    child: children.map((c, i) => toDto(c, id, i)),
  }
}

export function defaultTopMenu(): MenuItemDto[] {
  const id = { next: -1 }
  return TOP_MENU.map((seed, i) => toDto(seed, id, i))
}

export function defaultUserMenu(): MenuItemDto[] {
  return USER_MENU.map(([key, menuName, complexFont, englishName, menuUrl], i) => ({
    menuId: -1000 - i,
    menuName,
    complexFont,
    englishName,
    menuUrl,
    jumpMode: '1',
    useFlag: '1',
    menuKey: key,
    sortOrder: i,
    child: [],
  }))
}
