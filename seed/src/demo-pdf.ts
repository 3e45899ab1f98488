import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { DemoRecord } from './seed-catalogue.ts'

// The demo portal's digitised items: a short PDF drawn from the catalogue record (title page, abstract,
// a note saying what the file is). The standard PDF fonts cover Latin script only, so only records in
// Latin script get one; the bytes depend on the record alone (fixed dates), so seeding is repeatable.

const PAGE = { width: 595.28, height: 841.89, margin: 64 } // A4, in points
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1))

/** What the standard fonts' WinAnsi encoding cannot draw becomes '?', so drawing never throws. */
function drawable(font: PDFFont, text: string): string {
  return [...text.normalize('NFC')].map((ch) => { try { font.encodeText(ch); return ch } catch { return '?' } }).join('')
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of drawable(font, text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  return line ? [...lines, line] : lines
}

type Pen = { page: PDFPage; y: number }

function write(pen: Pen, font: PDFFont, text: string, size: number, gapAfter = size * 0.6) {
  for (const line of wrap(font, text, size, PAGE.width - 2 * PAGE.margin)) {
    pen.page.drawText(line, { x: PAGE.margin, y: pen.y, size, font, color: rgb(0.1, 0.12, 0.16) })
    pen.y -= size * 1.35
  }
  pen.y -= gapAfter
}

export function canDrawDemoPdf(record: DemoRecord): boolean {
  return record.script === 'latin'
}

/** A three-page PDF describing the record. */
export async function demoPdf(record: DemoRecord): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(record.title)
  pdf.setAuthor(record.authors.join(', '))
  pdf.setCreator('Library discovery portal demo data')
  pdf.setProducer('pdf-lib')
  pdf.setCreationDate(FIXED_DATE)
  pdf.setModificationDate(FIXED_DATE)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const newPage = (): Pen => ({ page: pdf.addPage([PAGE.width, PAGE.height]), y: PAGE.height - PAGE.margin - 24 })

  const cover = newPage()
  cover.y = PAGE.height * 0.7
  if (record.institution) write(cover, regular, record.institution.toUpperCase(), 12, 36)
  write(cover, bold, record.title, 24, 10)
  if (record.subtitle) write(cover, regular, record.subtitle, 15, 10)
  write(cover, regular, `by ${record.authors.join(', ')}`, 14, 40)
  const degree = record.degree ? `A ${record.degree === 'doctor' ? 'doctoral' : record.degree === 'master' ? "master's" : "bachelor's"} thesis` : (record.publisher ?? '')
  write(cover, regular, [degree, record.publishPlace, record.publishYear].filter(Boolean).join(' · '), 12)

  const abstract = newPage()
  write(abstract, bold, record.degree ? 'Abstract' : 'Summary', 18, 12)
  write(abstract, regular, record.summary ?? 'No summary is recorded for this work.', 12, 18)
  if (record.subjects.length) {
    write(abstract, bold, 'Subjects', 13, 4)
    write(abstract, regular, record.subjects.join('; '), 12, 18)
  }
  if (record.clc.length) write(abstract, regular, `Chinese Library Classification: ${record.clc.join(', ')}`, 11)

  const note = newPage()
  write(note, bold, 'About this file', 18, 12)
  write(note, regular, 'This PDF was generated for the demonstration portal from the catalogue record of the work. It is not the original text; a library puts its own digitised copies in its place.', 12)

  pdf.getPages().forEach((page, index, pages) => {
    page.drawText(`${index + 1} / ${pages.length}`, { x: PAGE.width / 2 - 12, y: 32, size: 9, font: regular, color: rgb(0.45, 0.47, 0.5) })
  })
  return pdf.save({ useObjectStreams: false })
}
