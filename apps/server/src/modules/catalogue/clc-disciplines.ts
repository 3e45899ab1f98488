/**
 * The Ministry-of-Education discipline (discode1) a CLC class falls under, for records that carry a CLC
 * number but no discipline: most Chinese MARC has 690 and no discipline code, and the home page's subject
 * tiles and the `disCode` filters of the hot lists need one. The longest matching prefix wins.
 */
const CLC_PREFIX_TO_DISCIPLINE: readonly [prefix: string, discode1: string][] = [
  ['A', '03'], ['B', '01'], ['C93', '12'], ['C', '03'], ['D', '03'], ['E', '11'], ['F27', '12'], ['F', '02'],
  ['G2', '12'], ['G', '04'], ['H', '05'], ['I', '05'], ['J', '13'], ['K9', '07'], ['K', '06'], ['N', '07'],
  ['O', '07'], ['P', '07'], ['Q', '07'], ['R', '10'], ['S', '09'], ['T', '08'], ['U', '08'], ['V', '08'], ['X', '08'],
]

export function disciplineOfClc(clc: string): string | null {
  const code = clc.trim().toUpperCase()
  let best: readonly [string, string] | null = null
  for (const entry of CLC_PREFIX_TO_DISCIPLINE)
    if (code.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry
  return best ? best[1] : null
}

/** Disciplines of a record's CLC numbers, distinct, in the order of the numbers. */
export function disciplinesOfClcClasses(classes: readonly string[]): string[] {
  return [...new Set(classes.map(disciplineOfClc).filter((d): d is string => d !== null))]
}
