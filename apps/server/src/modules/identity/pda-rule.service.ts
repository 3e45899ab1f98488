import { translate } from '@portal/i18n'
import type { PatronContext } from '../../data/request-scope.ts'

/** TenantParameter holding the library's purchase-on-demand rule text. */
export const PDA_RULE_PARAMETER = 'pdaRule'

/**
 * `/find/pda/getPdaRule`: the purchase-on-demand rule the patron must accept before ordering (spec §2 /pdaRule),
 * the library's own text or, when it has none, a general one in the caller's language, with the patron's
 * pdaRuleFlag ('1' once accepted).
 */
export async function pdaRule(ctx: Pick<PatronContext, 'data' | 'mine' | 'locale'>) {
  const [parameter, patron] = await Promise.all([
    ctx.data.tenantParameter.findFirst({ where: { paraCode: PDA_RULE_PARAMETER } }),
    ctx.mine.patron.findFirst({ select: { pdaRuleAccepted: true } }),
  ])
  const ruleText = parameter?.paraValue.trim() || translate(ctx.locale, 'login', 'pdaRuleDefault')
  return { ruleText, pdaRuleFlag: patron?.pdaRuleAccepted ? ('1' as const) : ('0' as const) }
}

/** `/find/userInfo/updatePdaRuleFlag`: the patron agreed to the rule; it is not asked again. */
export async function acceptPdaRule(ctx: Pick<PatronContext, 'mine'>) {
  await ctx.mine.patron.updateMany({ data: { pdaRuleAccepted: true } })
  return { pdaRuleFlag: '1' as const }
}
