import { FIND_CONFIG_DEFAULTS } from '@portal/contracts'
import { describe, expect, it } from 'vitest'
import { menuItem } from '../../../testing/demo-bootstrap.ts'
import { userMenuItems } from './user-menu-items.ts'

const LABELS = { personalInfo: 'Personal info', feedback: 'Problem feedback', documents: 'Document delivery' }
const entry = (key: string, sortOrder: number, useFlag: '0' | '1' = '1') =>
  menuItem({ menuId: Number(key) + 100, menuKey: key, englishName: `Key ${key}`, menuUrl: `/personalExternal/${key}`, useFlag, sortOrder })
const ids = (items: { id: string }[]) => items.map((i) => i.id)

describe('user dropdown entries', () => {
  it('follow menuB (order, useFlag), and always add personal info and feedback', () => {
    const items = userMenuItems([entry('5', 2), entry('0', 1), entry('3', 3, '0')], FIND_CONFIG_DEFAULTS, 'en-US', LABELS)
    expect(ids(items)).toEqual(['user-0', 'user-5', 'user-1', 'user-12'])
    expect(items.at(-1)).toMatchObject({ label: 'Problem feedback', target: { kind: 'route', to: '/personalExternal/12' } })
  })

  it('keep menuB’s own personal info entry instead of adding a second', () => {
    expect(ids(userMenuItems([entry('1', 1)], FIND_CONFIG_DEFAULTS, 'en-US', LABELS))).toEqual(['user-1', 'user-12'])
  })

  it('hide the recommend entry when all four recommend options are off, or recommending is not allowed', () => {
    const menuB = [entry('6', 1)]
    expect(ids(userMenuItems(menuB, FIND_CONFIG_DEFAULTS, 'en-US', LABELS))).toContain('user-6')
    const allOff = { ...FIND_CONFIG_DEFAULTS, purderRec: '0', freeRec: '0', customRec: '0', recRecord: '0' } as const
    expect(ids(userMenuItems(menuB, allOff, 'en-US', LABELS))).not.toContain('user-6')
    expect(ids(userMenuItems(menuB, { ...allOff, recRecord: '1' }, 'en-US', LABELS))).toContain('user-6')
    expect(ids(userMenuItems(menuB, FIND_CONFIG_DEFAULTS, 'en-US', LABELS, { recommendAllowed: false }))).not.toContain('user-6')
  })

  it('add the document link only for a web address', () => {
    expect(userMenuItems([], { ...FIND_CONFIG_DEFAULTS, documentServiceUrl: 'https://docs.example.edu/' }, 'en-US', LABELS).at(-1)).toMatchObject({
      id: 'user-documents', target: { kind: 'external', href: 'https://docs.example.edu/', newWindow: true },
    })
    expect(ids(userMenuItems([], FIND_CONFIG_DEFAULTS, 'en-US', LABELS))).not.toContain('user-documents')
  })
})
