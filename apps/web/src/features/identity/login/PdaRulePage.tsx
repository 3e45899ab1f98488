import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { LoadingIndicator } from '../../../components/LoadingIndicator.tsx'
import { trpc } from '../../../lib/trpc.ts'

/**
 * /pdaRule: the library's purchase-on-demand rule for the signed-in patron (the route requires login) and an
 * "I agree" button; agreeing sets pdaRuleFlag and continues to the purchase-on-demand list.
 */
export function PdaRulePage() {
  const { t } = useTranslation(['login', 'routes'])
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const rule = trpc.identity.pdaRule.useQuery(undefined, { retry: false })
  const accept = trpc.identity.acceptPdaRule.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.identity.pdaRule.invalidate(), utils.identity.me.invalidate()])
      navigate('/drivePurList')
    },
  })
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{t('routes:pdaRule')}</h1>
      {rule.isPending ? (
        <LoadingIndicator />
      ) : rule.isError ? (
        <ErrorPanel title={t('pda.loadFailed')} description={rule.error.message} retryLabel={t('pda.retry')} onRetry={() => void rule.refetch()} retrying={rule.isFetching} />
      ) : (
        <>
          <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 leading-relaxed text-slate-800 shadow-sm">
            {rule.data.ruleText
              .split(/\r?\n/)
              .filter((line) => line.trim())
              .map((line, index) => (
                <p key={index}>{line}</p>
              ))}
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <button
              type="button"
              disabled={accept.isPending}
              onClick={() => accept.mutate()}
              className="rounded bg-slate-800 px-5 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:cursor-wait disabled:bg-slate-500"
            >
              {rule.data.pdaRuleFlag === '1' ? t('pda.continue') : t('pda.agree')}
            </button>
            {rule.data.pdaRuleFlag === '1' ? <span className="text-sm text-green-800">{t('pda.accepted')}</span> : null}
            {accept.isError ? (
              <span role="alert" className="text-sm text-red-800">
                {accept.error.message}
              </span>
            ) : null}
          </div>
        </>
      )}
    </div>
  )
}
