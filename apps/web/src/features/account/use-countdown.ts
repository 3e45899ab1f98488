import { useEffect, useState } from 'react'

/** Seconds left until `until` (epoch ms), ticking once a second; 0 once it passed or when there is none. */
export function useCountdown(until: number | null): number {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)))
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    setSeconds(left())
    if (until === null) return
    const timer = window.setInterval(() => {
      const next = left()
      setSeconds(next)
      if (next === 0) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
    // `left` reads only `until`.
  }, [until])
  return seconds
}
