import type { Locale } from '@portal/contracts'
import { QueryClient } from '@tanstack/react-query'
import { TRPCClientError } from '@trpc/client'
import { observable } from '@trpc/server/observable'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { AppProviders } from '../../../app/providers/AppProviders.tsx'
import { trpc } from '../../../lib/trpc.ts'
import type { FakeAnswer } from '../../../testing/fake-trpc-client.ts'
import { CollectionsSection } from './CollectionsSection.tsx'
import { DonationsSection } from './DonationsSection.tsx'
import { FeaturedListsSection } from './FeaturedListsSection.tsx'
import { RankingsSection } from './RankingsSection.tsx'

afterEach(cleanup)

type Call = { path: string; input: unknown }

/**
 * One section in the providers and a router, against a fake server that also records each call's
 * input (the shared fake client only sees paths, and the click log is about its input).
 */
function renderSection(ui: ReactElement, answers: Record<string, unknown> | FakeAnswer, locale: Locale = 'en-US') {
  const calls: Call[] = []
  const answer: FakeAnswer = typeof answers === 'function' ? answers : (path) => (path in answers ? { data: answers[path] } : { error: `no fake for ${path}` })
  const trpcClient = trpc.createClient({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            calls.push({ path: op.path, input: op.input })
            const response = answer(op.path)
            if ('error' in response) observer.error(TRPCClientError.from(new Error(response.error)))
            else {
              observer.next({ result: { type: 'data', data: response.data } })
              observer.complete()
            }
          }),
    ],
  })
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/Home'] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppProviders locale={locale} trpcClient={trpcClient} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { calls }
}

const collection = (recordId: number, name: string, overrides: Record<string, unknown> = {}) => ({
  recordId, collectionName: name, name, englishName: name, status: 'PURCHASED', langCode: 'eng', dataTypes: [], manufacturer: 'Clarivate',
  description: '', url: `https://db${recordId}.example.org/`, coverUrl: '', visitCount: 3, listedAt: '2026-01-05', trialStart: '', trialEnd: '', ...overrides,
})

const COLLECTIONS = {
  'home.hotCollections': [collection(7, 'Web of Science')],
  'home.newCollections': [collection(8, 'CNKI Scholar', { status: 'FREE_OR_OPEN', manufacturer: 'CNKI' })],
  'home.trialCollections': [collection(9, 'IEEE Xplore', { status: 'TRIAL', trialStart: '2026-01-01', trialEnd: '2026-03-31' })],
}

const record = (recordId: number, title: string, extra: Record<string, unknown> = {}) => ({ recordId, title, author: `Author ${recordId}`, imgUrl: null, ...extra })

const RANKINGS = {
  'home.topReaders': [
    { rank: 1, name: '王**', department: 'History', userType: 'student', loanCount: 5 },
    { rank: 2, name: '李*', department: '', userType: 'staff', loanCount: 1 },
  ],
  'home.topScores': { numFound: 1, result: [record(42, 'Dream of the Red Chamber', { avgScore: 4.5, ratingCount: 12 })] },
  'home.popularBooks': [record(43, 'Journey to the West', { viewCount: 1 })],
}

