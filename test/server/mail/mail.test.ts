import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import {
  CALL_LIMITS,
  GetMailboxResponse,
  GetUserInfoResponse,
  LinkCode,
  MemberCode,
  ResultOnly,
  VerifyMailCode,
  endpoints,
  type Endpoint,
} from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { mailerOf, mailTokens } from '../../../server/mail/index.ts'
import { hashToken } from '../../../server/mail/tokens.ts'
import { solvedCaptcha } from '../security/captchaSolver.ts'
import { signIn, startTestServer, type TestServer } from '../helpers.ts'
import { roomInWindow } from '../roomInWindow.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '1000', PUBLIC_URL: 'http://shop.test' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

let address = 1
/** A client address per call: the per-address limits of the mail endpoints are tested elsewhere. */
const fresh = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`

async function post(ep: Endpoint, payload: Record<string, unknown>, cookie?: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: ep.path,
    remoteAddress: fresh(),
    payload,
    ...(cookie ? { cookies: { jwt_token: cookie } } : {}),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ result: { errCode: number; errMsg: string }; id?: string }>()
}

async function mailbox(to: string) {
  const r = await server.app.inject({ method: 'GET', url: '/api/Dev/GetMailbox', query: { to } })
  expect(r.statusCode).toBe(200)
  return GetMailboxResponse.parse(r.json()).messages
}

async function html(to: string): Promise<string> {
  const [row] = await server.app.core.database.db
    .select()
    .from((await import('../../../server/mail/tables.ts')).mailMessages)
    .where(eq((await import('../../../server/mail/tables.ts')).mailMessages.to, to))
  return row?.html ?? ''
}

/** The token of the newest mail to an address, from its link. */
async function tokenFor(to: string, path: string): Promise<string> {
  const [message] = await mailbox(to)
  const link = message?.links.find((l) => new URL(l).pathname.endsWith(path))
  expect(link, `a link to ${path} in the mail to ${to}`).toBeDefined()
  return new URL(link ?? 'http://x').searchParams.get('token') ?? ''
}

async function session(id: string, pw = DEMO_PASSWORD) {
  const { cookie } = await signIn(server.app, id, pw)
  if (!cookie) throw new Error(`${id} did not sign in`)
  return cookie
}

async function userInfo(cookie: string) {
  const r = await server.app.inject({
    method: 'GET',
    url: '/api/Member/GetUserInfo',
    cookies: { jwt_token: cookie },
  })
  return GetUserInfoResponse.parse(r.json()).userInfo
}

const UNVERIFIED = 'unverified@demo.drape3d.test'

describe('the verification e-mail (spec 1 §2, §4)', () => {
  it('ResendVerifyEmail sends a real message over SMTP: the in-process server keeps it, text and HTML, in English, with a link to /member/emailverify', async () => {
    const cookie = await session('unverified')
    expect(
      (await post(endpoints.ResendVerifyEmail, { id: 'unverified', comId: '' }, cookie)).result
        .errCode,
    ).toBe(0)
    const [message, ...older] = await mailbox(UNVERIFIED)
    expect(older).toEqual([])
    expect(message?.to).toContain(UNVERIFIED)
    expect(message?.subject).toBe('Verify your e-mail address for Drape3D')
    expect(message?.language).toBe('en')
    expect(message?.text).toContain('Hello Uma Unverified,')
    expect(message?.links).toHaveLength(1)
    expect(message?.links[0]).toMatch(
      /^http:\/\/shop\.test\/member\/emailverify\?token=[A-Za-z0-9_-]{43}$/,
    )
    const body = await html(message?.to ?? '')
    expect(body).toContain('<html lang="en">')
    expect(body).toContain(`href="${message?.links[0] ?? ''}"`)
  })

  it('a sign-up sends the verification e-mail in the language chosen, and its link verifies the new member', async () => {
    const joined = await post(endpoints.Join, {
      id: 'joiner01',
      pw: 'Joiner#2026x',
      name: 'Joiner Kim',
      email: 'joiner@example.com',
      memberType: 1,
      country: 'KR',
      cultureCode: 'ko-KR',
      brId: 'joiner01',
      job: 1,
      agreement: 0,
      preferredLang: 'ko',
      captcha: await solvedCaptcha(server.app),
    })
    expect(joined.result.errCode).toBe(0)
    const [message, ...older] = await mailbox('joiner@example.com')
    expect(older).toEqual([])
    expect(message?.language).toBe('ko')
    expect(message?.links[0]).toMatch(/^http:\/\/shop\.test\/ko\/member\/emailverify\?token=/)
    const token = await tokenFor('joiner@example.com', '/member/emailverify')
    expect((await post(endpoints.VerifyEmail, { token })).result.errCode).toBe(0)
    expect((await userInfo(await session('joiner01', 'Joiner#2026x'))).isVerifyEmail).toBe(true)
  })

  it('the link verifies the address once: 20 simultaneous uses give exactly 1 success, and the member is verified', async () => {
    const cookie = await session('unverified')
    await post(endpoints.ResendVerifyEmail, { id: 'unverified' }, cookie)
    const token = await tokenFor(UNVERIFIED, '/member/emailverify')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(endpoints.VerifyEmail, { token })),
    )
    const codes = answers.map((a) => a.result.errCode)
    expect(codes.filter((c) => c === 0)).toHaveLength(1)
    expect(codes.filter((c) => c === LinkCode.invalid)).toHaveLength(19)
    expect((await userInfo(cookie)).isVerifyEmail).toBe(true)
    // verified now: nothing more is sent
    expect(
      (await post(endpoints.ResendVerifyEmail, { id: 'unverified' }, cookie)).result.errCode,
    ).toBe(VerifyMailCode.alreadyVerified)
    expect(await mailbox(UNVERIFIED)).toHaveLength(1)
  })

  it('only the hash of the token is stored', async () => {
    const cookie = await session('unverified')
    await post(endpoints.ResendVerifyEmail, { id: 'unverified' }, cookie)
    const token = await tokenFor(UNVERIFIED, '/member/emailverify')
    const rows = await server.app.core.database.db.select().from(mailTokens)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.hash).toBe(hashToken(token))
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('an expired link is refused (-2) and verifies nothing; an unknown one is -1', async () => {
    const cookie = await session('unverified')
    await post(endpoints.ResendVerifyEmail, { id: 'unverified' }, cookie)
    const token = await tokenFor(UNVERIFIED, '/member/emailverify')
    await mailerOf(server.app.core).tokens.expire(token)
    expect((await post(endpoints.VerifyEmail, { token })).result.errCode).toBe(LinkCode.expired)
    expect((await post(endpoints.VerifyEmail, { token: 'B'.repeat(43) })).result.errCode).toBe(
      LinkCode.invalid,
    )
    expect((await userInfo(cookie)).isVerifyEmail).toBe(false)
  })

  it('a newer mail voids the older link', async () => {
    const cookie = await session('unverified')
    await post(endpoints.ResendVerifyEmail, { id: 'unverified' }, cookie)
    const first = await tokenFor(UNVERIFIED, '/member/emailverify')
    await post(endpoints.ResendVerifyEmail, { id: 'unverified' }, cookie)
    const second = await tokenFor(UNVERIFIED, '/member/emailverify')
    expect(second).not.toBe(first)
    expect((await post(endpoints.VerifyEmail, { token: first })).result.errCode).toBe(
      LinkCode.invalid,
    )
    expect((await post(endpoints.VerifyEmail, { token: second })).result.errCode).toBe(0)
  })

  it('ResendVerifyEmail is for the signed-in member only: another id is -1 and sends nothing; without a session 401', async () => {
    const cookie = await session('unverified')
    expect(
      (await post(endpoints.ResendVerifyEmail, { id: 'personal' }, cookie)).result.errCode,
    ).toBe(VerifyMailCode.notYours)
    const anonymous = await server.app.inject({
      method: 'POST',
      url: endpoints.ResendVerifyEmail.path,
      payload: { id: 'unverified' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(await mailbox('')).toEqual([])
  })

  it('a member gets at most 5 verification e-mails in 10 minutes, from any address: the 6th is 429 with Retry-After and sends nothing', async () => {
    const cookie = await session('unverified')
    const resend = () =>
      server.app.inject({
        method: 'POST',
        url: endpoints.ResendVerifyEmail.path,
        remoteAddress: fresh(),
        cookies: { jwt_token: cookie },
        payload: { id: 'unverified' },
      })
    await roomInWindow(CALL_LIMITS.mail.windowS, 10_000)
    for (let i = 0; i < 5; i++) expect((await resend()).statusCode).toBe(200)
    const refused = await resend()
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await mailbox(UNVERIFIED)).toHaveLength(5)
  })

  it('SetEmail (/member/addemail): -10 blank, -4 invalid, -5 used; a good address is saved unverified and its verification mail sent', async () => {
    const cookie = await session('noemail')
    const set = (email: string) => post(endpoints.SetEmail, { email, id: 'noemail' }, cookie)
    expect((await set('  ')).result.errCode).toBe(MemberCode.blank)
    expect((await set('not-an-address')).result.errCode).toBe(MemberCode.emailInvalid)
    expect((await set('unverified@demo.drape3d.test')).result.errCode).toBe(MemberCode.emailUsed)
    expect(await mailbox('')).toEqual([])
    expect((await set(' noah@example.com ')).result.errCode).toBe(0)
    const info = await userInfo(cookie)
    expect(info.email).toBe('noah@example.com')
    expect(info.isVerifyEmail).toBe(false)
    const token = await tokenFor('noah@example.com', '/member/emailverify')
    expect((await post(endpoints.VerifyEmail, { token })).result.errCode).toBe(0)
    expect((await userInfo(cookie)).isVerifyEmail).toBe(true)
  })

  it('a link sent to an address the member has changed since verifies nothing', async () => {
    const cookie = await session('noemail')
    await post(endpoints.SetEmail, { email: 'first@example.com', id: 'noemail' }, cookie)
    const token = await tokenFor('first@example.com', '/member/emailverify')
    await server.app.core.database.db
      .update((await import('../../../server/account/tables.ts')).members)
      .set({ email: 'second@example.com' })
      .where(eq((await import('../../../server/account/tables.ts')).members.id, 'noemail'))
    expect((await post(endpoints.VerifyEmail, { token })).result.errCode).toBe(LinkCode.invalid)
  })
})

describe('the password reset (spec 1 §4, §5, §8)', () => {
  const COMPANY = 'admin@ateliernord.demo.drape3d.test'

  it("sends the reset mail in the member's language: the Korean company admin gets Korean text and HTML, with a /ko link", async () => {
    expect((await post(endpoints.SendResetCompanyPwMail, { email: COMPANY })).result.errCode).toBe(
      0,
    )
    const [message] = await mailbox(COMPANY)
    expect(message?.subject).toBe('Drape3D 비밀번호 재설정')
    expect(message?.language).toBe('ko')
    expect(message?.text).toContain('company 계정의 비밀번호 재설정')
    expect(message?.links[0]).toMatch(/^http:\/\/shop\.test\/ko\/member\/identify\?token=/)
    expect(await html(message?.to ?? '')).toContain('<html lang="ko">')
  })

  it("no @ is 'email blank value'; an address no account of that kind has is -82 (noneUser); nothing is sent", async () => {
    const noAt = await post(endpoints.SendResetPwMail, { email: 'personal.demo' })
    expect(noAt.result).toEqual({ errCode: MemberCode.emailInvalid, errMsg: 'email blank value' })
    expect(
      (await post(endpoints.SendResetPwMail, { email: 'nobody@example.com' })).result.errCode,
    ).toBe(MemberCode.resetNoUser)
    // a company's address on the personal form, and the other way round
    expect((await post(endpoints.SendResetPwMail, { email: COMPANY })).result.errCode).toBe(
      MemberCode.resetNoUser,
    )
    expect(
      (await post(endpoints.SendResetCompanyPwMail, { email: UNVERIFIED })).result.errCode,
    ).toBe(MemberCode.resetNoUser)
    expect(await mailbox('')).toEqual([])
  })

  it('the link is checked without being used; SetPw uses it once: 20 simultaneous uses give exactly 1 success, and the new password signs in', async () => {
    await post(endpoints.SendResetPwMail, { email: UNVERIFIED })
    const verifyToken = await tokenFor(UNVERIFIED, '/member/identify')
    const check = await post(endpoints.CheckVaildPwMail, { verifyToken })
    expect(check).toMatchObject({ result: { errCode: 0 }, id: 'unverified' })
    expect((await post(endpoints.CheckVaildPwMail, { verifyToken })).result.errCode).toBe(0)
    const before = await session('unverified')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(endpoints.SetPw, {
          verifyToken,
          id: 'unverified',
          pw: `Fresh#pass${String(i).padStart(2, '0')}`,
        }),
      ),
    )
    const winners = answers.flatMap((a, i) => (a.result.errCode === 0 ? [i] : []))
    expect(winners).toHaveLength(1)
    expect(answers.filter((a) => a.result.errCode === LinkCode.invalid)).toHaveLength(19)
    const pw = `Fresh#pass${String(winners[0]).padStart(2, '0')}`
    expect((await signIn(server.app, 'unverified', pw)).body.loginInfo.loginResult).toBe(0)
    expect(
      (await signIn(server.app, 'unverified', DEMO_PASSWORD)).body.loginInfo.loginResult,
    ).not.toBe(0)
    // every session of the account ended with the reset
    const r = await server.app.inject({
      method: 'GET',
      url: '/api/Member/GetUserInfo',
      cookies: { jwt_token: before },
    })
    expect(r.statusCode).toBe(401)
    expect((await post(endpoints.CheckVaildPwMail, { verifyToken })).result.errCode).toBe(
      LinkCode.invalid,
    )
  })

  it('a new password that breaks a rule of §5 is -6 and leaves the link usable; another id is -1', async () => {
    await post(endpoints.SendResetPwMail, { email: UNVERIFIED })
    const verifyToken = await tokenFor(UNVERIFIED, '/member/identify')
    for (const pw of ['short#1', 'unverified', 'NoDigits#here', 'Has space#1', 'Ünicode#123'])
      expect(
        (await post(endpoints.SetPw, { verifyToken, id: 'unverified', pw })).result.errCode,
        pw,
      ).toBe(MemberCode.pwBlankOrShort)
    expect(
      (await post(endpoints.SetPw, { verifyToken, id: 'personal', pw: 'Fresh#pass26' })).result
        .errCode,
    ).toBe(LinkCode.invalid)
    expect(
      (await post(endpoints.SetPw, { verifyToken, id: 'unverified', pw: 'Fresh#pass26' })).result
        .errCode,
    ).toBe(0)
  })

  it('an expired link is refused by CheckVaildPwMail and SetPw (-2): the password stays', async () => {
    await post(endpoints.SendResetPwMail, { email: UNVERIFIED })
    const verifyToken = await tokenFor(UNVERIFIED, '/member/identify')
    await mailerOf(server.app.core).tokens.expire(verifyToken)
    expect((await post(endpoints.CheckVaildPwMail, { verifyToken })).result.errCode).toBe(
      LinkCode.expired,
    )
    expect(
      (await post(endpoints.SetPw, { verifyToken, id: 'unverified', pw: 'Fresh#pass26' })).result
        .errCode,
    ).toBe(LinkCode.expired)
    expect((await signIn(server.app, 'unverified', DEMO_PASSWORD)).body.loginInfo.loginResult).toBe(
      0,
    )
  })

  it('a verification link is no reset link, and the other way round', async () => {
    await post(endpoints.SendResetPwMail, { email: UNVERIFIED })
    const reset = await tokenFor(UNVERIFIED, '/member/identify')
    expect((await post(endpoints.VerifyEmail, { token: reset })).result.errCode).toBe(
      LinkCode.invalid,
    )
    expect((await post(endpoints.CheckVaildPwMail, { verifyToken: reset })).result.errCode).toBe(0)
  })
})

// Each test below starts a second server (a cold PGlite: 20-50 s on a busy 2-core machine).
describe('SMTP_URL sends to a relay instead', { timeout: 180_000 }, () => {
  it('the message reaches the relay over SMTP, and the local mailbox stays empty', async () => {
    const received: ParsedMail[] = []
    const relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((m) => received.push(m))
          .then(() => done(), done)
      },
    })
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
    const port = (relay.server.address() as AddressInfo).port
    const other = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    try {
      const r = await other.app.inject({
        method: 'POST',
        url: endpoints.SendResetPwMail.path,
        payload: { email: UNVERIFIED },
      })
      expect(ResultOnly.parse(r.json()).result.errCode).toBe(0)
      expect(received).toHaveLength(1)
      expect(received[0]?.subject).toBe('Reset your Drape3D password')
      expect(received[0]?.text).toContain('/member/identify?token=')
      expect(received[0]?.html).toContain('<html lang="en">')
      expect(mailerOf(other.app.core).localPort).toBe(0)
      const box = await other.app.inject({ method: 'GET', url: '/api/Dev/GetMailbox' })
      expect(GetMailboxResponse.parse(box.json()).messages).toEqual([])
    } finally {
      await other.close()
      await new Promise<void>((resolve) => relay.close(() => resolve()))
    }
  })

  it('MAILBOX=0 takes the mailbox away (404)', async () => {
    const other = await startTestServer({ MAILBOX: '0' })
    try {
      const r = await other.app.inject({ method: 'GET', url: '/api/Dev/GetMailbox' })
      expect(r.statusCode).toBe(404)
    } finally {
      await other.close()
    }
  })
})

describe('the texts of the messages', () => {
  it('the four languages have the same keys and the same placeholders', async () => {
    const texts = await Promise.all(
      (['en', 'ko', 'ja', 'zh'] as const).map(
        async (l) =>
          [
            l,
            (await import(`../../../server/mail/texts/${l}.ts`)) as { default: unknown },
          ] as const,
      ),
    )
    const shape = (value: unknown, at = ''): string[] =>
      typeof value === 'string'
        ? [
            `${at}:${[...value.matchAll(/\{\{(\w+)\}\}/g)]
              .map((m) => m[1])
              .sort()
              .join(',')}`,
          ]
        : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
            shape(v, `${at}.${k}`),
          )
    const [english, ...others] = texts
    for (const [lang, mod] of others)
      expect(shape(mod.default), lang).toEqual(shape(english?.[1].default))
  })
})
