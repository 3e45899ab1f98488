import { afterEach, describe, expect, it } from 'vitest'
import { chosenLibCode, rememberLibCode } from './chosen-library.ts'

afterEach(() => window.localStorage.clear())

describe('chosen library', () => {
  it('is kept per portal of the host: a choice in /binjiang/ does not apply at /', () => {
    rememberLibCode(window.localStorage, '90000200002', '/binjiang/')
    expect(chosenLibCode(window.localStorage, '/binjiang/')).toBe('90000200002')
    expect(chosenLibCode(window.localStorage, '/')).toBe('')
  })
  it('"all libraries" forgets the choice', () => {
    rememberLibCode(window.localStorage, '90000200002', '/binjiang/')
    rememberLibCode(window.localStorage, '', '/binjiang/')
    expect(chosenLibCode(window.localStorage, '/binjiang/')).toBe('')
  })
})
