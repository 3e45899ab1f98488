/** The message of a failed call: the server already put it in the patron's language (errors:<code>). */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

/** The error code a failed tRPC call carries (data.appCode), for the few answers a page reacts to. */
export function serverCode(error: unknown): string | null {
  const data = (error as { data?: { appCode?: unknown } } | null)?.data
  return typeof data?.appCode === 'string' ? data.appCode : null
}
