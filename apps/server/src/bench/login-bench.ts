import os from 'node:os'
import { parseArgs } from 'node:util'

// `pnpm bench:login [--url http://127.0.0.1:3000] [--group 900001] [--seconds 10]`
// Measures patron sign-in over HTTP (captcha + POST /oga/login, as clients do it) against a running portal
// started for it: `TRUST_PROXY=true CAPTCHA_FIXED_CODE=BENCH RATE_LIMIT_PER_MINUTE=1000000 pnpm start`
// (TRUST_PROXY lets each simulated patron come from its own X-Forwarded-For address). Three runs:
// one patron at a time, four at once, and four at once while one address floods 1,000 wrong passwords (at an
// account that does not exist by default, so no demo patron is left locked).

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    group: { type: 'string', default: '900001' },
    user: { type: 'string', default: 'reader' },
    password: { type: 'string', default: 'Reader@2026' },
    victim: { type: 'string', default: 'bench-no-such-patron' },
    captcha: { type: 'string', default: 'BENCH' },
    seconds: { type: 'string', default: '10' },
  },
})
const base = values.url.replace(/\/+$/, '')
const seconds = Math.max(1, Number(values.seconds) || 10)

type Envelope = { success: boolean; errCode: number; message: string; data: unknown }

async function call(path: string, address: string, body?: unknown): Promise<Envelope> {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { groupCode: values.group, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: body ? JSON.stringify(body) : undefined,
  })
  return (await res.json()) as Envelope
}

/** One sign-in as a client does it: a captcha, then the login. Returns milliseconds and the envelope. */
async function signIn(address: string, username: string, password: string) {
  const started = performance.now()
  const captcha = await call('/oga/verifycode/img', address)
  const codeKey = (captcha.data as { codeKey: string }).codeKey
  const answer = await call('/oga/login', address, { username, password, verifyCode: values.captcha, codeKey, mappingPath: '', nextpath: '/Home', uid: '' })
  return { ms: performance.now() - started, answer }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }
}

/** `clients` patrons signing in one after another for the given time, each from its own address. */
async function patrons(clients: number, forSeconds: number) {
  const times: number[] = []
  let failures = 0
  const until = performance.now() + forSeconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      while (performance.now() < until) {
        const { ms, answer } = await signIn(`10.1.0.${i + 1}`, values.user, values.password)
        if (answer.success) times.push(ms)
        else failures++
      }
    }),
  )
  return { ...summary(times), perSecond: times.length / forSeconds, failures }
}

/** 1,000 wrong passwords for another account from one address, as fast as the server answers them. */
async function flood() {
  const started = performance.now()
  const codes = new Map<string, number>()
  for (let i = 0; i < 1000; i++) {
    const { answer } = await signIn('10.9.9.9', values.victim, `wrong-${i}`)
    const code = answer.success ? 'SUCCESS' : String(answer.errCode)
    codes.set(code, (codes.get(code) ?? 0) + 1)
  }
  return { seconds: (performance.now() - started) / 1000, codes: Object.fromEntries(codes) }
}

const fmt = (r: { count: number; p50: number; p95: number; p99: number; perSecond: number; failures: number }) =>
  `${r.count} sign-ins, ${r.perSecond.toFixed(1)}/s, p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, ${r.failures} refused`

console.log(`bench:login against ${base} (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}), ${seconds} s per run`)
const warm = await signIn('10.1.0.250', values.user, values.password)
if (!warm.answer.success) {
  console.error(`sign-in failed (${warm.answer.message}): start the portal with TRUST_PROXY=true CAPTCHA_FIXED_CODE=${values.captcha} RATE_LIMIT_PER_MINUTE=1000000`)
  process.exit(2)
}
console.log(`one patron at a time:         ${fmt(await patrons(1, seconds))}`)
console.log(`four patrons at once:         ${fmt(await patrons(4, seconds))}`)
const [during, attack] = await Promise.all([patrons(4, seconds), flood()])
console.log(`four patrons during a flood:  ${fmt(during)}`)
console.log(`the flood: 1,000 wrong passwords from one address in ${attack.seconds.toFixed(1)} s, answers by errCode ${JSON.stringify(attack.codes)}`)
