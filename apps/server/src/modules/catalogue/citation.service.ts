import type { CitationFormat } from '@portal/contracts'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../kernel/request-context.ts'
import { citationRecordOf, formatCitation, type Citation } from './citation/index.ts'
import { LANGUAGES } from './vocabularies.ts'

/**
 * `GET /find/searchResultDetail/exportCitation`: a record cited in GB/T 7714-2015, APA, MLA, RIS or BibTeX.
 * A download link carries no group code header, so the address may name the tenant (`groupCode`).
 */
export async function exportCitation(ctx: RequestContext, input: { recordId: number; format: CitationFormat; groupCode?: string | undefined }): Promise<Citation> {
  const tenant = input.groupCode ? await ctx.db.tenant.findFirst({ where: { groupCode: input.groupCode, active: true } }) : await ctx.tenant()
  if (!tenant) throw new AppError('UNKNOWN_TENANT')
  const record = await ctx.db.bibRecord.findFirst({ where: { id: input.recordId, tenantId: tenant.id, suppressed: false } })
  if (!record) throw new AppError('NOT_FOUND', { field: 'recordId' })
  const language = LANGUAGES.find(([code]) => code === record.langCode)
  return formatCitation(input.format, citationRecordOf(record, language && language[0] !== '999' ? language[3] : ''))
}
