import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  endpoints,
  WEBHOOK_SIGNATURE_HEADER,
  type EndpointName,
  type Endpoint,
} from '../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../server/account/index.ts'
import { sandboxSecretOf } from '../../server/commerce/orders/area.ts'
import { signPayload } from '../../server/commerce/payments/provider.ts'
import { errorOf, signIn, startTestServer, type TestServer } from './helpers.ts'
import { VALID } from './validRequests.ts'
import { solvedCaptcha } from './security/captchaSolver.ts'

/**
 * Generated cases for every endpoint of the table: each malformed request is refused with a 4xx,
 * a non-empty errMsg, never a 500, and writes nothing.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Path = Array<string | number>

/** Every leaf of a value with its path. */
function leaves(value: Json, path: Path = []): Array<{ path: Path; value: Json }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))
  return [{ path, value }]
}

function setAt(value: Json, path: Path, leaf: Json): Json {
  const copy = structuredClone(value)
  let target: Json = copy
  for (const key of path.slice(0, -1))
    target = (target as Record<string | number, Json>)[key] as Json
  const last = path[path.length - 1]
  if (last === undefined) return leaf
  ;(target as Record<string | number, Json>)[last] = leaf
  return copy
}

const without = (value: Json, key: string): Json =>
  Object.fromEntries(Object.entries(value as Record<string, Json>).filter(([k]) => k !== key))

/** A value of another type than the leaf's. */
const wrongTypeOf = (leaf: Json): Json =>
  typeof leaf === 'string'
    ? 12345
    : typeof leaf === 'number'
      ? 'not a number'
      : typeof leaf === 'boolean'
        ? 'yes'
        : true

interface Case {
  title: string
  body: Json
}

function cases(name: EndpointName): Case[] {
  const valid = VALID[name] as Json
  const fields = leaves(valid).filter((l) => l.path.length > 0)
  const topKeys = Object.keys(valid as Record<string, Json>)
  return [
    { title: 'an array instead of an object', body: [valid] },
    { title: 'a bare string', body: 'hello' },
    { title: 'a number', body: 42 },
    ...fields.map((f) => ({
      title: `${f.path.join('.')} of the wrong type`,
      body: setAt(valid, f.path, wrongTypeOf(f.value)),
    })),
    ...topKeys.map((k) => ({ title: `missing ${k}`, body: without(valid, k) })),
    ...fields
      .filter((f) => typeof f.value === 'string')
      .map((f) => ({
        title: `${f.path.join('.')} of 10,000 characters`,
        body: setAt(valid, f.path, 'x'.repeat(10_000)),
      })),
    ...(topKeys.length === 0
      ? [{ title: 'an unexpected field of 10,000 characters', body: { extra: 'x'.repeat(10_000) } }]
      : []),
  ]
}

let server: TestServer
let cookie = ''
/** Each request from its own address, so the per-address call limits (publicWrites.test.ts) never answer first. */
let caseNumber = 0
const freshAddress = () => {
  caseNumber += 1
  return `10.${(caseNumber >> 16) & 255}.${(caseNumber >> 8) & 255}.${caseNumber & 255}`
}
beforeAll(async () => {
  // sign-in failures of the generated cases must not trip the limits (security/signInLimits.test.ts covers them)
  server = await startTestServer({ LOGIN_RATE_LIMIT: '10000', LOGIN_ADDRESS_LIMIT: '100000' })
  cookie = (await signIn(server.app, 'personal', DEMO_PASSWORD)).cookie ?? ''
})
afterAll(() => server.close())

/** A query carries strings only: a non-string value is sent as its JSON text, a non-object as one key. */
function asQuery(body: Json): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return { value: JSON.stringify(body) }
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  )
}

const send = (ep: Endpoint, body: Json, headers: Record<string, string> = {}) => {
  const hasBody = ep.method === 'POST' || ep.method === 'PUT'
  if (hasBody)
    return server.app.inject({
      remoteAddress: freshAddress(),
      method: ep.method,
      url: ep.path,
      cookies: { jwt_token: cookie },
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    })
  return server.app.inject({
    remoteAddress: freshAddress(),
    method: ep.method,
    url: ep.path,
    cookies: { jwt_token: cookie },
    query: asQuery(body),
  })
}

const names = Object.keys(endpoints) as EndpointName[]

