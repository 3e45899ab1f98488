import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'

/** How far below (or above) the screen a deferred part is drawn already: about a third of a phone screen ahead of the reader. */
const AHEAD = '250px 0px'

/**
 * True once the element has come within AHEAD of the screen, and from then on. Where IntersectionObserver is missing,
 * true at once: the part is simply drawn.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, ref])
  return near
}

/**
 * A part of a page drawn only when the reader comes near it: until then `placeholder` holds its place, shaped like
 * the part's own loading state, so nothing jumps when it comes. The part's calls wait too: a phone's first screen
 * does not pay for the blocks far below it.
 */
export function WhenNearScreen({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearScreen(ref)
  if (near) return children
  return (
    <div ref={ref} aria-hidden="true" data-testid="not-yet-drawn">
      {placeholder}
    </div>
  )
}
