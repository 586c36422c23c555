import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../server/app.ts'
import { loadConfig } from '../../../server/core/config.ts'
import { openDatabase } from '../../../server/core/database.ts'

/**
 * Issue 10, finding 7: under umask 022, 968 of the 1,023 files of the database folder were 0666,
 * the session secret with them, and a token forged with it offline was accepted. The folder is
 * owner-only (0700) whatever the umask, and so is every file in it at rest (0600).
 */
let previousUmask = 0
let root = ''
beforeAll(() => {
  previousUmask = process.umask(0o022)
  root = mkdtempSync(join(tmpdir(), 'drape3d-modes-'))
})
afterAll(() => {
  process.umask(previousUmask)
  rmSync(root, { recursive: true, force: true })
})

let n = 0
const freshDir = () => join(root, `data-${++n}`)

/** Every path under `dir` whose group or other bits are set, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = []
  const walk = (path: string) => {
    const stat = statSync(path)
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`)
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry))
  }
  walk(dir)
  return found
}

const modeOf = (path: string) => statSync(path).mode & 0o777

// Each case creates a PGlite cluster on disk (initdb: seconds of CPU, far more on a busy machine).
describe(
  'the data folder is owner-only whatever the umask (umask 022 here)',
  { timeout: 120_000 },
  () => {
    const opened: Array<{ close(): Promise<void> }> = []
    afterEach(async () => {
      for (const db of opened.splice(0)) await db.close()
    })

    it('a new folder is 0700 while the database runs, and every file in it is owner-only once it is closed', async () => {
      const dir = freshDir()
      const database = await openDatabase({ url: undefined, pgliteDir: dir })
      expect(modeOf(dir)).toBe(0o700)
      await database.close()
      expect(openToOthers(dir)).toEqual([])
    })

    it('a folder left open by an older version (0755, files 0666) is closed to others when the server opens it', async () => {
      const dir = freshDir()
      mkdirSync(dir, { mode: 0o755 })
      chmodSync(dir, 0o755)
      const first = await openDatabase({ url: undefined, pgliteDir: dir })
      await first.close()
      chmodSync(dir, 0o755)
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry)
        if (statSync(path).isFile()) chmodSync(path, 0o666)
      }
      const again = await openDatabase({ url: undefined, pgliteDir: dir })
      opened.push(again)
      expect(modeOf(dir)).toBe(0o700)
      expect(openToOthers(dir)).toEqual([])
    })

    it('the generated session secret lives only in owner-only files', async () => {
      const dir = freshDir()
      const app = await buildApp(
        loadConfig({
          PGLITE_DIR: dir,
          LOG_LEVEL: 'silent',
          SMTP_PORT: '0',
          STATIC_DIR: '/nonexistent-dist',
          SEED: '0',
        }),
      )
      await app.ready()
      await app.close()
      expect(modeOf(dir)).toBe(0o700)
      expect(openToOthers(dir)).toEqual([])
    })
  },
)
