import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { defineArea, type Config } from '../core/index.ts'
import { registerEvent } from './routes.ts'
import { seedEvent } from './seed.ts'
import { localSteam, steamWebApi } from './steam.ts'
import { registerSubmission } from './submissions.ts'
import { eventEntries, eventSubmissions, steamClaims, steamDemoAccounts } from './tables.ts'

/** Where submissions' zips go: EVENT_UPLOAD_DIR, else beside the database, else a temporary folder. */
function uploadDirOf(config: Config): string {
  if (config.EVENT_UPLOAD_DIR !== undefined) return config.EVENT_UPLOAD_DIR
  if (config.inMemory || config.DATABASE_URL !== undefined)
    return mkdtempSync(join(tmpdir(), 'drape3d-event-'))
  return join(config.PGLITE_DIR, 'uploads', 'event')
}

/** Events (spec 3 §2, §4, §7): the Steam claim, the Crytek entry and the community submission. */
export default defineArea({
  name: 'event',
  tables: [steamClaims, steamDemoAccounts, eventEntries, eventSubmissions],
  seed: seedEvent,
  plugin(fastify: FastifyInstance) {
    const { config, database } = fastify.core
    const steam =
      config.STEAM_API_KEY !== undefined && config.STEAM_APP_ID !== undefined
        ? steamWebApi({
            apiKey: config.STEAM_API_KEY,
            appId: config.STEAM_APP_ID,
            baseUrl: config.STEAM_API_URL,
          })
        : localSteam(database.db)
    registerEvent(fastify, database.db, steam)
    registerSubmission(fastify, database.db, uploadDirOf(config))
  },
})
