import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { HomeSection } from '../HomeSection.tsx'
import { ListCardGrid } from './ListCard.tsx'

const ROWS = 4

/** The featured topics, book lists and readers' shared folders, each a row of cards with a few covers. */
export function FeaturedListsSection() {
  return (
    <div className="flex flex-col gap-10">
      <Topics />
      <BookLists />
      <SharedFolders />
    </div>
  )
}

function Topics() {
  const { t } = useTranslation('homeLists')
  const query = trpc.home.hotTopics.useQuery({ rows: ROWS })
  const topics = query.data ?? []
  return (
    <HomeSection title={t('topics.title')} moreTo="/bookListNav" query={query} empty={topics.length === 0} emptyText={t('topics.empty')}>
      <ListCardGrid
        cards={topics.map((topic) => ({
          key: `topic-${topic.topicId}`,
          // Topics have no page of their own yet; the book-list navigation lists them.
          to: '/bookListNav',
          name: topic.topicName,
          description: topic.description,
          books: topic.books,
          facts: [t('counts.books', { count: topic.recordCount })],
        }))}
      />
    </HomeSection>
  )
}

function BookLists() {
  const { t } = useTranslation('homeLists')
  const query = trpc.home.hotBookLists.useQuery({ rows: ROWS })
  const lists = query.data ?? []
  return (
    <HomeSection title={t('bookLists.title')} moreTo="/bookListNav" query={query} empty={lists.length === 0} emptyText={t('bookLists.empty')}>
      <ListCardGrid
        cards={lists.map((list) => ({
          key: `list-${list.bookListId}`,
          to: `/personalCenter/bookListDetails?id=${list.bookListId}`,
          name: list.name,
          description: list.introduction,
          books: list.books,
          facts: [
            t('counts.books', { count: list.recordCount }),
            t('counts.followers', { count: list.followCount }),
            t('counts.views', { count: list.viewCount }),
          ],
        }))}
      />
    </HomeSection>
  )
}

function SharedFolders() {
  const { t } = useTranslation('homeLists')
  const query = trpc.home.topSharedFolders.useQuery({ rows: ROWS })
  const folders = query.data ?? []
  return (
    <HomeSection title={t('folders.title')} query={query} empty={folders.length === 0} emptyText={t('folders.empty')}>
      <ListCardGrid
        cards={folders.map((folder) => ({
          key: `folder-${folder.folderId}`,
          to: `/personalCenter/bookListDetails?folderId=${folder.folderId}`,
          name: folder.name,
          description: folder.introduction,
          books: folder.books,
          facts: [
            t('folders.owner', { name: folder.ownerName }),
            t('counts.books', { count: folder.recordCount }),
            t('counts.followers', { count: folder.followCount }),
          ],
        }))}
      />
    </HomeSection>
  )
}
