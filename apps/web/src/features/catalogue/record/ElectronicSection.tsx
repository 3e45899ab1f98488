import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { trpc } from '../../../lib/trpc.ts'
import { RecordSection } from './RecordSection.tsx'
import type { DigitalItem } from './record-types.ts'

/** Names of the external links the detail gives (`link`), by key; other keys show as they are. */
// i18n-keys: record:electronic.links.
const LINK_LABELS = { douban: 'electronic.links.douban', openLibrary: 'electronic.links.openLibrary' } as const

function fileSize(bytes: number | null, locale: string): string {
  if (bytes === null) return ''
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value)
}

function DigitalItemRow({ item }: { item: DigitalItem }) {
  const { t, i18n } = useTranslation('record')
  const name = item.name || item.fileName
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-600">
          {[item.kind === 'ATTACHMENT' ? t('electronic.attachment') : t('electronic.digitised'), fileSize(item.sizeBytes, i18n.language)].filter(Boolean).join(' · ')}
        </p>
        {item.requiresLogin ? (
          <p className="mt-1 flex items-center gap-1 text-xs text-amber-900">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
              <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4Zm-2 6V6a2 2 0 1 1 4 0v2H8Z" />
            </svg>
            {t('electronic.requiresLogin')}
          </p>
        ) : null}
      </div>
      {item.previewPath ? (
        <Link to={item.previewPath} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700">
          {t('electronic.read')}
          <span className="sr-only">: {name}</span>
        </Link>
      ) : item.requiresLogin ? null : (
        <a href={`${item.url}?download=1`} download={item.fileName} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700">
          {t('electronic.download')}
          <span className="sr-only">: {name}</span>
        </a>
      )}
    </li>
  )
}

/** Digitised copies and attachments of the record (read in the PDF preview), and its links elsewhere. */
export function ElectronicSection({ recordId, links }: { recordId: number; links: Record<string, string> }) {
  const { t } = useTranslation('record')
  const query = trpc.catalogue.digital.items.useQuery({ recordId })
  const external = Object.entries(links).filter(([, url]) => /^https?:\/\//i.test(url))
  const items = query.data ?? []
  return (
    <RecordSection id="electronic" title={t('electronic.title')} query={query} empty={items.length === 0 && external.length === 0} emptyText={t('electronic.none')}>
      {items.length ? <ul className="divide-y divide-slate-100">{items.map((item) => <DigitalItemRow key={item.id} item={item} />)}</ul> : null}
      {external.length ? (
        <div className="mt-3">
          <h3 className="text-sm font-medium text-slate-700">{t('electronic.elsewhere')}</h3>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {external.map(([key, url]) => (
              <li key={key}>
                <a href={url} target="_blank" rel="noopener noreferrer" className="text-sky-800 underline underline-offset-2 hover:text-sky-950">
                  {key in LINK_LABELS ? t(LINK_LABELS[key as keyof typeof LINK_LABELS]) : key}
                  <span className="sr-only"> ({t('newWindow')})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </RecordSection>
  )
}
