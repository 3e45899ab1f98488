import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { ClassTree } from './ClassTree.tsx'
import { SearchPageFrame } from './SearchPageFrame.tsx'
import { SearchResultsView } from './SearchResultsView.tsx'
import { useSearchUrl } from './use-search-url.ts'

const CLASS_NO = /^[A-Z][A-Z0-9.\-/:()+=" ]{0,49}$/i

/**
 * /categorySearchList: browse the CLC tree (catalogue.classification) and list the records of the class
 * chosen (`classNo` in the address), as a class-number search that starts with it (subclasses included).
 */
export function CategorySearchPage() {
  const { t } = useTranslation('search')
  const url = useSearchUrl()
  const raw = (url.params.get('classNo') ?? '').trim()
  const classNo = CLASS_NO.test(raw) ? raw.toUpperCase() : ''
  const [treeOpen, setTreeOpen] = useState(false)
  const treeId = useId()
  const top = trpc.catalogue.classification.useQuery({ classLev: 1 }, { staleTime: 30 * 60_000 })
  const name = top.data?.find((node) => node.classNo === classNo)?.className
  return (
    <SearchPageFrame title={t('category.title')} note={t('category.intro')}>
      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <div className="mb-4 lg:mb-0">
          <button type="button" aria-expanded={treeOpen} aria-controls={treeId} onClick={() => setTreeOpen((o) => !o)} className="w-full rounded-md border border-slate-300 px-3 py-2 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-slate-700 lg:hidden">
            {t('category.treeLabel')}
          </button>
          <div id={treeId} className={`${treeOpen ? 'block' : 'hidden'} mt-2 lg:mt-0 lg:block`}>
            <ClassTree chosen={classNo} />
          </div>
        </div>
        <div className="min-w-0">
          {classNo ? (
            <>
              <h2 className="mb-2 text-lg font-semibold text-slate-900">{name ? `${classNo} ${name}` : t('category.classHeading', { classNo })}</h2>
              <SearchResultsView url={url} fixed={{ term: classNo, field: 'kindNo', match: '2', items: [] }} countTerm={false} foldFacets basePath="/searchList" />
            </>
          ) : (
            <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-6 text-slate-700">{t('category.choose')}</p>
          )}
        </div>
      </div>
    </SearchPageFrame>
  )
}
