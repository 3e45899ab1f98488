import { execFileSync } from 'node:child_process'

// initdb takes its locale from the environment, which on servers is often plain "C" and then yields a
// SQL_ASCII cluster. The portal stores Chinese text, and pg_trgm only counts characters as word
// characters when the cluster's LC_CTYPE knows them, so the cluster must be UTF-8 with a Unicode-aware
// locale. C.UTF-8 sorts by code point, exists on Debian images, and matches no language's collation
// rules on purpose (ordering rules belong in queries, not in the machine the data happens to live on).

const PREFERRED = ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8']

export function pickClusterLocale(): string | null {
  let available: Set<string>
  try {
    available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split(/\r?\n/).map((l) => l.trim()))
  } catch {
    return null
  }
  return PREFERRED.find((locale) => available.has(locale)) ?? null
}

/** initdb flags for a UTF-8 cluster; with no UTF-8 locale installed, "C" at least keeps the encoding right. */
export function initdbLocaleFlags(locale: string | null): string[] {
  return ['--encoding=UTF8', `--locale=${locale ?? 'C'}`]
}
