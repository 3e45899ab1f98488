import type { HoldingItem } from './record-types.ts'

/**
 * What a copy's `processType` / `processTypeCode` / `circAttr` mean (contract §5.1), as keys of the
 * record namespace's `status.*` and `circAttr.*` texts. Unknown states keep the server's text.
 */
export type CopyStatusKey =
  | 'onShelf'
  | 'onLoan'
  | 'reshelving'
  | 'inProcess'
  | 'inTransit'
  | 'onHold'
  | 'inBinding'
  | 'damaged'
  | 'missing'
  | 'lost'
  | 'withdrawn'

export type CopyStatus = {
  /** null: a state this app does not know; show `raw`. */
  key: CopyStatusKey | null
  raw: string
  available: boolean
  /** 'YYYY-MM-DD' for a copy on loan. */
  dueDate: string | null
  /** Circulation rule other than "loanable" (reading room only, reserve …), a key of `circAttr.*`. */
  rule: CircAttrKey | null
}

const BY_TEXT: Record<string, CopyStatusKey> = {
  编目中: 'inProcess',
  在途: 'inTransit',
  预约保留: 'onHold',
  装订中: 'inBinding',
  破损: 'damaged',
  '丢失(待查)': 'missing',
  丢失: 'lost',
  剔除: 'withdrawn',
}

/** `circAttr` codes rendered by LibStar clients (contract §5.1), 0 (loanable) left out. */
const CIRC_ATTR = { '1': 'readingRoom', '2': 'suspended', '3': 'reserve', '4': 'staffUse', '5': 'notLoanable', '6': 'branch' } as const
export type CircAttrKey = (typeof CIRC_ATTR)[keyof typeof CIRC_ATTR]

const DUE = /应还日期\s*[:：]\s*(\d{4}-\d{2}-\d{2})/

type StatusFields = Pick<HoldingItem, 'processType' | 'processTypeCode' | 'circAttr'> & { dueDate?: string | null }

export function copyStatus(item: StatusFields): CopyStatus {
  const raw = item.processType.trim()
  const rule = (CIRC_ATTR as Record<string, CircAttrKey>)[item.circAttr] ?? null
  if (item.processTypeCode === '412' || raw.startsWith('借出'))
    return { key: 'onLoan', raw, available: false, dueDate: item.dueDate || DUE.exec(raw)?.[1] || null, rule: null }
  if (raw.includes('正在上架')) return { key: 'reshelving', raw, available: false, dueDate: null, rule }
  if (item.processTypeCode === '411' || raw === '在架') return { key: 'onShelf', raw, available: item.circAttr === '0', dueDate: null, rule }
  return { key: BY_TEXT[raw] ?? null, raw, available: false, dueDate: null, rule }
}

/** A library's copies by location, in the order the server listed them. */
export function byLocation(items: readonly HoldingItem[]): { location: string; items: HoldingItem[] }[] {
  const groups = new Map<string, HoldingItem[]>()
  for (const item of items) {
    const location = item.locationName || item.curLocationName
    groups.set(location, [...(groups.get(location) ?? []), item])
  }
  return [...groups].map(([location, list]) => ({ location, items: list }))
}
