import { useTranslation } from 'react-i18next'
import { LoadingIndicator } from '../../../components/LoadingIndicator.tsx'
import { trpc } from '../../../lib/trpc.ts'

/** WeChat's QR sign-in page in a frame 410 px high (spec §2 "QR login modal"); WeChat sends the code to /wxLogin. */
export function WechatQrPanel() {
  const { t } = useTranslation('login')
  const query = trpc.sso.wechatLoginUrl.useQuery(undefined, { staleTime: 60_000 })
  if (query.isPending) return <LoadingIndicator className="h-[410px] py-0" />
  if (query.isError)
    return (
      <p role="alert" className="flex h-[410px] items-center justify-center text-center text-sm text-red-800">
        {query.error.message}
      </p>
    )
  return <iframe title={t('wechat.frameTitle')} src={query.data.url} className="h-[410px] w-full border-0" />
}
