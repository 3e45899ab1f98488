import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { trpc } from '../../../lib/trpc.ts'

type ClassNode = { classNo: string; className: string; hasChild: boolean }

/** One level of the CLC tree (catalogue.classification); a class with subclasses opens them in place. */
function ClassLevel({ parent, chosen, depth }: { parent?: string; chosen: string; depth: number }) {
  const { t } = useTranslation('search')
  const level = trpc.catalogue.classification.useQuery(parent ? { parentClassNo: parent } : { classLev: 1 }, { staleTime: 30 * 60_000 })
  if (level.isPending) return <p className="px-2 py-1 text-sm text-slate-600">{t('category.loading')}</p>
  if (level.isError)
    return (
      <p className="px-2 py-1 text-sm text-red-800">
        {t('category.failed')}{' '}
        <button type="button" onClick={() => void level.refetch()} className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
          {t('error.retry')}
        </button>
      </p>
    )
  return (
    <ul className={depth ? 'ml-4 border-l border-slate-200 pl-2' : ''}>
      {level.data.map((node) => (
        <ClassEntry key={node.classNo} node={node} chosen={chosen} depth={depth} />
      ))}
    </ul>
  )
}

function ClassEntry({ node, chosen, depth }: { node: ClassNode; chosen: string; depth: number }) {
  const { t } = useTranslation('search')
  const inside = chosen !== node.classNo && chosen.startsWith(node.classNo)
  const [open, setOpen] = useState(inside)
  const current = chosen === node.classNo
  return (
    <li>
      <div className="flex items-start gap-1">
        {node.hasChild ? (
          <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)} aria-label={t('category.toggle', { name: `${node.classNo} ${node.className}` })} className="mt-1 flex size-5 shrink-0 items-center justify-center rounded text-xs text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-700">
            <span aria-hidden="true" className={`inline-block transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}>
              ▶
            </span>
          </button>
        ) : (
          <span aria-hidden="true" className="size-5 shrink-0" />
        )}
        <Link
          to={`/categorySearchList?classNo=${encodeURIComponent(node.classNo)}`}
          aria-current={current ? 'page' : undefined}
          className={`min-w-0 flex-1 rounded px-1.5 py-1 text-sm focus-visible:outline-2 focus-visible:outline-slate-700 ${current ? 'bg-slate-800 font-semibold text-white' : 'text-slate-800 hover:bg-slate-100'}`}
        >
          <span className="font-mono">{node.classNo}</span> {node.className}
        </Link>
      </div>
      {node.hasChild && open ? <ClassLevel parent={node.classNo} chosen={chosen} depth={depth + 1} /> : null}
    </li>
  )
}

/** The Chinese Library Classification, to browse by class. */
export function ClassTree({ chosen }: { chosen: string }) {
  const { t } = useTranslation('search')
  return (
    <nav aria-label={t('category.treeLabel')}>
      <h2 className="mb-2 text-base font-semibold text-slate-900">{t('category.treeLabel')}</h2>
      <ClassLevel chosen={chosen} depth={0} />
    </nav>
  )
}
