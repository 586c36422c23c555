import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../server/core/config.ts'
import { buildApp } from '../../server/app.ts'
import { DEMO_PASSWORD } from '../../server/account/index.ts'
import { fullPathsOf } from '../../scripts/vite/routeManifest.ts'
import { signIn, startTestServer } from './helpers.ts'

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PGLITE_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      TRUSTED_COUNTRY_HEADER: 'x-country-code',
      MAINTENANCE: false,
      ATLAS: true,
      SEED: true,
      STATIC_DIR: 'dist',
      LOGIN_RATE_LIMIT: 10,
      secureCookies: false,
    })
    expect(c.DATABASE_URL).toBeUndefined()
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ MAINTENANCE: 'yes' }, 'MAINTENANCE: must be 0 or 1'],
    [{ LOGIN_RATE_LIMIT: '0' }, 'LOGIN_RATE_LIMIT'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})

describe('session cookie on a public https site with a parent domain', () => {
  it('is Secure and set on COOKIE_DOMAIN; logout clears it there too', async () => {
    const server = await startTestServer({
      PUBLIC_URL: 'https://www.drape3d.test',
      COOKIE_DOMAIN: '.drape3d.test',
      // an https site is not a demo unless asked: this one is, for its demo accounts
      DEMO: '1',
      DEMO_IN_PRODUCTION: '1',
    })
    try {
      const { response, cookie } = await signIn(server.app, 'personal', DEMO_PASSWORD)
      expect(response.cookies.find((c) => c.name === 'jwt_token')).toMatchObject({
        secure: true,
        domain: '.drape3d.test',
        httpOnly: true,
      })
      expect(response.headers['strict-transport-security']).toContain('max-age=')
      const out = await server.app.inject({
        method: 'POST',
        url: '/api/Member/Logout',
        cookies: { jwt_token: cookie ?? '' },
      })
      const cleared = out.cookies.filter((c) => c.name === 'jwt_token')
      expect(cleared.map((c) => c.domain ?? '')).toEqual(
        expect.arrayContaining(['', '.drape3d.test']),
      )
    } finally {
      await server.close()
    }
  }, 90_000)
})

describe('the generated session secret', () => {
  it('is kept in the data folder: a session survives a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drape3d-pglite-'))
    const config = loadConfig({
      PGLITE_DIR: dir,
      LOG_LEVEL: 'silent',
      SMTP_PORT: '0',
      STATIC_DIR: '/nonexistent-dist',
    })
    try {
      const first = await buildApp(config)
      const { token } = (await signIn(first, 'personal', DEMO_PASSWORD)).body
      await first.close()
      const second = await buildApp(config)
      const info = await second.inject({
        method: 'GET',
        url: '/api/Member/GetUserInfo',
        headers: { authorization: `Bearer ${token}` },
      })
      await second.close()
      expect(info.statusCode).toBe(200)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    // two cold starts of PGlite on disk (create, then reopen): slow on a busy machine
  }, 120_000)
})

describe('route manifest', () => {
  it('reads the full paths of the generated route tree', () => {
    const source = `export interface FileRoutesByFullPath {\n  '/': typeof IndexRoute\n  '/member/signin': typeof R\n  '/support/news/view/$postId': typeof V\n  '': typeof L\n}\nexport interface FileRoutesByTo {\n  '/other': typeof X\n}`
    expect(fullPathsOf(source)).toEqual(['/', '/member/signin', '/support/news/view/$postId'])
  })
})

describe('an unexpected failure', () => {
  it('is answered 500 with the envelope and no details', async () => {
    const server = await startTestServer()
    try {
      server.app.get('/api/broken', () => {
        throw new Error('secret internals')
      })
      const response = await server.app.inject({ method: 'GET', url: '/api/broken' })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        result: { errCode: -500, errMsg: 'Unexpected server error' },
      })
    } finally {
      await server.close()
    }
  })
})
