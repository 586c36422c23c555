import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GetUserInfoResponse, MemberCode } from '../../src/contract/index.ts'
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../server/account/index.ts'
import { errorOf, signIn, startTestServer, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const userInfo = (cookie: string | null, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url: '/api/Member/GetUserInfo',
    ...(cookie ? { cookies: { jwt_token: cookie } } : {}),
    headers,
  })

const passwordOf = (m: (typeof DEMO_MEMBERS)[number]) => m.password ?? DEMO_PASSWORD
const activeMembers = DEMO_MEMBERS.filter((m) => (m.status ?? 'active') === 'active')

describe('a demo user signs in', () => {
  it.each(activeMembers.map((m) => [m.id, m] as const))(
    '%s gets the session cookie and GetUserInfo answers that user',
    async (id, member) => {
      const { response, body, cookie } = await signIn(server.app, id, passwordOf(member))
      expect(response.statusCode).toBe(200)
      expect(body.loginInfo.loginResult).toBe(MemberCode.loginOk)
      expect(body.result.errCode).toBe(0)
      expect(cookie).toBe(body.token)
      const info = await userInfo(cookie)
      expect(info.statusCode).toBe(200)
      const parsed = GetUserInfoResponse.parse(info.json())
      expect(parsed.userInfo).toMatchObject({
        id,
        email: member.email,
        name: member.name,
        memberType: member.memberType,
        brId: id,
      })
    },
  )

  it('the cookie is httpOnly, SameSite=Lax, path /, two days when remembered', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Member/Login',
      payload: { id: 'personal', pw: DEMO_PASSWORD, isRememberMe: true },
    })
    const cookie = response.cookies.find((c) => c.name === 'jwt_token')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 172800 })
    expect(cookie?.secure).toBeFalsy()
  })

  it('without isRememberMe the cookie lasts the browser session (no Max-Age, no Expires)', async () => {
    const { response } = await signIn(server.app, 'personal', DEMO_PASSWORD)
    const cookie = response.cookies.find((c) => c.name === 'jwt_token')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.maxAge).toBeUndefined()
    expect(cookie?.expires).toBeUndefined()
  })

  it('the same token works as a bearer header', async () => {
    const { body } = await signIn(server.app, 'company', DEMO_PASSWORD)
    const info = await userInfo(null, { authorization: `Bearer ${body.token}` })
    expect(info.statusCode).toBe(200)
    expect(GetUserInfoResponse.parse(info.json()).userInfo.id).toBe('company')
  })

  it('ids are matched without regard to case or surrounding spaces', async () => {
    const { body } = await signIn(server.app, '  Personal ', DEMO_PASSWORD)
    expect(body.loginInfo.loginResult).toBe(MemberCode.loginOk)
    expect(body.loginInfo.id).toBe('personal')
  })

  it('IntegrationCheck signs in the same way', async () => {
    const { body, cookie } = await signIn(
      server.app,
      'integrated',
      DEMO_PASSWORD,
      '/api/Member/IntegrationCheck',
    )
    expect(body.loginInfo.loginResult).toBe(MemberCode.loginOk)
    expect(body.Integrated).toBe(true)
    expect(cookie).not.toBeNull()
  })
})

describe('without a valid session', () => {
  it('GetUserInfo answers 401 with the envelope', async () => {
    const response = await userInfo(null)
    expect(response.statusCode).toBe(401)
    expect(errorOf(response)).toMatchObject({ errCode: -401 })
    expect(errorOf(response).errMsg).not.toBe('')
  })

  it('a forged or garbled token is refused', async () => {
    const { body } = await signIn(server.app, 'personal', DEMO_PASSWORD)
    const [header, payload] = body.token.split('.')
    expect((await userInfo(`${header}.${payload}.forged-signature`)).statusCode).toBe(401)
    expect((await userInfo('not-a-jwt')).statusCode).toBe(401)
    expect((await userInfo(null, { authorization: 'Bearer ' })).statusCode).toBe(401)
  })
})

