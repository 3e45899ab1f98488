import { afterEach, describe, expect, it, vi } from 'vitest'
import { onContactBindingRequired } from '../../features/identity/session/contact-binding-required.ts'
import { createQueryClient } from './AppProviders.tsx'

const refusal = (appCode: string) => Object.assign(new Error(appCode), { data: { appCode, httpStatus: 403 } })

let unsubscribe = () => {}
afterEach(() => unsubscribe())

describe('the query client’s error handler', () => {
  it('reports a query or mutation refused with CONTACT_BINDING_REQUIRED, and nothing else', async () => {
    const heard = vi.fn()
    unsubscribe = onContactBindingRequired(heard)
    const client = createQueryClient()
    await client.fetchQuery({ queryKey: ['personal'], queryFn: () => Promise.reject(refusal('CONTACT_BINDING_REQUIRED')) }).catch(() => undefined)
    await client.fetchQuery({ queryKey: ['other'], queryFn: () => Promise.reject(refusal('NOT_FOUND')) }).catch(() => undefined)
    expect(heard).toHaveBeenCalledTimes(1)
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(refusal('CONTACT_BINDING_REQUIRED')) })
    await mutation.execute(undefined).catch(() => undefined)
    expect(heard).toHaveBeenCalledTimes(2)
  })
})
