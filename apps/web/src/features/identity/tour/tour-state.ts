// The guided tour's place, kept in localStorage (spec §3 "first-login helper step '1','2','3'") so a reload
// resumes it, and the page it started on, where skipping or finishing returns.

const STEP_KEY = 'guideStep'
const RETURN_KEY = 'guidePreviousPage'

export type TourStep = 1 | 2 | 3

export function storedStep(storage: Pick<Storage, 'getItem'>): TourStep {
  const step = storage.getItem(STEP_KEY)
  return step === '2' ? 2 : step === '3' ? 3 : 1
}

export function storeStep(storage: Storage, step: TourStep): void {
  storage.setItem(STEP_KEY, String(step))
}

/** Remembers where the tour started, once: a resumed tour keeps the first page. */
export function rememberReturnPage(storage: Storage, page: string): void {
  if (!storage.getItem(RETURN_KEY)) storage.setItem(RETURN_KEY, page)
}

/** Ends the tour's local state and answers the page to return to. */
export function endTour(storage: Storage): string {
  const page = storage.getItem(RETURN_KEY) || '/Home'
  storage.removeItem(STEP_KEY)
  storage.removeItem(RETURN_KEY)
  // Only a path of this app: a stored value is never followed elsewhere.
  return page.startsWith('/') && !page.startsWith('//') ? page : '/Home'
}
