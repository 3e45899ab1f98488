import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { emptyHomeAnswers } from '../../../testing/empty-home-answers.ts'
import { renderPortal } from '../../../testing/render-portal.tsx'

afterEach(cleanup)

const CNKI = {
  recordId: 3, collectionName: 'China National Knowledge Infrastructure', name: '中国知网', englishName: '', status: 'FORMAL', langCode: 'chi', dataTypes: [],
  manufacturer: 'CNKI', description: '', url: 'https://www.cnki.net/', coverUrl: '', visitCount: 5, listedAt: '', trialStart: '', trialEnd: '',
}

function render(list: unknown[], path = '/digitalLibrary') {
  const empty = emptyHomeAnswers()
  return renderPortal({ locale: 'en-US', path, answer: (p) => (p === 'home.eCollections' ? { data: { total: list.length, list } } : empty(p)) })
}

describe('digital library', () => {
  it('lists the e-resources with their total, each opening in a new window', async () => {
    render([CNKI])
    const link = await screen.findByRole('link', { name: /China National Knowledge Infrastructure/ })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(screen.getByText('1 resource')).toBeTruthy()
  })

  it('puts the search and the status filter in the address, starting again at page 1', async () => {
    const { router } = render([CNKI], '/digitalLibrary?page=3')
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Find a resource by name' }), { target: { value: ' 知网 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find' }))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('知网'))
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'Trial' }))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('1'))
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('知网')
  })

  it('says so when nothing matches', async () => {
    render([])
    expect(await screen.findByText('No e-resources match.')).toBeTruthy()
  })
})
