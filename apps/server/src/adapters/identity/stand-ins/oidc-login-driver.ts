// Walks oidc-provider's development login and consent forms as a browser would (cookies, redirects, form
// posts) and answers the address it finally sends the browser to: the client's redirect_uri with the code.
// For integration tests that cannot open a browser.

type Jar = Map<string, string>

function remember(jar: Jar, res: Response) {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const at = pair!.indexOf('=')
    if (at > 0) jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim())
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

function formOf(html: string, pageUrl: string): { action: string; fields: Record<string, string> } | null {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
  if (!action) return null
  const fields: Record<string, string> = {}
  for (const [, name, value] of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields[name!] = value!
  return { action: new URL(action.replaceAll('&amp;', '&'), pageUrl).toString(), fields }
}

/** Signs in as `login` at the provider, starting from the authorization address; answers the final redirect. */
export async function signInAtOidcProvider(authorizationUrl: string, login: string, issuer: string): Promise<string> {
  const jar: Jar = new Map()
  let next: { url: string; body?: URLSearchParams } = { url: authorizationUrl }
  for (let step = 0; step < 12; step++) {
    const res = await fetch(next.url, {
      method: next.body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(jar), ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: next.body,
    })
    remember(jar, res)
    const location = res.headers.get('location')
    if (location) {
      const target = new URL(location, next.url).toString()
      if (!target.startsWith(issuer)) return target
      next = { url: target }
      continue
    }
    const html = await res.text()
    const form = formOf(html, next.url)
    if (!form) throw new Error(`oidc-provider answered ${res.status} without a form or redirect: ${html.slice(0, 300)}`)
    const body = new URLSearchParams(form.fields)
    if (html.includes('name="login"')) {
      body.set('login', login)
      body.set('password', 'any-password')
    }
    next = { url: form.action, body }
  }
  throw new Error('oidc-provider did not finish the sign-in in 12 steps')
}
