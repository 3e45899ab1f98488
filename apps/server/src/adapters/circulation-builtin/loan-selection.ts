import type { Prisma } from '@portal/db'
import type { PatronData, TenantData } from '../../data/tenant-data.ts'
import type { LoanSelection } from '../../ports/circulation.port.ts'

// Which of the patron's loans a list holds (the port's LoanSelection), as a where-clause over their Loan rows.
//
// A tenant is a library group, the union its libraries lend across. A union (alliance) loan of a patron who takes
// part in union lending (Patron.lendingParticipation) is one of a copy of another library of the group than their
// home library (Patron.homeLibraryId; the group's main library when they have not chosen one, as /oga/userinfo
// answers), or one a partner outside the group lent (Loan.isUnion, kept without a copy of ours). A patron who does
// not take part has none: what they borrowed at a branch is an ordinary loan. Issue loans are those of copies of
// serial records (BibRecord.docType 'journal').

/** Matches no row: a selection that cannot hold anything. */
const NOTHING: Prisma.LoanWhereInput = { id: { in: [] } }

async function unionFilter(scope: { data: TenantData; mine: PatronData }): Promise<Prisma.LoanWhereInput> {
  const me = await scope.mine.patron.findFirst({ select: { homeLibraryId: true, lendingParticipation: true } })
  if (!me?.lendingParticipation) return NOTHING
  const home = me.homeLibraryId ?? (await scope.data.library.findFirst({ where: { isMain: true }, orderBy: { id: 'asc' }, select: { id: true } }))?.id
  if (home === undefined) return { isUnion: true }
  return { OR: [{ isUnion: true }, { item: { is: { libraryId: { not: home } } } }] }
}

export async function selectionFilter(scope: { data: TenantData; mine: PatronData }, selection: LoanSelection | undefined): Promise<Prisma.LoanWhereInput> {
  const ids: Prisma.LoanWhereInput = selection?.loanIds ? { id: { in: [...selection.loanIds] } } : {}
  switch (selection?.kind ?? 'all') {
    case 'union': return { AND: [ids, await unionFilter(scope)] }
    case 'issues': return { ...ids, record: { is: { docType: 'journal' } } }
    default: return ids
  }
}
