import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GetMySessionsResponse } from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { SIGN_IN_WINDOW_S } from '../../../server/account/signInLimiter.ts'
import { buildApp } from '../../../server/app.ts'
import { loadConfig } from '../../../server/core/config.ts'
import { openDatabase, type Database } from '../../../server/core/database.ts'
import { roomInWindow } from '../roomInWindow.ts'

/**
 * Issue 10, finding 3: two instances behind a load balancer behave as one. On PostgreSQL
 * (DATABASE_URL, as CI sets it) each instance has its own connection pool to one database; on
 * PGlite both instances share the one embedded database.
 */
const RECHECK_MS = 100
const env = {
  PGLITE_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  SMTP_PORT: '0',
  JWT_SECRET: 'multi-instance-secret-multi-instance-0123',
  STATIC_DIR: '/nonexistent-dist',
  LOGIN_RATE_LIMIT: '3',
  SESSION_RECHECK_MS: String(RECHECK_MS),
}

let a: FastifyInstance
let b: FastifyInstance
let cleanup: () => Promise<void>
/** Ends every server connection of both instances, as a PostgreSQL restart or failover does. */
let cutConnections: () => Promise<number> = () => Promise.resolve(0)

beforeAll(async () => {
  const base = process.env.DATABASE_URL
  if (base) {
    const name = `drape3d_multi_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(base)
    url.pathname = `/${name}`
    const config = loadConfig({ ...env, DATABASE_URL: url.toString() })
    a = await buildApp(config)
    b = await buildApp(config)
    cutConnections = async () => {
      const c = new pg.Client({ connectionString: base })
      await c.connect()
      const cut = await c.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      )
      await c.end()
      return cut.rowCount ?? 0
    }
    cleanup = async () => {
      await a.close()
      await b.close()
      const c = new pg.Client({ connectionString: base })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    }
  } else {
    const config = loadConfig({ ...env, DATABASE_URL: '' })
    const database: Database = await openDatabase({ url: undefined, pgliteDir: 'memory://' })
    a = await buildApp(config, { database })
    b = await buildApp(config, { database })
    cleanup = async () => {
      await a.close()
      await b.close()
      await database.close()
    }
  }
}, 120_000)
afterAll(() => cleanup())

const login = (app: FastifyInstance, pw: string, address = '192.0.2.1', device = 'browser') =>
  app.inject({
    method: 'POST',
    url: '/api/Member/Login',
    remoteAddress: address,
    headers: { 'user-agent': device },
    payload: { id: 'personal', pw },
  })
const tokenOf = async (r: ReturnType<typeof login>) => (await r).json<{ token: string }>().token
const get = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
const settle = () => new Promise((resolve) => setTimeout(resolve, RECHECK_MS + 50))

describe('two instances on one database', () => {
  it('a session from one works on the other, and a sign-out on one is seen by the other', async () => {
    const token = await tokenOf(login(a, DEMO_PASSWORD))
    expect((await get(b, '/api/Member/GetUserInfo', token)).statusCode).toBe(200)
    const out = await a.inject({
      method: 'POST',
      url: '/api/Member/Logout',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(out.statusCode).toBe(200)
    await settle()
    expect((await get(b, '/api/Member/GetUserInfo', token)).statusCode).toBe(401)
    expect((await get(a, '/api/Member/GetUserInfo', token)).statusCode).toBe(401)
  })

  it('both list the same sessions', async () => {
    const onA = await tokenOf(login(a, DEMO_PASSWORD, '192.0.2.2', 'on A'))
    const onB = await tokenOf(login(b, DEMO_PASSWORD, '192.0.2.3', 'on B'))
    const listed = async (app: FastifyInstance, token: string) =>
      GetMySessionsResponse.parse((await get(app, '/api/Member/GetMySessions', token)).json())
        .sessions.map((s) => s.device)
        .sort()
    expect(await listed(a, onB)).toEqual(await listed(b, onA))
    expect(await listed(a, onA)).toEqual(expect.arrayContaining(['on A', 'on B']))
  })

  it('failures counted on one count on the other: the owner meets the captcha on the other instance', async () => {
    await roomInWindow(SIGN_IN_WINDOW_S, 10_000)
    for (const [app, i] of [
      [a, 1],
      [b, 2],
      [a, 3],
    ] as const)
      expect((await login(app, 'Wrong!pass1', `198.51.100.${i}`)).statusCode).toBe(200)
    expect((await login(b, DEMO_PASSWORD, '192.0.2.50')).statusCode).toBe(428)
    expect((await login(a, DEMO_PASSWORD, '192.0.2.50')).statusCode).toBe(428)
  })
})

describe('when the database ends the connections', () => {
  it('both instances keep answering: the lost idle connections are replaced, the process does not crash', async () => {
    const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' })
    expect((await health(a)).statusCode).toBe(200)
    expect((await health(b)).statusCode).toBe(200)
    const cut = await cutConnections()
    if (process.env.DATABASE_URL) expect(cut).toBeGreaterThan(0)
    await settle()
    expect((await health(a)).statusCode).toBe(200)
    expect((await health(b)).statusCode).toBe(200)
  })
})
