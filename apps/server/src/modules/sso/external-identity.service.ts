import type { IdentityProvider } from '@portal/db'
import type { TenantData } from '../../data/tenant-data.ts'
import type { ExternalAccount } from '../../ports/identity-provider.port.ts'
import { AppError } from '../../kernel/app-error.ts'
import { matchSettings } from '../../kernel/provider-settings.ts'

/** The provider's tenant's data (or a transaction of it): links and patrons of that tenant only. */
type Data = Pick<TenantData, 'externalIdentity' | 'patron'>

/** The patron an account of this provider was linked to before (and still exists), or null. */
export async function linkedPatronId(data: Data, provider: Pick<IdentityProvider, 'id'>, subject: string): Promise<number | null> {
  const link = await data.externalIdentity.findUnique({ where: { providerId_subject: { providerId: provider.id, subject } }, include: { patron: { select: { deletedAt: true } } } })
  if (!link || link.patron.deletedAt) return null
  await data.externalIdentity.update({ where: { id: link.id }, data: { lastUsedAt: new Date() } })
  return link.patronId
}

/**
 * The patron the provider's account names by the configured attribute (`matchBy` primaryId or username,
 * `attribute` or else the subject itself), within the provider's tenant only.
 */
export async function matchingPatronId(data: Data, provider: IdentityProvider, account: ExternalAccount): Promise<number | null> {
  const { matchBy, attribute } = matchSettings(provider)
  const value = (attribute ? account.attributes[attribute]?.[0] : account.subject)?.trim()
  if (!value) return null
  const where = matchBy === 'username' ? { username: value } : { primaryId: value }
  const patron = await data.patron.findFirst({ where: { deletedAt: null, ...where }, select: { id: true } })
  return patron?.id ?? null
}

/**
 * Remembers that `subject` at `provider` is this patron. Linking the same pair again is fine; an account
 * linked to someone else, or a patron already linked to another account of the provider, is ALREADY_BOUND.
 */
export async function linkIdentity(data: Data, provider: Pick<IdentityProvider, 'id' | 'tenantId'>, subject: string, patronId: number): Promise<void> {
  const existing = await data.externalIdentity.findMany({ where: { providerId: provider.id, OR: [{ subject }, { patronId }] } })
  if (existing.some((link) => link.subject === subject && link.patronId === patronId)) return
  if (existing.length) throw new AppError('ALREADY_BOUND')
  try {
    await data.externalIdentity.create({ data: { tenantId: provider.tenantId, providerId: provider.id, subject, patronId } })
  } catch (error) {
    // Two bindings racing for the same account or patron: the unique keys decide, the loser is told.
    if ((error as { code?: string }).code === 'P2002') throw new AppError('ALREADY_BOUND', {}, { cause: error })
    throw error
  }
}
