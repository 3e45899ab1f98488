// Adds a scope column (tenantId, patronId) to the arguments of a Prisma operation: to `where` of every read,
// update and delete, to `data` of every create. A create that names another value of the column is refused
// rather than silently moved: that is a bug in the caller, not something to repair.

type Args = Record<string, unknown>

const FILTERED = new Set([
  'findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy',
  'update', 'updateMany', 'updateManyAndReturn', 'delete', 'deleteMany', 'upsert',
])
const CREATES = new Set(['create', 'createMany', 'createManyAndReturn'])

export class ScopeViolationError extends Error {
  constructor(model: string, column: string, expected: number, given: unknown) {
    super(`${model}: a write for ${column} ${String(given)} through an accessor bound to ${column} ${expected}`)
    this.name = 'ScopeViolationError'
  }
}

/** How one scope column is set: `tenantId` with the `tenant` relation, or `patronId` with `patron`. */
export type ScopeColumn = { column: string; relation: string | null; value: number }

const isRelationWrite = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ['connect', 'create', 'connectOrCreate'].some((k) => k in value)

function scopedData(model: string, data: unknown, scope: ScopeColumn): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data
  const row = data as Args
  if (scope.column in row) {
    if (row[scope.column] !== scope.value) throw new ScopeViolationError(model, scope.column, scope.value, row[scope.column])
    return row
  }
  const relation = scope.relation ? (row[scope.relation] as { connect?: { id?: unknown } } | undefined) : undefined
  if (relation !== undefined) {
    if (relation.connect?.id !== scope.value) throw new ScopeViolationError(model, scope.column, scope.value, relation.connect?.id)
    return row
  }
  // Prisma takes either foreign-key columns or relation writes in one `data`, not both.
  return scope.relation && Object.values(row).some(isRelationWrite) ? { ...row, [scope.relation]: { connect: { id: scope.value } } } : { ...row, [scope.column]: scope.value }
}

/** An update may not move a row out of the scope. */
function checkedUpdate(model: string, data: unknown, scope: ScopeColumn): unknown {
  if (typeof data === 'object' && data !== null && scope.column in data && (data as Args)[scope.column] !== scope.value)
    throw new ScopeViolationError(model, scope.column, scope.value, (data as Args)[scope.column])
  return data
}

/** The caller's filter AND the scope: a filter naming another tenant (or patron) finds nothing rather than the scope's rows. */
function scopedWhere(where: Args, scope: ScopeColumn): Args {
  if (!(scope.column in where) || where[scope.column] === scope.value) return { ...where, [scope.column]: scope.value }
  const and = where.AND === undefined ? [] : Array.isArray(where.AND) ? where.AND : [where.AND]
  return { ...where, AND: [...and, { [scope.column]: scope.value }] }
}

export function scopeArgs(model: string, operation: string, args: Args | undefined, scope: ScopeColumn): Args {
  const out: Args = { ...(args ?? {}) }
  if (FILTERED.has(operation)) out.where = scopedWhere((out.where as Args | undefined) ?? {}, scope)
  if (CREATES.has(operation)) out.data = Array.isArray(out.data) ? out.data.map((d) => scopedData(model, d, scope)) : scopedData(model, out.data, scope)
  if (operation === 'update' || operation === 'updateMany' || operation === 'updateManyAndReturn') out.data = checkedUpdate(model, out.data, scope)
  if (operation === 'upsert') {
    out.create = scopedData(model, out.create, scope)
    out.update = checkedUpdate(model, out.update, scope)
  }
  return out
}