describe('CollectionsSection', () => {
  it('is a tab set: arrow keys, Home and End move between tabs and show their lists', async () => {
    const { calls } = renderSection(<CollectionsSection />, COLLECTIONS)
    await screen.findByText('Web of Science')
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Popular', 'Newly added', 'On trial'])
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('E-resource lists')
    expect(screen.getByRole('tabpanel').id).toBe(tabs[0]!.getAttribute('aria-controls'))
    // Only the open tab was asked for.
    expect(calls.map((c) => c.path)).toEqual(['home.hotCollections'])

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })
    expect(await screen.findByText('CNKI Scholar')).toBeTruthy()
    expect(screen.queryByText('Web of Science')).toBeNull()
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])
    expect(document.activeElement).toBe(tabs[1])
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[1]!.id)

    fireEvent.keyDown(tabs[1]!, { key: 'End' })
    expect(await screen.findByText('IEEE Xplore')).toBeTruthy()
    expect(document.activeElement).toBe(tabs[2])
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' })
    expect(await screen.findByText('Web of Science')).toBeTruthy()
    expect(document.activeElement).toBe(tabs[0])
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' })
    expect(await screen.findByText('IEEE Xplore')).toBeTruthy()
    fireEvent.keyDown(tabs[2]!, { key: 'Home' })
    expect(await screen.findByText('Web of Science')).toBeTruthy()
  })

  it('shows the status and, for a trial, the day the trial ends', async () => {
    renderSection(<CollectionsSection />, COLLECTIONS)
    expect(await screen.findByText('Purchased')).toBeTruthy()
    expect(screen.queryByText(/Trial until/)).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'On trial' }))
    expect(await screen.findByText('Trial until Mar 31, 2026')).toBeTruthy()
    expect(screen.getByText('Trial')).toBeTruthy()
  })

  it('formats the trial end in Chinese for zh-CN', async () => {
    renderSection(<CollectionsSection />, COLLECTIONS, 'zh-CN')
    fireEvent.click(await screen.findByRole('tab', { name: '试用资源' }))
    expect(await screen.findByText('试用至 2026年3月31日')).toBeTruthy()
  })

  it('opens a database in a new window and logs the click', async () => {
    const { calls } = renderSection(<CollectionsSection />, { ...COLLECTIONS, 'home.logUsage': { recorded: true } })
    const link = await screen.findByRole('link', { name: 'Web of Science (opens in a new window)' })
    expect(link.getAttribute('href')).toBe('https://db7.example.org/')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    // Keep the test environment from following the link.
    const stay = (event: Event) => event.preventDefault()
    window.addEventListener('click', stay)
    try {
      fireEvent.click(link)
    } finally {
      window.removeEventListener('click', stay)
    }
    await waitFor(() => expect(calls).toContainEqual({ path: 'home.logUsage', input: { kind: 'DATABASE_CLICK', targetId: '7' } }))
  })

  it('links only web addresses', async () => {
    renderSection(<CollectionsSection />, { ...COLLECTIONS, 'home.hotCollections': [collection(5, 'Local DB', { url: 'javascript:alert(1)' })] })
    expect(await screen.findByRole('heading', { level: 3, name: 'Local DB' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Local DB/ })).toBeNull()
  })
})

describe('RankingsSection', () => {
  it('counts loans with plurals in en-US', async () => {
    renderSection(<RankingsSection />, RANKINGS)
    const readers = await screen.findByRole('region', { name: 'Top readers' })
    await within(readers).findByText('王**')
    expect(within(readers).getByText('5 loans')).toBeTruthy()
    expect(within(readers).getByText('1 loan')).toBeTruthy()
    expect(within(readers).getByRole('list').tagName).toBe('OL')
    expect(within(readers).getByRole('link', { name: /More/ }).getAttribute('href')).toBe('/readRange')
  })

  it('shows ratings with an accessible label and links records', async () => {
    renderSection(<RankingsSection />, RANKINGS)
    const rated = await screen.findByRole('region', { name: 'Top rated' })
    expect(await within(rated).findByRole('img', { name: '4.5 out of 5, 12 ratings' })).toBeTruthy()
    expect(within(rated).getByRole('link', { name: 'Dream of the Red Chamber' }).getAttribute('href')).toBe('/searchList/bookDetails/42')
    expect(within(rated).getByRole('link', { name: /More/ }).getAttribute('href')).toBe('/grade')
    const viewed = screen.getByRole('region', { name: 'Most viewed' })
    expect(await within(viewed).findByText('1 view')).toBeTruthy()
    expect(within(viewed).getByRole('link', { name: /More/ }).getAttribute('href')).toBe('/hotBook')
  })

  it('offers a retry when a ranking fails, and retrying asks again', async () => {
    let failing = true
    const { calls } = renderSection(<RankingsSection />, (path) => {
      if (path === 'home.topReaders' && failing) return { error: 'down' }
      return { data: RANKINGS[path as keyof typeof RANKINGS] }
    })
    const readers = await screen.findByRole('region', { name: 'Top readers' })
    const alert = await within(readers).findByRole('alert')
    // The other rankings still show.
    expect(await screen.findByText('Journey to the West')).toBeTruthy()
    failing = false
    await act(async () => fireEvent.click(within(alert).getByRole('button')))
    expect(await within(readers).findByText('5 loans')).toBeTruthy()
    expect(calls.filter((c) => c.path === 'home.topReaders')).toHaveLength(2)
  })

  it('says so when a ranking is empty', async () => {
    renderSection(<RankingsSection />, { ...RANKINGS, 'home.topReaders': [] })
    expect(await screen.findByText('No loans in the last 30 days.')).toBeTruthy()
  })

  it('speaks Traditional Chinese in zh-TW', async () => {
    renderSection(<RankingsSection />, RANKINGS, 'zh-TW')
    expect(await screen.findByRole('heading', { level: 2, name: '讀者借閱排行' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: '好評圖書' })).toBeTruthy()
    expect(await screen.findByText('借閱 5 冊')).toBeTruthy()
    expect(screen.getByRole('img', { name: '4.5 分（滿分 5 分），12 人評分' })).toBeTruthy()
  })
})

