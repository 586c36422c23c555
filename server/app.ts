import { globSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import { LIMITS } from '../src/contract/index.ts'
import type { Config } from './core/config.ts'
import type { Area } from './core/area.ts'
import { Core } from './core/context.ts'
import { openDatabase, type Database } from './core/database.ts'
import { installErrorHandler } from './core/http/errors.ts'
import { installSecurityHeaders } from './core/http/security.ts'
import {
  capConnectionsPerAddress,
  connectionOptions,
  installBodyDeadline,
  limitsOf,
} from './core/http/slowClients.ts'
import { QuietRequestLog } from './core/http/requestLog.ts'
import { installMaintenanceGate } from './core/http/maintenance.ts'
import { registerCoreRoutes } from './core/routes.ts'
import { prepareDemoData } from './core/demoMode.ts'
import { installDelivery } from './shell/index.ts'

const serverDir = fileURLToPath(new URL('.', import.meta.url))

/**
 * Every business area of the server: each `server/<area>/plugin.ts` default-exports its Area, so an
 * area that adds an endpoint or a table never edits this file. Sorted by folder name for a stable order.
 */
async function loadAreas(): Promise<Area[]> {
  const files = globSync('*/plugin.ts', { cwd: serverDir }).sort()
  const areas: Area[] = []
  for (const file of files) {
    const module = (await import(pathToFileURL(join(serverDir, file)).href)) as { default: Area }
    areas.push(module.default)
  }
  return areas
}

/** The site and its API: one Fastify instance on PGlite or PostgreSQL, migrated (and seeded) on start. */
export async function buildApp(
  config: Config,
  /** A database already open, shared with another instance (the multi-instance tests); its owner closes it. */
  shared: { database?: Database } = {},
): Promise<FastifyInstance> {
  const limits = limitsOf(config)
  const fastify = Fastify({
    logger: { level: config.LOG_LEVEL },
    logController: new QuietRequestLog(),
    bodyLimit: LIMITS.bodyBytesMax,
    trustProxy: config.TRUST_PROXY,
    ...connectionOptions(limits),
  })
  capConnectionsPerAddress(fastify.server, limits.maxConnectionsPerAddress)
  installBodyDeadline(fastify, limits)

  const database =
    shared.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: config.PGLITE_DIR,
      onIdleError: (error) =>
        fastify.log.warn({ err: error }, 'database connection lost while idle'),
    }))
  if (!shared.database)
    fastify.addHook('onClose', async () => {
      await database.close()
    })
  const areas = await loadAreas()
  const core = new Core(config, database, areas)
  fastify.decorate('core', core)
  fastify.addHook('onClose', (_instance, done) => {
    core.limits.close()
    done()
  })
  try {
    await prepareDemoData(core, fastify.log)
  } catch (e) {
    await fastify.close()
    throw e
  }

  // The API speaks JSON only: a text body is refused with 415 like any other type.
  fastify.removeContentTypeParser('text/plain')
  await fastify.register(fastifyCookie)
  await installDelivery(fastify)
  installSecurityHeaders(fastify, { https: config.secureCookies })
  installErrorHandler(fastify)
  if (config.MAINTENANCE) installMaintenanceGate(fastify)

  registerCoreRoutes(fastify)
  for (const area of areas) {
    const plugin = async (instance: FastifyInstance) => {
      await area.plugin(instance)
    }
    if (area.atRoot) Object.assign(plugin, { [Symbol.for('skip-override')]: true })
    await fastify.register(plugin)
  }
  return fastify
}
