import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorCode, MemberCode } from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { SIGN_IN_WINDOW_S } from '../../../server/account/signInLimiter.ts'
import { errorOf, startTestServer, type TestServer } from '../helpers.ts'
import { roomInWindow } from '../roomInWindow.ts'
import { solvedCaptcha } from './captchaSolver.ts'

/** Issue 10, findings 1 and 4: limits that hold under concurrency, and no lock-out by strangers. */
const LIMIT = 10
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: String(LIMIT), LOGIN_ADDRESS_LIMIT: '200' })
})
afterAll(() => server.close())
// Every test counts from an empty store, its attempts inside one window of the counters.
beforeEach(async () => {
  await server.reset()
  await roomInWindow(SIGN_IN_WINDOW_S)
})

const login = (address: string, id: string, pw: string, captcha = '') =>
  server.app.inject({
    method: 'POST',
    url: '/api/Member/Login',
    remoteAddress: address,
    payload: { id, pw, isRememberMe: false, ...(captcha ? { captcha } : {}) },
  })
type Answer = Awaited<ReturnType<typeof login>>
const loginResultOf = (r: Answer) =>
  r.statusCode === 200
    ? r.json<{ loginInfo: { loginResult: number } }>().loginInfo.loginResult
    : null

describe('parallel sign-ins (finding 1): each attempt is counted before its password is checked', () => {
  it('100 simultaneous sign-ins from one address for one account evaluate at most the limit; the right password last does not get in', async () => {
    const attempts = Array.from({ length: 100 }, (_, i) =>
      login('10.9.0.1', 'personal', i === 99 ? DEMO_PASSWORD : `Wrong!pass${i}`),
    )
    const answers = await Promise.all(attempts)
    const evaluated = answers.filter((r) => loginResultOf(r) === MemberCode.loginInvalid)
    expect(evaluated.length).toBeGreaterThan(0)
    expect(evaluated.length).toBeLessThanOrEqual(LIMIT)
    expect(answers.filter((r) => loginResultOf(r) === MemberCode.loginOk)).toHaveLength(0)
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect([428, 429]).toContain(r.statusCode)
      expect(errorOf(r).errCode).toBe(-r.statusCode)
      expect(r.cookies.find((c) => c.name === 'jwt_token')).toBeUndefined()
    }
  })

  it('100 simultaneous wrong sign-ins from 100 addresses for one account evaluate at most the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(`10.8.${i}.1`, 'company', `Wrong!pass${i}`)),
    )
    const evaluated = answers.filter((r) => loginResultOf(r) === MemberCode.loginInvalid).length
    expect(evaluated).toBeLessThanOrEqual(LIMIT)
    expect(answers.filter((r) => r.statusCode === 428)).toHaveLength(100 - evaluated)
  })
})

describe('strangers cannot lock an account out (finding 4)', () => {
  async function strangersFail(): Promise<void> {
    for (let i = 0; i < LIMIT; i++)
      expect(loginResultOf(await login(`198.51.100.${i + 1}`, 'personal', 'Wrong!pass1'))).toBe(
        MemberCode.loginInvalid,
      )
  }

  it('after ten failures from ten addresses, the owner is asked for the captcha (428), not locked out', async () => {
    await strangersFail()
    const asked = await login('192.0.2.10', 'personal', DEMO_PASSWORD)
    expect(asked.statusCode).toBe(428)
    expect(errorOf(asked)).toMatchObject({ errCode: ErrorCode.captchaRequired })
    expect(errorOf(asked).errMsg).toMatch(/captcha/i)
    const owner = await login(
      '192.0.2.10',
      'personal',
      DEMO_PASSWORD,
      await solvedCaptcha(server.app),
    )
    expect(owner.statusCode).toBe(200)
    expect(loginResultOf(owner)).toBe(MemberCode.loginOk)
    expect(owner.cookies.find((c) => c.name === 'jwt_token')?.value).toBeTruthy()
    // the right password clears the account's count: no captcha next time
    expect(loginResultOf(await login('192.0.2.10', 'personal', DEMO_PASSWORD))).toBe(0)
  })

  it('a captcha answer is good once, and a made-up one is refused', async () => {
    await strangersFail()
    const captcha = await solvedCaptcha(server.app)
    expect(loginResultOf(await login('198.51.100.50', 'personal', 'Wrong!pass2', captcha))).toBe(
      MemberCode.loginInvalid,
    )
    const again = await login('192.0.2.10', 'personal', DEMO_PASSWORD, captcha)
    expect(again.statusCode).toBe(428)
    expect(errorOf(again).errMsg).toMatch(/already used|not valid/)
    const forged = Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString('base64')
    expect((await login('192.0.2.10', 'personal', DEMO_PASSWORD, forged)).statusCode).toBe(428)
  })

  it('past the limit, captcha-solved attempts are spaced by a growing delay (429 with Retry-After)', async () => {
    await strangersFail()
    // two captcha-solved attempts at once: one takes the slot, the other waits for the next
    const [one, two] = [await solvedCaptcha(server.app), await solvedCaptcha(server.app)]
    const answers = await Promise.all([
      login('198.51.100.60', 'personal', 'Wrong!pass3', one),
      login('198.51.100.61', 'personal', 'Wrong!pass4', two),
    ])
    expect(answers.map(loginResultOf).filter((r) => r === MemberCode.loginInvalid)).toHaveLength(1)
    const second = answers.find((r) => r.statusCode !== 200)
    if (!second) throw new Error('both attempts were evaluated')
    expect(second.statusCode).toBe(429)
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(errorOf(second).errCode).toBe(ErrorCode.tooManyRequests)
  })
})

describe('hard limits per address and per account and address', () => {
  it('one address failing on one account is stopped there (429), while the owner elsewhere only needs the captcha', async () => {
    for (let i = 0; i < LIMIT; i++) await login('203.0.113.7', 'personal', 'Wrong!pass1')
    const same = await login('203.0.113.7', 'personal', DEMO_PASSWORD)
    expect(same.statusCode).toBe(429)
    expect(Number(same.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login('192.0.2.77', 'personal', DEMO_PASSWORD)).statusCode).toBe(428)
  })

  it('blank fields and successful sign-ins do not count towards the account', async () => {
    for (let i = 0; i < LIMIT + 2; i++)
      expect(loginResultOf(await login('192.0.2.5', 'personal', ''))).toBe(MemberCode.loginBlank)
    for (let i = 0; i < LIMIT + 2; i++)
      expect(loginResultOf(await login('192.0.2.5', 'personal', DEMO_PASSWORD))).toBe(0)
  })
})

describe('per address', () => {
  let strict: TestServer
  beforeAll(async () => {
    strict = await startTestServer({ LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_LIMIT: '5' })
  })
  afterAll(() => strict.close())

  it('guessing across ids from one address is stopped past LOGIN_ADDRESS_LIMIT; another address is not', async () => {
    const from = (address: string, id: string) =>
      strict.app.inject({
        method: 'POST',
        url: '/api/Member/Login',
        remoteAddress: address,
        payload: { id, pw: 'Wrong!pass1' },
      })
    for (const id of ['nobody1', 'nobody2', 'nobody3', 'nobody4', 'nobody5'])
      expect((await from('10.1.1.1', id)).statusCode).toBe(200)
    const blocked = await from('10.1.1.1', 'nobody6')
    expect(blocked.statusCode).toBe(429)
    expect(errorOf(blocked).errMsg).toMatch(/from this address/)
    expect((await from('10.1.1.2', 'nobody6')).statusCode).toBe(200)
  })
})