describe('FeaturedListsSection', () => {
  const books = [record(1, 'A'), record(2, 'B', { imgUrl: 'https://covers.example.org/2.jpg' })].map(({ recordId, title, imgUrl }) => ({ recordId, title, imgUrl }))
  const answers = {
    'home.hotTopics': [{ topicId: 3, topicName: 'Tang poetry', description: 'Poems of the Tang', coverUrl: '', subjectClass: '', recordCount: 1, books }],
    'home.hotBookLists': [{ bookListId: 11, name: 'Summer reading', introduction: '', coverUrl: '', category: '', viewCount: 20, followCount: 1, recordCount: 12, books }],
    'home.topSharedFolders': [{ folderId: 21, name: 'My sci-fi', introduction: 'Favourites', ownerName: '张*', recordCount: 2, followCount: 0, sharedAt: '2026-02-01', books }],
  }

  it('shows each list as a card linking to its page, with counts', async () => {
    renderSection(<FeaturedListsSection />, answers)
    const topic = await screen.findByRole('link', { name: 'Tang poetry' })
    expect(topic.getAttribute('href')).toBe('/bookListNav')
    expect(screen.getByText('1 book')).toBeTruthy()
    expect((await screen.findByRole('link', { name: 'Summer reading' })).getAttribute('href')).toBe('/personalCenter/bookListDetails?id=11')
    expect(screen.getByText('12 books')).toBeTruthy()
    expect(screen.getByText('1 follower')).toBeTruthy()
    expect((await screen.findByRole('link', { name: 'My sci-fi' })).getAttribute('href')).toBe('/personalCenter/bookListDetails?folderId=21')
    expect(screen.getByText('0 followers')).toBeTruthy()
    expect(screen.getByText('Shared by 张*')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
    // Covers are decorative: the card's name says what the list is.
    const covers = document.querySelectorAll('img')
    expect(covers.length).toBe(3)
    covers.forEach((img) => expect(img.getAttribute('alt')).toBe(''))
  })
})

describe('DonationsSection', () => {
  const donation = (donateId: number, overrides: Record<string, unknown> = {}) => ({
    donateId, donorName: 'Li Ming', title: 'Fortress Besieged', author: 'Qian Zhongshu', isbn: '', publisher: '', copies: 2,
    remark: '', donateDate: '2026-04-02', status: 'ACCEPTED', recordId: 42, ...overrides,
  })

  it('thanks each donor, linking catalogued titles, with the date', async () => {
    renderSection(<DonationsSection />, {
      'home.recentDonations': [donation(1), donation(2, { donorName: '<b>Zhao</b>', title: 'Unlisted', copies: 1, recordId: null })],
    })
    const items = await screen.findAllByRole('listitem')
    expect(items[0]!.textContent).toBe('Li Ming donated Fortress Besieged (2 copies)Apr 2, 2026')
    expect(within(items[0]!).getByRole('link', { name: 'Fortress Besieged' }).getAttribute('href')).toBe('/searchList/bookDetails/42')
    // A donor's name is text, never markup.
    expect(items[1]!.textContent).toBe('<b>Zhao</b> donated Unlisted (1 copy)Apr 2, 2026')
    expect(within(items[1]!).queryByRole('link')).toBeNull()
    expect(screen.getByRole('link', { name: /More/ }).getAttribute('href')).toBe('/bookDonate')
  })

  it('says so when there are none', async () => {
    renderSection(<DonationsSection />, { 'home.recentDonations': [] })
    expect(await screen.findByText('No donations yet.')).toBeTruthy()
  })

  it('speaks Traditional Chinese in zh-TW', async () => {
    renderSection(<DonationsSection />, { 'home.recentDonations': [donation(1, { donorName: '陳*', title: '圍城' })] }, 'zh-TW')
    expect(await screen.findByRole('heading', { level: 2, name: '最新捐贈' })).toBeTruthy()
    expect((await screen.findByRole('listitem')).textContent).toBe('陳* 捐贈了圍城（2 冊）2026年4月2日')
  })
})
