import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  GetMySessionsResponse,
  LogoutAllResponse,
  MemberCode,
} from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { buildApp } from '../../../server/app.ts'
import { loadConfig } from '../../../server/core/config.ts'
import { errorOf, startTestServer, type TestServer } from '../helpers.ts'

/** Issue 10, findings 3, 6 and 9: sessions in the database, the password-equals-id session, token form. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '1000' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

async function signInOn(device: string, id = 'personal', pw = DEMO_PASSWORD): Promise<string> {
  const r = await server.app.inject({
    method: 'POST',
    url: '/api/Member/Login',
    headers: { 'user-agent': device },
    payload: { id, pw, isRememberMe: true },
  })
  const token = r.json<{ token: string }>().token
  if (!token) throw new Error(`${id} did not sign in`)
  return token
}

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  })
const userInfo = (token: string) => call('GET', '/api/Member/GetUserInfo', token)

describe('sessions are rows: listed, signed out one by one or all at once', () => {
  it('GetMySessions lists each device with its times, the current one marked', async () => {
    const phone = await signInOn('Phone browser')
    await signInOn('Desktop browser')
    const r = await call('GET', '/api/Member/GetMySessions', phone)
    expect(r.statusCode).toBe(200)
    const { sessions } = GetMySessionsResponse.parse(r.json())
    expect(sessions.map((s) => s.device).sort()).toEqual(['Desktop browser', 'Phone browser'])
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Phone browser'])
    for (const s of sessions)
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt))
  })

  it('Logout ends this device only; LogoutAll ends every device', async () => {
    const a = await signInOn('A')
    const b = await signInOn('B')
    const c = await signInOn('C')
    expect((await call('POST', '/api/Member/Logout', a)).statusCode).toBe(200)
    expect((await userInfo(a)).statusCode).toBe(401)
    expect((await userInfo(b)).statusCode).toBe(200)
    const all = await call('POST', '/api/Member/LogoutAll', b)
    expect(LogoutAllResponse.parse(all.json()).signedOut).toBe(2)
    expect((await userInfo(b)).statusCode).toBe(401)
    expect((await userInfo(c)).statusCode).toBe(401)
  })

  it('a password change signs the other devices out and keeps this one', async () => {
    const here = await signInOn('here')
    const there = await signInOn('there')
    const r = await call('POST', '/api/Member/SetMemberField', here, {
      modFld: 'pw',
      keyVals: { val: 'Fresh!pass1', oldVal: DEMO_PASSWORD },
    })
    expect(r.json<{ result: { errCode: number } }>().result.errCode).toBe(0)
    expect((await userInfo(here)).statusCode).toBe(200)
    expect((await userInfo(there)).statusCode).toBe(401)
  })
})

describe('a password equal to the id opens a session for the password change only (finding 6)', () => {
  it('legacy01 may read its info and change its password, nothing else; then the same session is whole', async () => {
    const token = await signInOn('legacy', 'legacy01', 'legacy01')
    expect((await userInfo(token)).statusCode).toBe(200)
    expect(
      (await call('POST', '/api/Member/CheckMyPW', token, { key: 'pw', val: 'legacy01' }))
        .statusCode,
    ).toBe(200)
    const list = await call('GET', '/api/Member/GetMySessions', token)
    expect(list.statusCode).toBe(403)
    expect(errorOf(list).errMsg).toMatch(/only change the password/)
    const name = await call('POST', '/api/Member/SetMemberField', token, {
      modFld: 'name',
      keyVals: { val: 'Someone Else' },
    })
    expect(name.statusCode).toBe(403)
    const pw = await call('POST', '/api/Member/SetMemberField', token, {
      modFld: 'pw',
      keyVals: { val: 'Legacy!2026', oldVal: 'legacy01' },
    })
    expect(pw.json<{ result: { errCode: number } }>().result.errCode).toBe(0)
    expect((await call('GET', '/api/Member/GetMySessions', token)).statusCode).toBe(200)
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/Member/Login',
      payload: { id: 'legacy01', pw: 'Legacy!2026' },
    })
    expect(
      again.json<{ loginInfo: { isPwSameAsId: boolean; loginResult: number } }>().loginInfo,
    ).toMatchObject({
      loginResult: MemberCode.loginOk,
      isPwSameAsId: false,
    })
  })
})

describe('token form (finding 9)', () => {
  it('a signature with = padding, or any character outside base64url, is refused', async () => {
    const token = await signInOn('pad')
    expect((await userInfo(token)).statusCode).toBe(200)
    for (const bent of [
      `${token}=`,
      `${token}==`,
      `${token.slice(0, -1)}=${token.slice(-1)}`,
      `${token.slice(0, -2)}+/`,
    ])
      expect((await userInfo(bent)).statusCode, bent.slice(-4)).toBe(401)
  })
})

describe('sign-out survives a restart (finding 3)', () => {
  it('a signed-out token is refused after the server restarts; a live one still works', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drape3d-sessions-'))
    const config = loadConfig({
      PGLITE_DIR: dir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      SMTP_PORT: '0',
      STATIC_DIR: '/nonexistent-dist',
    })
    try {
      let app = await buildApp(config)
      const login = (ua: string) =>
        app.inject({
          method: 'POST',
          url: '/api/Member/Login',
          headers: { 'user-agent': ua },
          payload: { id: 'personal', pw: DEMO_PASSWORD },
        })
      const out = (await login('one')).json<{ token: string }>()
      const kept = (await login('two')).json<{ token: string }>()
      await app.inject({
        method: 'POST',
        url: '/api/Member/Logout',
        headers: { authorization: `Bearer ${out.token}` },
      })
      await app.close()
      app = await buildApp(config)
      const ask = (token: string) =>
        app.inject({
          method: 'GET',
          url: '/api/Member/GetUserInfo',
          headers: { authorization: `Bearer ${token}` },
        })
      expect((await ask(out.token)).statusCode).toBe(401)
      expect((await ask(kept.token)).statusCode).toBe(200)
      await app.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)
})
