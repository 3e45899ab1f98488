import { SaxesParser } from 'saxes'
import type { ExternalAccount } from '../../ports/identity-provider.port.ts'

const CAS_NS = 'http://www.yale.edu/tp/cas'

export type CasValidation = { ok: true; account: ExternalAccount } | { ok: false; code: string }

/**
 * Reads a CAS serviceValidate answer (CAS protocol 2.0 / 3.0 XML): the user and the cas:attributes on
 * success, the failure code otherwise. saxes resolves no external entities; a DOCTYPE is refused outright,
 * so neither XXE nor entity expansion can reach us through a CAS server.
 */
export function parseCasValidation(xml: string): CasValidation {
  const parser = new SaxesParser({ xmlns: true })
  const stack: string[] = []
  let text = ''
  let user: string | null = null
  let failure: string | null = null
  const attributes: Record<string, string[]> = {}
  parser.on('doctype', () => {
    throw new Error('DOCTYPE not allowed in a CAS answer')
  })
  parser.on('opentag', (tag) => {
    stack.push(tag.uri === CAS_NS ? tag.local : `{${tag.uri}}${tag.local}`)
    text = ''
    if (tag.uri === CAS_NS && tag.local === 'authenticationFailure') {
      const code = tag.attributes.code
      failure = (typeof code === 'string' ? code : code?.value) || 'UNKNOWN'
    }
  })
  parser.on('text', (chunk) => {
    text += chunk
  })
  parser.on('closetag', () => {
    const path = stack.join('/')
    const local = stack.pop()
    if (path === 'serviceResponse/authenticationSuccess/user') user = text.trim()
    else if (local && stack.join('/') === 'serviceResponse/authenticationSuccess/attributes') (attributes[local] ??= []).push(text.trim())
    text = ''
  })
  parser.write(xml).close()
  if (failure) return { ok: false, code: failure }
  if (!user) return { ok: false, code: 'NO_USER' }
  return { ok: true, account: { subject: user, attributes } }
}
