import { spawn } from 'node:child_process'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, type Endpoint } from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/seed.ts'
import { errorOf, signIn, startTestServer, type TestServer } from '../helpers.ts'
import { VALID } from '../validRequests.ts'

/**
 * Issue 10, finding 9: the answers Node gives by itself (431, 400) lacked the security headers and
 * the envelope; `?_=1` cache-busting answered 400; every request was logged at info (818 MB for
 * 2 million requests); any client's country header was trusted with no proxy configured.
 */
let server: TestServer
let port = 0
beforeAll(async () => {
  server = await startTestServer()
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  port = (server.app.server.address() as net.AddressInfo).port
})
afterAll(() => server.close())

/** Sends raw bytes and answers everything the server wrote before closing. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(bytes))
    let data = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (data += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(data))
    setTimeout(() => socket.destroy(), 3000).unref()
  })
}

function parseRaw(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n')
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    head: head.toLowerCase(),
    body: JSON.parse(body) as unknown,
  }
}

describe('answers Node gives by itself carry the security headers and the envelope', () => {
  it('431: headers over the size limit', async () => {
    const answer = parseRaw(
      await rawExchange(
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    )
    expect(answer.status).toBe(431)
    expect(answer.body).toEqual({
      result: { errCode: -431, errMsg: 'The request headers are too large' },
    })
    expect(answer.head).toContain('x-content-type-options: nosniff')
    expect(answer.head).toContain('content-security-policy:')
    expect(answer.head).toContain('x-frame-options: deny')
  })

  it('400: a request that is not HTTP', async () => {
    const answer = parseRaw(await rawExchange('HELLO THERE\r\n\r\n'))
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      result: { errCode: -400, errMsg: 'The request is not valid HTTP' },
    })
    expect(answer.head).toContain('x-content-type-options: nosniff')
  })
})

describe('a cache-busting `_` parameter is accepted on every GET endpoint', () => {
  const gets = (Object.entries(endpoints) as [string, Endpoint][]).filter(
    ([, ep]) => ep.method === 'GET',
  )
  /** Each endpoint's valid request (validRequests.ts), as a query of strings. */
  const exampleQuery = (name: string): Record<string, string> =>
    Object.fromEntries(
      Object.entries((VALID as Record<string, object>)[name] ?? {}).map(([k, v]) => [k, String(v)]),
    )

  it.each(gets.map(([key, ep]) => [ep.name, key, ep] as const))(
    '%s?_=1 answers as without it',
    async (_name, key, ep) => {
      const { cookie } = await signIn(server.app, 'personal', DEMO_PASSWORD)
      const query = { ...exampleQuery(key), _: String(Date.now()) }
      const response = await server.app.inject({
        method: 'GET',
        url: ep.path,
        query,
        cookies: { jwt_token: cookie ?? '' },
        remoteAddress: `10.99.0.${String(gets.findIndex(([k]) => k === key) + 1)}`,
      })
      expect(response.statusCode).toBe(200)
    },
  )

  it('it is still refused on a body (only the query of a GET may carry it)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: endpoints.GetPricing.path,
      payload: { _: 1 },
    })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).errMsg).toMatch(/_/)
  })
})

describe('the country header is trusted only from a configured proxy', () => {
  const countryWith = async (app: TestServer['app']) =>
    (
      await app.inject({
        method: 'GET',
        url: endpoints.GetMaintenanceInfo.path,
        headers: { 'x-country-code': 'KR' },
      })
    ).json<{ countryCode: string }>().countryCode

  it("without TRUST_PROXY a client's x-country-code is ignored", async () => {
    expect(await countryWith(server.app)).toBe('US')
  })

  it("with TRUST_PROXY=1 the proxy's header is read", async () => {
    const behindProxy = await startTestServer({ TRUST_PROXY: '1' })
    try {
      expect(await countryWith(behindProxy.app)).toBe('KR')
    } finally {
      await behindProxy.close()
    }
  })
})

describe('logging volume', () => {
  it('at the default level (info), answered requests write no log line; start-up still does', async () => {
    const child = spawn(process.execPath, ['server/index.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        PGLITE_DIR: 'memory://',
        STATIC_DIR: '/nonexistent-dist',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    try {
      const started = Date.now()
      while (
        !/Site and API on http:\/\/localhost:(\d+)/.test(out) &&
        Date.now() - started < 120_000
      )
        await new Promise((r) => setTimeout(r, 100))
      const childPort = /Site and API on http:\/\/localhost:(\d+)/.exec(out)?.[1]
      expect(childPort).toBeDefined()
      const linesBefore = out.split('\n').filter(Boolean).length
      for (let i = 0; i < 50; i++) {
        const response = await fetch(`http://127.0.0.1:${childPort}/api/health`)
        await response.arrayBuffer()
        const missing = await fetch(`http://127.0.0.1:${childPort}/api/nothing-here`)
        await missing.arrayBuffer()
      }
      await new Promise((r) => setTimeout(r, 300))
      expect(out.split('\n').filter(Boolean).length - linesBefore).toBe(0)
    } finally {
      child.kill('SIGTERM')
    }
  }, 180_000)
})
