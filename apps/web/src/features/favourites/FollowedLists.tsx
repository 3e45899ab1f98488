import type { ListKind } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TabList } from '../../components/TabList.tsx'
import { trpc } from '../../lib/trpc.ts'
import { Pager } from '../../components/Pager.tsx'
import { ListCard } from './ListCard.tsx'
import { BUTTON, messageOf } from './Modal.tsx'

const ROWS = 10
const KINDS = ['all', 'folder', 'bookList'] as const
type KindTab = (typeof KINDS)[number]

/** The lists the patron follows (getMyFavBookListPage): readers' shared folders and the library's lists, paged. */
export function FollowedLists({ onNotice }: { onNotice: (text: string) => void }) {
  const { t } = useTranslation('favourites')
  const [kind, setKind] = useState<KindTab>('all')
  const [page, setPage] = useState(1)
  const utils = trpc.useUtils()
  const lists = trpc.favourites.lists.followed.useQuery({ kind: kind === 'all' ? null : (kind as ListKind), page, rows: ROWS })
  const unfollow = trpc.favourites.lists.unfollow.useMutation()

  const stop = async (list: { kind: ListKind; id: number; name: string }) => {
    try {
      await unfollow.mutateAsync({ kind: list.kind, id: list.id })
      await utils.favourites.lists.invalidate()
      onNotice(t('followed.unfollowed', { name: list.name }))
    } catch (error) {
      onNotice(t('failed', { message: messageOf(error) }))
    }
  }

  return (
    <div>
      <TabList idPrefix="followed-kind" label={t('followed.kindsLabel')} tabs={KINDS} current={kind} onChoose={(k) => { setKind(k); setPage(1) }} labelOf={(k) => t(`followed.kinds.${k}`)} />
      <div role="tabpanel" id="followed-kind-panel" aria-labelledby={`followed-kind-tab-${kind}`}>
        {lists.isPending ? <p className="text-slate-600">{t('records.loading')}</p> : null}
        {lists.isError ? <p role="alert" className="text-red-700">{t('records.loadFailed')}</p> : null}
        {lists.data && lists.data.total === 0 ? <p className="rounded border border-slate-200 bg-slate-50 p-6 text-slate-700">{t('followed.empty')}</p> : null}
        <ul className="grid gap-3 sm:grid-cols-2">
          {(lists.data?.lists ?? []).map((list) => (
            <ListCard
              key={`${list.kind}-${list.id}`}
              list={list}
              action={
                <button type="button" className={BUTTON} disabled={unfollow.isPending} onClick={() => void stop(list)} aria-label={`${t('followed.unfollow')} ${list.name}`}>
                  {t('followed.unfollow')}
                </button>
              }
            />
          ))}
        </ul>
        <Pager page={page} rows={ROWS} total={lists.data?.total ?? 0} onPage={setPage} summary={(position) => t('pager.position', position)} />
      </div>
    </div>
  )
}
