import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationTokenResponse } from '../../../src/contract/index.ts'
import { startTestServer, type TestServer } from '../helpers.ts'

/** Issue 10, finding 8: /member/swauth?code=... must not sign a visitor in from someone else's link. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

async function start() {
  const r = await server.app.inject({ method: 'POST', url: '/api/Member/SocialSignInStart' })
  const cookie = r.cookies.find((c) => c.name === 'sw_state')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  return { state: r.json<{ state: string }>().state, cookie: cookie?.value ?? '' }
}

const exchange = (payload: object, cookies: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/Member/IntegrationToken', cookies, payload })

const signedIn = (r: Awaited<ReturnType<typeof exchange>>) =>
  r.cookies.some((c) => c.name === 'jwt_token' && c.value !== '')

describe('the social sign-in callback is bound to the state the site set', () => {
  it('a code alone (the login-CSRF link) signs no one in', async () => {
    const r = await exchange({ code: 'demo-social-ok' })
    expect(IntegrationTokenResponse.parse(r.json()).result.errCode).toBe(-1)
    expect(signedIn(r)).toBe(false)
  })

  it('a state without its cookie, or another browser’s state, signs no one in', async () => {
    const mine = await start()
    const theirs = await start()
    for (const [payload, cookies] of [
      [{ code: 'demo-social-ok', state: mine.state }, {}],
      [{ code: 'demo-social-ok', state: theirs.state }, { sw_state: mine.cookie }],
    ] as const) {
      const r = await exchange(payload, cookies)
      expect(IntegrationTokenResponse.parse(r.json()).result.errCode).toBe(-1)
      expect(signedIn(r)).toBe(false)
    }
  })

  it('the matching state signs in once; the cookie is cleared, so the same callback cannot be replayed', async () => {
    const { state, cookie } = await start()
    const r = await exchange({ code: 'demo-social-ok', state }, { sw_state: cookie })
    expect(IntegrationTokenResponse.parse(r.json()).result.errCode).toBe(0)
    expect(signedIn(r)).toBe(true)
    const cleared = r.cookies.find((c) => c.name === 'sw_state')
    expect(cleared?.value).toBe('')
  })
})
