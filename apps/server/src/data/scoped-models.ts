import { Prisma } from '@portal/db'

// Which tables belong to a tenant, and which of those to a patron, read from the generated client (every model's
// scalar-field list), so a model added to the schema is scoped from the moment it exists.

const fieldsOf = (model: string): Record<string, string> => (Prisma as unknown as Record<string, Record<string, string> | undefined>)[`${model}ScalarFieldEnum`] ?? {}
const MODELS: readonly string[] = Object.values(Prisma.ModelName)

/** Models with a `tenantId` column: every row belongs to one tenant. */
export const TENANT_MODELS: ReadonlySet<string> = new Set(MODELS.filter((m) => 'tenantId' in fieldsOf(m)))

/** Tenant models with a `patronId` column: the patron's own rows (their comments, loans, favourites …). */
export const PATRON_MODELS: ReadonlySet<string> = new Set(MODELS.filter((m) => TENANT_MODELS.has(m) && 'patronId' in fieldsOf(m)))

/** The client's property name of a model (`BibRecord` → `bibRecord`), as services write it. */
export const delegateName = (model: string) => model.charAt(0).toLowerCase() + model.slice(1)
