import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { ResultOnly, type Endpoint } from '../../src/contract/index.ts'
import { buildApp } from '../../server/app.ts'
import { loadConfig, type Config } from '../../server/core/config.ts'
import { onPglite, type Database } from '../../server/core/database.ts'
import { TEST_ENV } from './testEnv.ts'

export interface TestServer {
  app: FastifyInstance
  /** Every table back to the demo data, every cache and counter emptied. */
  reset(): Promise<void>
  /** Rows per table of every area, keyed by the table's camel-case name (pageViews, tickets...). */
  rowCounts(): Promise<Record<string, number>>
  close(): Promise<void>
}

/**
 * A per-file PostgreSQL database when DATABASE_URL is set (test files run in parallel), else
 * nothing: PGlite in memory is private to the file already.
 */
export async function privateDatabase(): Promise<{
  url: string | undefined
  drop: () => Promise<void>
}> {
  const base = process.env.DATABASE_URL
  if (!base) return { url: undefined, drop: () => Promise.resolve() }
  const name = `drape3d_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    // Best effort: a throwaway database left behind costs nothing, a failed clean-up must not fail
    // a test (PostgreSQL may refuse to end a backend it is still starting under load).
    drop: async () => {
      const c = new pg.Client({ connectionString: base })
      await c.connect()
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await c.query(`drop database if exists ${name} with (force)`)
            return
          } catch (error) {
            if (attempt === 3) {
              console.warn(`could not drop ${name}: ${String(error)}`)
              return
            }
            await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
          }
        }
      } finally {
        await c.end()
      }
    },
  }
}

/** A server that would seed the demo data into a database of its own, fresh. */
function startsSeeded(config: Config): boolean {
  return config.PGLITE_DIR.startsWith('memory://') && config.demo && config.SEED
}

/**
 * A copy of the migrated and seeded PGlite the global setup wrote (pgliteTemplate.ts), for a
 * server that would have seeded the same demo data into a fresh in-memory PGlite; else undefined.
 */
async function seededPglite(config: Config): Promise<Database | undefined> {
  const template = inject('pgliteTemplate')
  if (!template || config.DATABASE_URL || !startsSeeded(config)) return undefined
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) })
  return onPglite(client)
}

/**
 * One app per test file, on in-memory PGlite (or a private PostgreSQL database), seeded. A
 * DATABASE_URL given in `env` wins: servers that must share one database (a restart, a second
 * instance) pass the same one, and '' forces PGlite.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database =
    env.DATABASE_URL === undefined
      ? await privateDatabase()
      : { url: undefined, drop: () => Promise.resolve() }
  const config = loadConfig({
    ...TEST_ENV,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  })
  const seeded = await seededPglite(config)
  const app = await buildApp(config, seeded ? { database: seeded } : {})
  const { core } = app
  return {
    app,
    reset: () => core.resetDemoData(),
    async rowCounts() {
      const counts = await core.rowCounts()
      return Object.fromEntries(
        Object.entries(counts).map(([table, n]) => [
          table.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()),
          n,
        ]),
      )
    },
    async close() {
      await app.close()
      await seeded?.close()
      await database.drop()
    },
  }
}

export interface SignIn {
  response: LightMyRequestResponse
  body: {
    result: { errCode: number }
    loginInfo: { loginResult: number; isPwSameAsId: boolean; id: string }
    token: string
    Integrated: boolean
  }
  /** The jwt_token cookie's value, or null when none was set. */
  cookie: string | null
}

export async function signIn(
  app: FastifyInstance,
  id: string,
  pw: string,
  path = '/api/Member/Login',
): Promise<SignIn> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    payload: { id, pw, isRememberMe: false },
  })
  const cookie = response.cookies.find((c) => c.name === 'jwt_token')
  return { response, body: response.json(), cookie: cookie?.value ?? null }
}

/** Calls an endpoint of the table with a JSON body (POST/PUT) or a query (GET). */
export function call(
  app: FastifyInstance,
  ep: Endpoint,
  input: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const hasBody = ep.method === 'POST' || ep.method === 'PUT'
  return hasBody
    ? app.inject({ method: ep.method, url: ep.path, payload: input, headers })
    : app.inject({
        method: ep.method,
        url: ep.path,
        query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
        headers,
      })
}

/** The envelope of an error answer; throws when the body is not one. */
export function errorOf(response: LightMyRequestResponse): { errCode: number; errMsg: string } {
  return ResultOnly.parse(response.json()).result
}
