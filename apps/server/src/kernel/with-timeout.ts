import { AppError } from './app-error.ts'

/** Runs `work` but answers TIMEOUT after `ms` (the spec's 30 s request limit), clearing the timer either way. */
export async function withTimeout<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('TIMEOUT')), ms)
  })
  try {
    return await Promise.race([work(), timeout])
  } finally {
    clearTimeout(timer)
  }
}
