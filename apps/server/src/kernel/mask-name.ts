// Shared by the lists that show readers to other readers (rankings, comments, shared folders).

/** A reader's name as public rankings show it: the first character, the rest masked. */
export function maskName(name: string): string {
  const chars = [...name.trim()]
  if (chars.length <= 1) return chars.join('') || '*'
  return chars[0] + '*'.repeat(Math.min(chars.length - 1, 3))
}