describe.each(names)('%s refuses malformed requests', (name) => {
  const ep: Endpoint = endpoints[name]
  const hasBody = ep.method === 'POST' || ep.method === 'PUT'
  // Logout and LogoutAll end the session: each endpoint starts with one of its own, and each test of
  // LogoutAll (a member endpoint that signs out) too. InsertMember is a company admin's: `company`.
  const member = name === 'InsertMember' ? 'company' : 'personal'
  const signInAgain = async () => {
    cookie = (await signIn(server.app, member, DEMO_PASSWORD)).cookie ?? ''
  }
  if (name === 'LogoutAll') beforeEach(signInAgain)
  else beforeAll(signInAgain)

  it('the valid example is accepted (so the refusals below are about the change alone)', async () => {
    // A sign-up needs a solved captcha, signed by this server and accepted once: solved here.
    const example =
      name === 'Join' ? { ...VALID.Join, captcha: await solvedCaptcha(server.app) } : VALID[name]
    // A webhook is accepted only when signed (an unsigned one answers 400 by design): signed here as
    // the local payment sandbox signs its deliveries.
    const signature: Record<string, string> =
      name === 'PaymentWebhook'
        ? {
            [WEBHOOK_SIGNATURE_HEADER]: signPayload(
              sandboxSecretOf(server.app.core.config),
              JSON.stringify(example),
            ),
          }
        : {}
    const response = await send(ep, example, signature)
    expect(response.statusCode).toBe(200)
  })

  it('every generated malformed case: 400 with a message naming the problem, never a 500, nothing written', async () => {
    const malformed = cases(name).filter(
      (c) => !ep.request.safeParse(hasBody ? c.body : asQuery(c.body)).success,
    )
    expect(malformed.length).toBeGreaterThan(0)
    const before = await server.rowCounts()
    for (const c of malformed) {
      const response = await send(ep, c.body)
      expect(response.statusCode, c.title).toBe(400)
      const error = errorOf(response)
      expect(error.errCode, c.title).toBe(-400)
      expect(error.errMsg.length, c.title).toBeGreaterThan(0)
    }
    expect(await server.rowCounts()).toEqual(before)
  })

  it('a NUL character or a lone surrogate in any text field (PostgreSQL cannot store them) → 400 naming the field, nothing written', async () => {
    const texts = leaves(VALID[name]).filter(
      (l) => typeof l.value === 'string' && l.path.length > 0,
    )
    const before = await server.rowCounts()
    for (const { path } of texts) {
      // a query is UTF-8 on the wire: a lone surrogate cannot reach the server that way
      for (const text of hasBody ? ['a\u0000b', 'a\ud800b'] : ['a\u0000b']) {
        const response = await send(ep, setAt(VALID[name], path, text))
        expect(response.statusCode, path.join('.')).toBe(400)
        expect(errorOf(response).errMsg).toContain(`${path.join('.')}: `)
      }
    }
    expect(await server.rowCounts()).toEqual(before)
  })

  it('extreme values in every field never give a 500', async () => {
    const extremes = (leaf: Json): Json[] =>
      typeof leaf === 'number'
        ? [1e15, -1e15, 0.5, Number.MAX_SAFE_INTEGER]
        : typeof leaf === 'string'
          ? ['\ud800', "'; drop table members; --", '%00', '../../etc/passwd', '\u202e']
          : [null]
    for (const { path, value } of leaves(VALID[name]).filter((l) => l.path.length > 0)) {
      for (const extreme of extremes(value)) {
        const response = await send(ep, setAt(VALID[name], path, extreme))
        expect(response.statusCode, `${path.join('.')} = ${JSON.stringify(extreme)}`).toBeLessThan(
          500,
        )
      }
    }
    expect((await server.rowCounts()).members).toBeGreaterThan(0)
  })

  if (hasBody) {
    it('broken JSON → 400 with a message, nothing written', async () => {
      const before = await server.rowCounts()
      for (const payload of ['{', '{"a":', 'nul', '[1,2', '{"id": "x",}']) {
        const response = await server.app.inject({
          remoteAddress: freshAddress(),
          method: ep.method,
          url: ep.path,
          headers: { 'content-type': 'application/json' },
          payload,
        })
        expect(response.statusCode, payload).toBe(400)
        expect(errorOf(response).errMsg).not.toBe('')
      }
      expect(await server.rowCounts()).toEqual(before)
    })

    it('a body over 1 MiB → 413, and a non-JSON type → 415', async () => {
      const before = await server.rowCounts()
      const huge = await server.app.inject({
        remoteAddress: freshAddress(),
        method: ep.method,
        url: ep.path,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...(VALID[name] as object), padding: 'x'.repeat(1_100_000) }),
      })
      expect(huge.statusCode).toBe(413)
      expect(errorOf(huge)).toMatchObject({ errCode: -413 })
      expect(errorOf(huge).errMsg).not.toBe('')
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const wrongType = await server.app.inject({
          remoteAddress: freshAddress(),
          method: ep.method,
          url: ep.path,
          headers: { 'content-type': type },
          payload: 'a=1',
        })
        expect(wrongType.statusCode, type).toBe(415)
        expect(errorOf(wrongType).errCode).toBe(-415)
      }
      expect(await server.rowCounts()).toEqual(before)
    })
  } else {
    it('a query value over 1 MB → 4xx with a message, never 500', async () => {
      const response = await server.app.inject({
        remoteAddress: freshAddress(),
        method: ep.method,
        url: ep.path,
        cookies: { jwt_token: cookie },
        query: { val: 'x'.repeat(1_100_000), url: 'x'.repeat(1_100_000) },
      })
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(errorOf(response).errMsg).not.toBe('')
    })
  }
})

describe('the error message names the field and the problem', () => {
  it('for a too-long id', async () => {
    const response = await server.app.inject({
      remoteAddress: freshAddress(),
      method: 'POST',
      url: '/api/Member/Login',
      payload: { id: 'x'.repeat(10_000), pw: 'a' },
    })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).errMsg).toMatch(/^Invalid request body: id: .*128/)
  })

  it('for a missing nested field', async () => {
    const response = await server.app.inject({
      remoteAddress: freshAddress(),
      method: 'POST',
      url: '/api/logs',
      payload: { ...VALID.PageView, json_data: { url: '/', referer: '', device: 'desktop' } },
    })
    expect(errorOf(response).errMsg).toMatch(/json_data\.uid/)
  })

  it('for an unexpected field on a strict request', async () => {
    const response = await server.app.inject({
      remoteAddress: freshAddress(),
      method: 'POST',
      url: '/api/Product/GetPricing',
      payload: { currency: 'USD' },
    })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).errMsg).toMatch(/currency/)
  })
})
