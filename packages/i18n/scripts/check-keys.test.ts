import { describe, expect, it } from 'vitest'
import { findKeyProblems, scanSources, type ScanOptions, type SourceInput } from './key-usage.ts'

const OPTIONS: ScanOptions = { namespaces: ['common', 'shop', 'routes', 'errors'], defaultNamespace: 'common' }

function check(sources: SourceInput[], baseKeys: Record<string, string[]>, options: Partial<ScanOptions> = {}) {
  const problems = findKeyProblems(scanSources(sources, { ...OPTIONS, ...options }), baseKeys)
  return {
    problems,
    unused: problems.filter((p) => p.message.startsWith('unused key')).map((p) => `${p.namespace}:${p.key}`),
    missing: problems.filter((p) => p.message.includes('is used but')).map((p) => `${p.file}:${p.line} ${p.namespace}:${p.key}`),
    messages: problems.map((p) => p.message),
  }
}

const page = `
import { Trans, useTranslation } from 'react-i18next'

export function Cart({ count, tab, status }: { count: number; tab: string; status: string }) {
  const { t } = useTranslation('shop')
  // i18n-keys: shop:status. (the status comes from the server)
  return (
    <section title={t('cart.title')}>
      <p>{t('cart.items', { count })}</p>
      <p>{t(\`tabs.\${tab}\`)}</p>
      <p>{t(status)}</p>
      <p>{t('common:loading')}</p>
      <Trans t={t} i18nKey="cart.note" components={{ b: <b /> }} />
      <p>{t('cart.gone')}</p>
    </section>
  )
}

export function Footer() {
  const { t: translate } = useTranslation()
  return <small>{translate('footer')}</small>
}
`

const SHOP = ['cart.title', 'cart.items_one', 'cart.items_other', 'tabs.new', 'tabs.old', 'status.open', 'status.shut', 'cart.note', 'cart.unused']

describe('key usage scan', () => {
  it('counts keys used through t(), a template prefix, <Trans i18nKey>, a plural suffix and an i18n-keys comment', () => {
    const { unused } = check([{ file: 'web/Cart.tsx', text: page }], { shop: SHOP, common: ['loading', 'footer'] })
    // cart.title: t('…'); cart.items_one/_other: t('cart.items', { count }); tabs.*: t(`tabs.${tab}`);
    // status.*: the comment (t(status) is a variable); cart.note: Trans; common:loading and footer.
    expect(unused).toEqual(['shop:cart.unused'])
  })

  it('reports a truly unused key with its namespace and key', () => {
    const { problems } = check([{ file: 'web/Cart.tsx', text: page }], { shop: SHOP, common: ['loading', 'footer', 'neverUsed'] })
    expect(problems).toContainEqual(expect.objectContaining({ namespace: 'common', key: 'neverUsed', message: 'unused key common:neverUsed' }))
  })

  it('reports a key used but missing from the base locale with its file and line', () => {
    const { missing, problems } = check([{ file: 'web/Cart.tsx', text: page }], { shop: SHOP, common: ['loading', 'footer'] })
    expect(missing).toEqual(['web/Cart.tsx:14 shop:cart.gone'])
    expect(problems.find((p) => p.key === 'cart.gone')?.message).toBe('web/Cart.tsx:14: shop:cart.gone is used but missing from the base locale')
  })

  it('reports a template prefix or comment prefix that matches no key', () => {
    const text = `
      import { useTranslation } from 'react-i18next'
      // i18n-keys: shop:nothing.here.
      export function A({ x }: { x: string }) { const { t } = useTranslation('shop'); return t(\`gone.\${x}\`) }`
    expect(check([{ file: 'a.tsx', text }], { shop: ['kept'] }).missing).toEqual(['a.tsx:3 shop:nothing.here.*', 'a.tsx:4 shop:gone.*'])
  })

  it('resolves t by its binding: each component its own namespace, an unrelated local t not at all', () => {
    const text = `
      import { useTranslation } from 'react-i18next'
      function t(value: string) { return value.trim() }
      export function A() { const { t } = useTranslation('shop'); return t('a') }
      export function B() { const { t } = useTranslation(['routes', 'common']); return [t('b'), t('common:c')] }
      export const plain = t('not.a.key')`
    const { unused, missing } = check([{ file: 'x.tsx', text }], { shop: ['a'], routes: ['b'], common: ['c'] })
    expect(unused).toEqual([])
    expect(missing).toEqual([])
  })

  it('takes keys from typed maps, and lets a typed key in a variable through', () => {
    const table = `
      import type { KeyOf } from '@portal/i18n'
      export type TitleKey = KeyOf<'routes'>
      export type Route = { path: string; titleKey: TitleKey }
      export const ROUTES: Route[] = [{ path: '/', titleKey: 'home' }, { path: '/x', titleKey: 'nowhere' }]`
    const page = `
      import { useTranslation } from 'react-i18next'
      import type { TitleKey } from './table.ts'
      export function Title({ titleKey }: { titleKey: TitleKey }) { const { t } = useTranslation('routes'); return t(titleKey) }`
    const other = `export const card = { titleKey: 'not-a-route' }`
    const { unused, missing, messages } = check(
      [{ file: 'table.ts', text: table }, { file: 'page.tsx', text: page }, { file: 'other.ts', text: other }],
      { routes: ['home', 'about'] },
    )
    expect(unused).toEqual(['routes:about'])
    expect(missing).toEqual(['table.ts:5 routes:nowhere'])
    expect(messages.filter((m) => m.includes('cannot be resolved'))).toEqual([])
  })

  it('reports a key held in a variable that no comment declares', () => {
    const text = `
      import { useTranslation } from 'react-i18next'
      export function A({ k }: { k: string }) { const { t } = useTranslation('shop'); return t(k) }`
    expect(check([{ file: 'a.tsx', text }], { shop: [] }).messages).toEqual([
      'a.tsx:3: key k (namespace shop) cannot be resolved statically; declare its keys with // i18n-keys: shop:<prefix>',
    ])
  })

  it('takes server keys from a declared key set and from translate() calls', () => {
    const codes = `export const ERROR_CODES = { NOT_FOUND: 404, GONE: 410 } as const\nexport type ErrorCode = keyof typeof ERROR_CODES`
    const server = `
      import { translate } from '@portal/i18n'
      import type { ErrorCode } from './codes.ts'
      export const message = (code: ErrorCode) => translate('zh-CN', 'errors', code)
      export const fixed = translate('zh-CN', 'common', 'loading')`
    const { unused, missing } = check(
      [{ file: 'codes.ts', text: codes }, { file: 'server.ts', text: server }],
      { errors: ['NOT_FOUND', 'STALE'], common: ['loading'] },
      { declaredKeySets: [{ namespace: 'errors', declaration: 'ERROR_CODES', types: ['ErrorCode'] }] },
    )
    expect(unused).toEqual(['errors:STALE'])
    expect(missing).toEqual(['codes.ts:1 errors:GONE'])
  })
})
