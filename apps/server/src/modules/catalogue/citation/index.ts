import type { CitationFormat } from '@portal/contracts'
import { apa } from './apa.ts'
import { bibtex } from './bibtex.ts'
import { gbt7714 } from './gbt7714.ts'
import { mla } from './mla.ts'
import { ris } from './ris.ts'
import type { Citation, CitationRecord } from './types.ts'

export { citationRecordOf } from './record.ts'
export type { Citation, CitationRecord } from './types.ts'

/** Each format's formatter, media type and file name ending. */
const FORMATS: Record<CitationFormat, { render: (record: CitationRecord) => string; mimeType: string; ending: string }> = {
  gbt7714: { render: gbt7714, mimeType: 'text/plain', ending: '-gbt7714.txt' },
  apa: { render: apa, mimeType: 'text/plain', ending: '-apa.txt' },
  mla: { render: mla, mimeType: 'text/plain', ending: '-mla.txt' },
  ris: { render: ris, mimeType: 'application/x-research-info-systems', ending: '.ris' },
  bibtex: { render: bibtex, mimeType: 'application/x-bibtex', ending: '.bib' },
}

/** A record cited in one format: the text (the whole file for RIS and BibTeX), a file name and its media type. */
export function formatCitation(format: CitationFormat, record: CitationRecord): Citation {
  const { render, mimeType, ending } = FORMATS[format]
  return { format, text: render(record), fileName: `record-${record.id}${ending}`, mimeType }
}
