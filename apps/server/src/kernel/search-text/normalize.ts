import * as OpenCC from 'opencc-js/t2cn'

// Text folding shared by indexing, querying and highlighting: NFKC (full-width letters, compatibility
// forms such as Ⅱ), Traditional → Simplified Chinese, lowercase. Index and query must fold the same way,
// so everything goes through `normalize`.

let toSimplified: ((text: string) => string) | undefined

/** opencc-js builds its dictionaries on first use (~tens of ms); do that once, and only when Han text shows up. */
function simplifier(): (text: string) => string {
  // 'tw' also folds Taiwan-specific variants (e.g. 裡, 著) before the Traditional → Simplified step.
  toSimplified ??= OpenCC.Converter({ from: 'tw', to: 'cn' })
  return toSimplified
}

const HAN = /\p{Script=Han}/u

export function hasHan(text: string): boolean {
  return HAN.test(text)
}

// Short values (names, publishers, subjects, places) repeat across a catalogue: their folded form is
// remembered, which spares the indexer most opencc conversions. Bounded; emptied when full.
const MEMO_MAX_LENGTH = 80
const MEMO_MAX_ENTRIES = 50_000
const memo = new Map<string, string>()

function fold(text: string): string {
  const nfkc = text.normalize('NFKC')
  return (hasHan(nfkc) ? simplifier()(nfkc) : nfkc).toLowerCase()
}

/** NFKC → Traditional-to-Simplified (only when there is Han text) → lowercase. */
export function normalize(text: string): string {
  if (text.length > MEMO_MAX_LENGTH) return fold(text)
  let folded = memo.get(text)
  if (folded === undefined) {
    if (memo.size >= MEMO_MAX_ENTRIES) memo.clear()
    folded = fold(text)
    memo.set(text, folded)
  }
  return folded
}

/**
 * Normalises like `normalize`, but also says where each UTF-16 unit of the result came from in the
 * original, so matches found on folded text can be marked on the original (highlighting).
 * NFKC and lowercase run per code point (they may change lengths, e.g. Ⅱ → ii); opencc runs on the whole
 * string for its phrase rules and is used only when it preserves the length (measured: it does on all
 * real titles), otherwise per character.
 */
export function normalizeWithMap(text: string): { folded: string; origin: number[] } {
  let folded = ''
  const origin: number[] = []
  let index = 0
  for (const char of text) {
    const piece = char.normalize('NFKC').toLowerCase()
    folded += piece
    for (let i = 0; i < piece.length; i++) origin.push(index)
    index += char.length
  }
  if (hasHan(folded)) {
    const convert = simplifier()
    const whole = convert(folded)
    if (whole.length === folded.length) folded = whole
    else {
      let perChar = ''
      for (const char of folded) {
        const converted = convert(char)
        perChar += converted.length === char.length ? converted : char
      }
      folded = perChar
    }
  }
  return { folded, origin }
}
