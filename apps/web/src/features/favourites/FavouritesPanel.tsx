import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TabList, tabPanelProps } from '../../components/TabList.tsx'
import { FolderList } from './FolderList.tsx'
import { FolderRecords } from './FolderRecords.tsx'
import { FollowedLists } from './FollowedLists.tsx'
import { BUTTON } from './Modal.tsx'

const TABS = ['folders', 'records', 'followed'] as const
type Tab = (typeof TABS)[number]

/**
 * My favourites (user-menu key 2, shown as book lists; also /myFav): the patron's folders, the titles in them, and
 * the lists they follow. Opening a folder shows its titles.
 */
export function FavouritesPanel() {
  const { t } = useTranslation('favourites')
  const [tab, setTab] = useState<Tab>('folders')
  const [folderId, setFolderId] = useState<number | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  return (
    <section aria-labelledby="favourites-title">
      <h2 id="favourites-title" className="mb-3 text-xl font-semibold text-slate-900">{t('title')}</h2>
      <TabList idPrefix="favourites" label={t('tabsLabel')} tabs={TABS} current={tab} onChoose={(next) => { setTab(next); setNotice(null) }} labelOf={(name) => t(`tabs.${name}`)} />
      <p role="status" className="mb-2 min-h-5 text-sm text-slate-800" data-testid="favourites-notice">{notice}</p>
      <div role="tabpanel" {...tabPanelProps('favourites', tab)}>
        {tab === 'folders' ? (
          <FolderList
            onNotice={setNotice}
            onOpen={(folder) => {
              setFolderId(folder.folderId)
              setTab('records')
            }}
          />
        ) : null}
        {tab === 'records' ? (
          <>
            {folderId !== null ? (
              <button type="button" className={`${BUTTON} mb-3`} onClick={() => setTab('folders')}>{t('records.back')}</button>
            ) : null}
            <FolderRecords folderId={folderId} onFolder={setFolderId} onNotice={setNotice} />
          </>
        ) : null}
        {tab === 'followed' ? <FollowedLists onNotice={setNotice} /> : null}
      </div>
    </section>
  )
}
