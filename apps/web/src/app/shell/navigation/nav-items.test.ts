import { describe, expect, it } from 'vitest'
import { menuItem } from '../../../testing/demo-bootstrap.ts'
import { menuLabel, navItemsFromMenu, parseMenuUrl } from './nav-items.ts'

const item = menuItem({ menuId: 1, menuName: '期刊导航', complexFont: '期刊導覽', englishName: 'Journals' })

describe('menu labels', () => {
  it('follow the language: menuName, complexFont, englishName', () => {
    expect(menuLabel(item, 'zh-CN')).toBe('期刊导航')
    expect(menuLabel(item, 'zh-TW')).toBe('期刊導覽')
    expect(menuLabel(item, 'en-US')).toBe('Journals')
  })

  it('fall back to the Simplified Chinese name when a translation is blank', () => {
    expect(menuLabel({ ...item, englishName: ' ' }, 'en-US')).toBe('期刊导航')
  })
})

describe('menu entries', () => {
  it("keep useFlag '1' only ('0' hidden, '2' fixed icons excluded), in sortOrder, children too", () => {
    const menu = [
      menuItem({ menuId: 3, sortOrder: 2 }),
      menuItem({ menuId: 4, useFlag: '0' }),
      menuItem({ menuId: 5, useFlag: '2' }),
      menuItem({ menuId: 6, sortOrder: 1, child: [menuItem({ menuId: 7 }), menuItem({ menuId: 8, useFlag: '0' })] }),
    ]
    const items = navItemsFromMenu(menu, 'en-US')
    expect(items.map((entry) => entry.label)).toEqual(['Menu 6', 'Menu 3'])
    expect(items[0]!.children.map((entry) => entry.label)).toEqual(['Menu 7'])
  })

  it('open in-app pages in place (jumpMode 1) or in a new window (jumpMode 2)', () => {
    const [inPlace, newWindow] = navItemsFromMenu(
      [menuItem({ menuId: 1, menuUrl: '#/hotBook' }), menuItem({ menuId: 2, menuUrl: 'drivePurchas', jumpMode: '2' })],
      'zh-CN',
    )
    expect(inPlace!.target).toEqual({ kind: 'route', to: '/hotBook', newWindow: false })
    expect(newWindow!.target).toEqual({ kind: 'route', to: '/drivePurchas', newWindow: true })
  })

  it('treat http(s) addresses as external and refuse script addresses', () => {
    expect(parseMenuUrl('https://lib.example.edu/x', true)).toEqual({ kind: 'external', href: 'https://lib.example.edu/x', newWindow: true })
    expect(parseMenuUrl('javascript:alert(1)', false)).toBeNull()
    expect(parseMenuUrl('//evil.example', false)).toBeNull()
    expect(parseMenuUrl('', false)).toBeNull()
  })
})
