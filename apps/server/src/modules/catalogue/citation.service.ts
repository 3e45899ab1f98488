import type { CitationFormat } from '@portal/contracts'
import { AppError } from '../../kernel/app-error.ts'
import type { TenantContext } from '../../data/request-scope.ts'
import { citationRecordOf, formatCitation, type Citation } from './citation/index.ts'
import { LANGUAGES } from './vocabularies.ts'

/**
 * `GET /find/searchResultDetail/exportCitation`: a record cited in GB/T 7714-2015, APA, MLA, RIS or BibTeX.
 * A download link carries no group code header, so the address may name the tenant (`groupCode`): the door
 * (rest/raw/catalogue/citation-export.raw-routes.ts) binds the data to that tenant.
 */
export async function exportCitation(ctx: Pick<TenantContext, 'data'>, input: { recordId: number; format: CitationFormat }): Promise<Citation> {
  const record = await ctx.data.bibRecord.findFirst({ where: { id: input.recordId, suppressed: false } })
  if (!record) throw new AppError('NOT_FOUND', { field: 'recordId' })
  const language = LANGUAGES.find(([code]) => code === record.langCode)
  return formatCitation(input.format, citationRecordOf(record, language && language[0] !== '999' ? language[3] : ''))
}
