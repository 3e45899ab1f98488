import { FIND_CONFIG_DEFAULTS, type MenuItemDto, type PortalBootstrap } from '@portal/contracts'
import rootPackage from '../../../../package.json' with { type: 'json' }

/** A menu entry with every field filled; override what the test is about. */
export function menuItem(overrides: Partial<MenuItemDto> & Pick<MenuItemDto, 'menuId'>): MenuItemDto {
  return {
    menuName: `菜单${overrides.menuId}`,
    complexFont: `選單${overrides.menuId}`,
    englishName: `Menu ${overrides.menuId}`,
    menuUrl: '/searchList',
    jumpMode: '1',
    useFlag: '1',
    menuKey: null,
    sortOrder: overrides.menuId,
    child: [],
    ...overrides,
  }
}

/** The demo default tenant as the seed describes it, with a small menu and two libraries. */
export function demoBootstrap(overrides: Partial<PortalBootstrap> = {}): PortalBootstrap {
  return {
    group: {
      groupCode: '100000',
      name: '星海大学图书馆',
      complexName: '星海大學圖書館',
      englishName: 'Xinghai University Library',
      label: '',
      msgFlag: '0',
      fid: '',
      mappingPath: '',
    },
    findConfig: { ...FIND_CONFIG_DEFAULTS },
    menu: {
      menuA: [
        menuItem({ menuId: 1, menuName: '资源检索', complexFont: '資源檢索', englishName: 'Search', menuUrl: '/searchList' }),
        menuItem({
          menuId: 2,
          menuName: '导航',
          complexFont: '導覽',
          englishName: 'Navigation',
          menuUrl: '',
          child: [
            menuItem({ menuId: 21, menuName: '期刊导航', complexFont: '期刊導覽', englishName: 'Journals', menuUrl: '/magazineNav' }),
            menuItem({ menuId: 22, menuName: '数据库导航', complexFont: '資料庫導覽', englishName: 'Databases', menuUrl: '/dataBaseNav' }),
          ],
        }),
      ],
      menuB: [],
    },
    libraries: [
      { libId: 2, libCode: 'EAST', libName: '东校区分馆', complexName: '東校區分館', englishName: 'East Campus Library', mainFlag: '0' },
      { libId: 1, libCode: 'MAIN', libName: '总馆', complexName: '總館', englishName: 'Main Library', mainFlag: '1' },
    ],
    footer: { filingNumbers: [{ text: '星ICP备00000000号', url: '' }], phone: '', directorEmail: '', copyrightHolder: '' },
    logo: { logoUrl: '', title: '' },
    // What the server answers when the tenant set no version of its own: major.minor of the root package.json.
    version: rootPackage.version.split('.').slice(0, 2).join('.'),
    ...overrides,
  }
}
