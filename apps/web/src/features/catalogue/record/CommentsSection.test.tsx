import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { comment, recordAnswers, renderRecord, score, signedInAnswers } from './testing/record-fakes.tsx'

vi.mock('./echarts-setup.ts', () => ({ init: () => ({ setOption: () => undefined, resize: () => undefined, dispose: () => undefined }) }))

afterEach(() => {
  cleanup()
  window.sessionStorage.clear()
})

const reviews = () => screen.findByRole('region', { name: 'Reviews and ratings' })

describe('reviews and ratings', () => {
  it('shows the average, the distribution and the approved comments', async () => {
    renderRecord()
    const section = await reviews()
    expect(await within(section).findByText('3.9')).toBeTruthy()
    expect(within(section).getByText('14 ratings')).toBeTruthy()
    const distribution = within(section).getByRole('list', { name: 'Ratings by number of stars' })
    expect(within(distribution).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '5 starsgiven by 5 readers5', '4 starsgiven by 4 readers4', '3 starsgiven by 4 readers4', '2 starsgiven by 1 reader1', '1 stargiven by 0 readers0',
    ])
    expect(await within(section).findByText('Short and brutal.')).toBeTruthy()
    expect(within(section).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy()
  })

  it("asks a visitor to log in first, and offers no form", async () => {
    renderRecord({ locale: 'zh-CN' })
    const section = await screen.findByRole('region', { name: '书评与评分' })
    expect(await within(section).findByText('请先登录，再评分或撰写书评。')).toBeTruthy()
    expect(within(section).getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login')
    expect(within(section).queryByRole('textbox')).toBeNull()
  })

  it('a signed-in reader posts a comment, which shows as awaiting approval', async () => {
    let posted: string | null = null
    const { calls } = renderRecord({
      answers: signedInAnswers(recordAnswers({
        'catalogue.reviews.addComment': (input: unknown) => {
          posted = (input as { content: string }).content
          return comment({ id: 2, content: posted, pending: true, status: 'PENDING', mine: true, score: null })
        },
        'catalogue.reviews.comments': () => ({
          numFound: posted ? 2 : 1,
          list: [...(posted ? [comment({ id: 2, content: posted, pending: true, status: 'PENDING', mine: true, score: null })] : []), comment()],
        }),
      })),
    })
    const section = await reviews()
    const field = await within(section).findByRole('textbox', { name: 'Your review' })
    fireEvent.click(within(section).getByRole('button', { name: 'Post review' }))
    expect(within(section).getByRole('alert').textContent).toBe('Review content must not be empty.')
    expect(calls.some((c) => c.path === 'catalogue.reviews.addComment')).toBe(false)

    fireEvent.change(field, { target: { value: '  A quiet, devastating book.  ' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Post review' }))
    expect(await within(section).findByText('Thank you! Your review is awaiting approval.')).toBeTruthy()
    expect(calls.find((c) => c.path === 'catalogue.reviews.addComment')?.input).toEqual({ recordId: 88, content: '  A quiet, devastating book.  ' })
    const mine = (await within(section).findByText('A quiet, devastating book.')).closest('li')!
    expect(within(mine).getByText('Awaiting approval')).toBeTruthy()
    expect(within(mine).getByText('You')).toBeTruthy()
    expect((field as HTMLTextAreaElement).value).toBe('')
  })

  it('a signed-in reader rates the record with the stars', async () => {
    const { calls } = renderRecord({ answers: signedInAnswers(recordAnswers({ 'catalogue.reviews.rate': score({ myScore: 4, ratingCount: 15 }) })) })
    const section = await reviews()
    const group = await within(section).findByRole('group', { name: 'Your rating' })
    fireEvent.click(within(group).getByRole('radio', { name: '4 stars' }))
    expect(await within(section).findByText('Your rating is saved.')).toBeTruthy()
    expect(calls.find((c) => c.path === 'catalogue.reviews.rate')?.input).toEqual({ recordId: 88, score: 4 })
    await waitFor(() => expect(within(section).getByText('15 ratings')).toBeTruthy())
    expect((within(group).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true)
  })

  it('says so when nobody has rated or commented yet', async () => {
    renderRecord({ answers: recordAnswers({ 'catalogue.reviews.score': score({ avgScore: null, ratingCount: 0, distribution: [1, 2, 3, 4, 5].map((s) => ({ score: s, count: 0 })) }), 'catalogue.reviews.comments': { numFound: 0, list: [] } }) })
    const section = await reviews()
    expect(await within(section).findByText('No ratings yet.')).toBeTruthy()
    expect(await within(section).findByText('No reviews yet. Be the first to write one.')).toBeTruthy()
  })
})
