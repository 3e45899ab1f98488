import { LOCALES } from '@portal/contracts'
import { resources } from '@portal/i18n'
import { provideLocaleTexts } from '../lib/i18n.ts'

// Set-up of every web unit test (vitest.config.ts, project web).

// The app fetches one language's texts before it draws (main.tsx); the tests hold all three already.
for (const locale of LOCALES) provideLocaleTexts(locale, resources[locale])

/**
 * happy-dom's IntersectionObserver never reports anything: this one reports every observed element as on the screen
 * at once (a screen as tall as the page), so parts drawn when the reader comes near them (WhenNearScreen) are drawn.
 */
class OnScreenObserver {
  readonly root = null
  readonly rootMargin = '0px'
  readonly thresholds = [0]
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1, time: 0 } as unknown as IntersectionObserverEntry
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver))
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
}
globalThis.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver
