import { escapeHtml } from './bean2list.ts'

// Draws a plain book cover (title, author, a colour of its own) so every record has an image even
// without a cover service. Text is escaped; nothing from the catalogue is interpreted as markup.

const PALETTE = ['#25313d', '#0b4f6c', '#5b3758', '#2f5d50', '#7a4419', '#3d405b', '#6b2737', '#264653']
const isWide = (char: string) => /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u.test(char)

function hash(text: string): number {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0)!, 16777619)
  return h >>> 0
}

/** Breaks text into lines of about `width` half-width units: CJK by character, other scripts by word. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  let used = 0
  const tokens = text.match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/gu) ?? []
  for (const token of tokens) {
    const size = [...token].reduce((n, c) => n + (isWide(c) ? 2 : 1), 0)
    if (/^\s+$/.test(token)) {
      if (line) { line += ' '; used += 1 }
      continue
    }
    if (used + size > width && line.trim()) {
      lines.push(line.trim())
      line = ''
      used = 0
    }
    line += token
    used += size
  }
  if (line.trim()) lines.push(line.trim())
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/.$/u, '')}…`
    return kept
  }
  return lines
}

export function drawCover(title: string, author: string): string {
  const colour = PALETTE[hash(title) % PALETTE.length]
  const titleLines = wrapText(title || '—', 18, 6)
  const authorLines = wrapText(author, 24, 2)
  const text = (lines: string[], y: number, size: number, step: number) =>
    lines.map((l, i) => `<text x="150" y="${y + i * step}" font-size="${size}" text-anchor="middle">${escapeHtml(l)}</text>`).join('')
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420" viewBox="0 0 300 420" role="img">',
    `<title>${escapeHtml(title)}</title>`,
    `<rect width="300" height="420" fill="${colour}"/>`,
    '<rect x="16" y="16" width="268" height="388" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>',
    '<g fill="#ffffff" font-family="Noto Sans CJK SC, Noto Sans, sans-serif">',
    text(titleLines, 120, 24, 34),
    `<g fill-opacity="0.85">${text(authorLines, 340, 16, 22)}</g>`,
    '</g></svg>',
  ].join('')
}
