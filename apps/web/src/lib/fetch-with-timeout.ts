/** Every call gives up after 30 s (spec §7, §9). */
export const REQUEST_TIMEOUT_MS = 30_000

/** `fetch` that aborts after `timeoutMs`, still honouring the caller's own abort signal. */
export function fetchWithTimeout(timeoutMs = REQUEST_TIMEOUT_MS): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    return fetch(input, { ...init, signal })
  }
}
