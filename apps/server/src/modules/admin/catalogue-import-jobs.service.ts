import { randomUUID } from 'node:crypto'
import { importCatalogue, type ImportFormat } from '../catalogue-import/index.ts'
import { type CirculationImportSummary, importCirculation, isCirculationProfile } from '../circulation-import/index.ts'
import type { StaffContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'

type Job = {
  id: string
  tenantId: number
  fileName: string
  status: 'running' | 'done' | 'failed'
  startedAt: string
  progress: { read: number; written: number; failed: number; recordsPerSecond: number }
  /** The catalogue import's summary, or for the patrons and loans profiles the circulation import's. */
  summary: Awaited<ReturnType<typeof importCatalogue>> | CirculationImportSummary | null
  error: string | null
}

/** Import jobs of this process; an import outlives the request that uploaded it (large files take minutes). */
const jobs = new Map<string, Job>()
const KEEP_JOBS = 50

/**
 * Starts importing an uploaded catalogue file for the staff member's tenant and answers at once with the
 * job; `importJobStatus` reports progress and, at the end, the import summary with every failed record.
 * The profiles `patrons` and `loans` import a circulation CSV instead (docs/import.md).
 */
export async function startCatalogueImport(
  ctx: Pick<StaffContext, 'data' | 'ports' | 'tenant'>,
  input: { fileName: string; data: Buffer; format: ImportFormat; profile?: string },
) {
  const tenant = await ctx.tenant()
  const search = ctx.ports.search
  const circulation = isCirculationProfile(input.profile) ? input.profile : null
  if (!search && !circulation) throw new AppError('SERVICE_UNAVAILABLE')
  if (!input.data.length) throw new AppError('VALIDATION_FAILED', { issues: [{ path: '(body)', message: 'the file is empty' }] })
  const job: Job = {
    id: randomUUID(), tenantId: tenant.id, fileName: input.fileName, status: 'running', startedAt: new Date().toISOString(),
    progress: { read: 0, written: 0, failed: 0, recordsPerSecond: 0 }, summary: null, error: null,
  }
  jobs.set(job.id, job)
  for (const old of [...jobs.keys()].slice(0, Math.max(0, jobs.size - KEEP_JOBS))) jobs.delete(old)
  const onProgress = (p: Job['progress']) => (job.progress = { read: p.read, written: p.written, failed: p.failed, recordsPerSecond: Math.round(p.recordsPerSecond) })
  const run: Promise<NonNullable<Job['summary']>> = circulation
    ? importCirculation({ data: ctx.data }, { tenantId: tenant.id, profile: circulation, file: { name: input.fileName, data: input.data } }, onProgress)
    : importCatalogue(
        { data: ctx.data, indexer: search!.indexer },
        { tenantId: tenant.id, files: [{ name: input.fileName, data: input.data }], format: input.format, profile: input.profile },
        onProgress,
      )
  void run.then(
    (summary) => Object.assign(job, { status: 'done', summary }),
    (error: unknown) => Object.assign(job, { status: 'failed', error: error instanceof Error ? error.message : String(error) }),
  )
  return { jobId: job.id, status: job.status }
}

export async function importJobStatus(ctx: Pick<StaffContext, 'tenant'>, input: { jobId: string }) {
  const tenant = await ctx.tenant()
  const job = jobs.get(input.jobId)
  if (!job || job.tenantId !== tenant.id) throw new AppError('NOT_FOUND', { field: 'jobId' })
  return job
}
