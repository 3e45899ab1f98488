import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { TabList, tabPanelProps } from '../../../components/TabList.tsx'
import { RequestForm } from './RequestForm.tsx'
import { RequestList } from './RequestList.tsx'

const TABS = ['mine', 'others'] as const
type Tab = (typeof TABS)[number]

/**
 * "My requests" of My library (user menu key 4): the patron's own requests with their progress, and the re-lending
 * requests of others for copies the patron has; with `?requestRecord=` the request form for that title comes first.
 */
export function RequestsPanel() {
  const { t } = useTranslation('requests')
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'others' ? 'others' : 'mine'
  // Not `recordId`: the address entry takes that one for its own hand-overs (lib/address-entry.ts).
  const recordId = Number(params.get('requestRecord'))
  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      change(next)
      return next
    })
  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading" className="mb-3 text-xl font-semibold text-slate-900">{t('title')}</h2>
      {Number.isInteger(recordId) && recordId > 0 ? <RequestForm key={recordId} recordId={recordId} onDone={() => update((next) => next.delete('requestRecord'))} /> : null}
      <TabList
        idPrefix="requests"
        label={t('title')}
        tabs={TABS}
        current={tab}
        onChoose={(next) => update((query) => (next === 'mine' ? query.delete('tab') : query.set('tab', next)))}
        // i18n-keys: requests:tabs.mine requests:tabs.others
        labelOf={(name) => t(`tabs.${name}`)}
      />
      <div role="tabpanel" {...tabPanelProps('requests', tab)}>
        <RequestList key={tab} which={tab} />
      </div>
    </section>
  )
}
