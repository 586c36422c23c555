import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MemberCode } from '../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../server/account/index.ts'
import { errorOf, signIn, startTestServer, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '3' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const from = (address: string, id: string, pw: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/Member/Login',
    remoteAddress: address,
    payload: { id, pw },
  })

describe('failed sign-ins are limited (LOGIN_RATE_LIMIT=3 per 15 minutes)', () => {
  it('per account: the 4th attempt on one id answers 429, even with the right password and from elsewhere', async () => {
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const r = await from(address, 'personal', 'Wrong!pass1')
      expect(r.json()).toMatchObject({ loginInfo: { loginResult: MemberCode.loginInvalid } })
    }
    const blocked = await from('10.0.0.4', 'personal', DEMO_PASSWORD)
    expect(blocked.statusCode).toBe(429)
    expect(errorOf(blocked).errCode).toBe(-429)
    expect(errorOf(blocked).errMsg).toMatch(/too many failed sign-ins/i)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.cookies.find((c) => c.name === 'jwt_token')).toBeUndefined()
    // another account is not affected
    const other = await from('10.0.0.5', 'company', DEMO_PASSWORD)
    expect(other.json()).toMatchObject({ loginInfo: { loginResult: 0 } })
  })

  it('per address: guessing across ids from one address is stopped too', async () => {
    for (const id of ['nobody1', 'nobody2', 'nobody3'])
      expect((await from('10.1.1.1', id, 'Wrong!pass1')).statusCode).toBe(200)
    const blocked = await from('10.1.1.1', 'personal', DEMO_PASSWORD)
    expect(blocked.statusCode).toBe(429)
    expect((await from('10.1.1.2', 'personal', DEMO_PASSWORD)).json()).toMatchObject({
      loginInfo: { loginResult: 0 },
    })
  })

  it('blank fields and successful sign-ins do not count', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn(server.app, 'personal', '')).body.loginInfo.loginResult).toBe(
        MemberCode.loginBlank,
      )
    for (let i = 0; i < 4; i++)
      expect((await signIn(server.app, 'personal', DEMO_PASSWORD)).body.loginInfo.loginResult).toBe(
        0,
      )
  })
})
