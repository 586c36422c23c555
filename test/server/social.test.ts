import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  GetUserInfoResponse,
  IntegrationTokenResponse,
  MemberCode,
} from '../../src/contract/index.ts'
import { errorOf, startTestServer, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** The site starts the sign-in (sw_state cookie + state), the platform calls back with the code and the state. */
async function exchange(code: string) {
  const start = await server.app.inject({ method: 'POST', url: '/api/Member/SocialSignInStart' })
  const state = start.json<{ state: string }>().state
  const cookie = start.cookies.find((c) => c.name === 'sw_state')?.value ?? ''
  return server.app.inject({
    method: 'POST',
    url: '/api/Member/IntegrationToken',
    cookies: { sw_state: cookie },
    payload: { code, ip: '203.0.113.5', country: 'KR', state },
  })
}
const sessionCookie = (r: Awaited<ReturnType<typeof exchange>>) =>
  r.cookies.find((c) => c.name === 'jwt_token')?.value ?? null

describe('social-platform sign-in through the local adapter (spec 1 §4)', () => {
  it.each([
    ['demo-social-ok', 'personal', false],
    ['demo-social-first', 'socialnew', true],
  ] as const)(
    '%s → errCode 0, a token and the session of %s (first login %s)',
    async (code, id, first) => {
      const response = await exchange(code)
      expect(response.statusCode).toBe(200)
      const body = IntegrationTokenResponse.parse(response.json())
      expect(body.result.errCode).toBe(0)
      expect(body.isFirstLogin).toBe(first)
      expect(sessionCookie(response)).toBe(body.token)
      const info = await server.app.inject({
        method: 'GET',
        url: '/api/Member/GetUserInfo',
        headers: { authorization: `Bearer ${body.token}` },
      })
      expect(GetUserInfoResponse.parse(info.json()).userInfo.id).toBe(id)
    },
  )

  it.each([
    ['demo-social-warning', MemberCode.socialWarning],
    ['demo-social-blocked', MemberCode.socialBlocked],
    ['demo-social-other', -1],
    ['an-unknown-code', -1],
  ])('%s → errCode %i, no token, no cookie', async (code, errCode) => {
    const response = await exchange(code)
    expect(response.statusCode).toBe(200)
    const body = IntegrationTokenResponse.parse(response.json())
    expect(body.result.errCode).toBe(errCode)
    expect(body.token).toBe('')
    expect(sessionCookie(response)).toBeNull()
  })

  it('demo-social-unverified → HTTP 400 with the envelope', async () => {
    const response = await exchange('demo-social-unverified')
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).errMsg).toMatch(/not verified/)
    expect(sessionCookie(response)).toBeNull()
  })

  it('an empty code is a validation error', async () => {
    expect((await exchange('')).statusCode).toBe(400)
  })
})
