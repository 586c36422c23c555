import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationTokenResponse, MemberCode } from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { buildApp } from '../../../server/app.ts'
import { ConfigError, loadConfig } from '../../../server/core/config.ts'
import { signIn, startTestServer, type TestServer } from '../helpers.ts'

/** Issue 10, finding 8: demo data, with its published passwords and codes, only in demo mode. */
describe('demo mode is the default of a local start, never of a production one', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ PUBLIC_URL: 'https://www.drape3d.test' }, false],
    [{ DEMO: '0' }, false],
    [{ NODE_ENV: 'production', DEMO: '1', DEMO_IN_PRODUCTION: '1' }, true],
  ])('%j → demo %s', (env, demo) => {
    expect(loadConfig(env).demo).toBe(demo)
  })

  it.each([
    { NODE_ENV: 'production', DEMO: '1' },
    { PUBLIC_URL: 'https://x.test', DEMO: '1' },
  ])('%j is refused unless DEMO_IN_PRODUCTION=1', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(/DEMO_IN_PRODUCTION=1/)
  })
})

describe('a production server', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production' })
  })
  afterAll(() => server.close())

  it('has no demo accounts and takes no demo social code', async () => {
    expect((await server.rowCounts()).members).toBe(0)
    expect((await signIn(server.app, 'personal', DEMO_PASSWORD)).body.loginInfo.loginResult).toBe(
      MemberCode.loginInvalid,
    )
    const start = await server.app.inject({ method: 'POST', url: '/api/Member/SocialSignInStart' })
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/Member/IntegrationToken',
      cookies: { sw_state: start.cookies.find((c) => c.name === 'sw_state')?.value ?? '' },
      payload: { code: 'demo-social-ok', state: start.json<{ state: string }>().state },
    })
    expect(IntegrationTokenResponse.parse(r.json()).result.errCode).toBe(-1)
  })
})

describe('a database holding the demo data', () => {
  it('refuses to start outside demo mode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drape3d-demo-'))
    const env = {
      PGLITE_DIR: dir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      SMTP_PORT: '0',
      STATIC_DIR: '/nonexistent',
    }
    try {
      const demo = await buildApp(loadConfig(env))
      await demo.close()
      await expect(buildApp(loadConfig({ ...env, NODE_ENV: 'production' }))).rejects.toThrow(
        /holds the demo data/,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)
})
