/**
 * The server project's global setup: one in-memory PGlite migrated and seeded with the demo data,
 * written to a file every test file's server starts from a copy of. A fresh PGlite spends seconds
 * in initdb, and seeding hashes every demo password; a copy loads in a fraction of that. (On
 * PostgreSQL a template database was tried: a new database there costs little, no faster.)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { buildApp } from '../../server/app.ts'
import { onPglite } from '../../server/core/database.ts'
import { loadConfig } from '../../server/core/config.ts'
import { TEST_ENV } from './testEnv.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded PGlite data directory (a tarball), '' on PostgreSQL. */
    pgliteTemplate: string
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '')
    return () => {}
  }
  const client = await PGlite.create()
  const database = await onPglite(client)
  const app = await buildApp(loadConfig(TEST_ENV), { database })
  await app.close()
  const dump = await client.dumpDataDir('none')
  await client.close()
  const dir = mkdtempSync(join(tmpdir(), 'drape3d-pglite-'))
  const file = join(dir, 'seeded.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
