// The server refuses every personal call but contact binding, signing out and "who am I" with
// CONTACT_BINDING_REQUIRED while the library requires a verified e-mail or phone the patron lacks. The query
// client's error handler (app/providers) reports such refusals here; useReturningSession opens /forceBinding.

const CODE = 'CONTACT_BINDING_REQUIRED'
const listeners = new Set<() => void>()

export function isContactBindingRequired(error: unknown): boolean {
  return (error as { data?: { appCode?: unknown } } | null)?.data?.appCode === CODE
}

/** For the query and mutation caches' onError: tells the listeners when a call was refused for want of a contact. */
export function handleContactBindingRequired(error: unknown): void {
  if (isContactBindingRequired(error)) for (const listener of listeners) listener()
}

/** Subscribes to those refusals; answers the unsubscribe. */
export function onContactBindingRequired(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The library requires a verified e-mail or phone and the signed-in patron has neither (as /oga/userinfo says). */
export function needsContactBinding(
  findConfig: { bindMailOrPhone: string },
  user: { emailCheckFlag?: string | null; mobileCheckFlag?: string | null } | null | undefined,
): boolean {
  return findConfig.bindMailOrPhone === '1' && !!user && user.emailCheckFlag !== '1' && user.mobileCheckFlag !== '1'
}
