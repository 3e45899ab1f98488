import { useCallback, useEffect, useRef, useState } from 'react'

/** One captcha as the server hands it out: an image (data URL) and the key its answer is checked against. */
export type Captcha = { verifyCode: string; codeKey: string }

export type CaptchaState = {
  /** The image to show (a data URL), null before the first one arrived or after a failed load. */
  image: string | null
  /** The key to send with the typed code; null while none is loaded (a failed load forgets it, spec §8). */
  codeKey: string | null
  loading: boolean
  /** The last load failed (network, server). */
  failed: boolean
  /** Asks for a new image; the answer typed for the old one is then useless. */
  refresh: () => void
}

/**
 * Loads a captcha with `fetchCaptcha` (identity.captcha, or the password-reset one) when `enabled`, and again
 * on every `refresh()`. Answers that arrive after a newer request are dropped, so a quick double click
 * never pairs the newer image with the older key.
 */
export function useCaptcha(fetchCaptcha: () => Promise<Captcha>, { enabled = true }: { enabled?: boolean } = {}): CaptchaState {
  const fetchRef = useRef(fetchCaptcha)
  useEffect(() => {
    fetchRef.current = fetchCaptcha
  })
  const latestRequest = useRef(0)
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)

  const refresh = useCallback(() => {
    const request = ++latestRequest.current
    setLoading(true)
    setFailed(false)
    fetchRef.current().then(
      (next) => {
        if (request !== latestRequest.current) return
        setCaptcha(next)
        setLoading(false)
      },
      () => {
        if (request !== latestRequest.current) return
        setCaptcha(null)
        setFailed(true)
        setLoading(false)
      },
    )
  }, [])

  useEffect(() => {
    if (enabled) refresh()
  }, [enabled, refresh])

  return { image: captcha?.verifyCode ?? null, codeKey: captcha?.codeKey ?? null, loading, failed, refresh }
}
