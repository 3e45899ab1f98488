import { trpc } from '../../../lib/trpc.ts'
import { useCaptcha } from '../../../lib/use-captcha.ts'

/** The sign-in captcha (identity.captcha), loaded while `enabled`. */
export function useLoginCaptcha({ enabled = true }: { enabled?: boolean } = {}) {
  const { mutateAsync } = trpc.identity.captcha.useMutation()
  return useCaptcha(() => mutateAsync(), { enabled })
}