describe('signing out', () => {
  it('clears the cookie and the token no longer opens the session', async () => {
    const { cookie } = await signIn(server.app, 'personal', DEMO_PASSWORD)
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/Member/Logout',
      cookies: { jwt_token: cookie ?? '' },
    })
    expect(out.statusCode).toBe(200)
    const cleared = out.cookies.find((c) => c.name === 'jwt_token')
    expect(cleared?.value).toBe('')
    expect(cleared?.maxAge === 0 || (cleared?.expires?.getTime() ?? Infinity) <= Date.now()).toBe(
      true,
    )
    expect((await userInfo(cookie)).statusCode).toBe(401)
  })

  it('works without a session too', async () => {
    const out = await server.app.inject({ method: 'POST', url: '/api/Member/Logout' })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ result: { errCode: 0, errMsg: 'OK' } })
  })
})

describe('each loginResult of spec 1 §4', () => {
  it.each([
    ['blank id', '', DEMO_PASSWORD],
    ['blank password', 'personal', ''],
    ['id of spaces', '   ', DEMO_PASSWORD],
    ['password of spaces', 'personal', '    '],
  ])('%s → 2 and no cookie', async (_title, id, pw) => {
    const { body, cookie } = await signIn(server.app, id, pw)
    expect(body.loginInfo.loginResult).toBe(MemberCode.loginBlank)
    expect(body.result.errCode).toBe(0)
    expect(body.token).toBe('')
    expect(cookie).toBeNull()
  })

  it.each([
    ['unknown id', 'nobody', DEMO_PASSWORD],
    ['wrong password', 'personal', 'Wrong!pass1'],
    ['deleted account', 'deleted', DEMO_PASSWORD],
  ])('%s → -1 and no cookie', async (_title, id, pw) => {
    const { body, cookie } = await signIn(server.app, id, pw)
    expect(body.loginInfo.loginResult).toBe(MemberCode.loginInvalid)
    expect(body.result.errCode).toBe(0)
    expect(cookie).toBeNull()
  })

  it('suspended (contact) account with the right password → -2 and no cookie', async () => {
    const { body, cookie } = await signIn(server.app, 'suspended', DEMO_PASSWORD)
    expect(body.loginInfo.loginResult).toBe(MemberCode.loginContact)
    expect(cookie).toBeNull()
  })

  it('suspended account with a wrong password → -1 (the status is not revealed)', async () => {
    const { body } = await signIn(server.app, 'suspended', 'Wrong!pass1')
    expect(body.loginInfo.loginResult).toBe(MemberCode.loginInvalid)
  })

  it('legacy account whose password is its id → 0 with isPwSameAsId', async () => {
    const { body } = await signIn(server.app, 'legacy01', 'legacy01')
    expect(body.loginInfo).toMatchObject({ loginResult: 0, isPwSameAsId: true })
    const other = await signIn(server.app, 'personal', DEMO_PASSWORD)
    expect(other.body.loginInfo.isPwSameAsId).toBe(false)
  })

  it('the login info carries what the next step routes on', async () => {
    const unverified = await signIn(server.app, 'unverified', DEMO_PASSWORD)
    expect(unverified.body.loginInfo).toMatchObject({ isVerifyEmail: false })
    const noEmail = await signIn(server.app, 'noemail', DEMO_PASSWORD)
    expect(noEmail.body.loginInfo).toMatchObject({ email: '' })
    const closet = await signIn(server.app, 'closet', DEMO_PASSWORD)
    expect(closet.body.loginInfo).toMatchObject({ closetIntegration: 1, memberType: 6 })
    expect(closet.body.Integrated).toBe(false)
    const endUser = await signIn(server.app, 'enduser1', DEMO_PASSWORD)
    expect(endUser.body.loginInfo).toMatchObject({ memberType: 5, comId: 'company', agreement: 2 })
  })
})
