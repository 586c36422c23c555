import Fastify, { type FastifyInstance } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import { LIMITS, endpoints } from '../src/contract/index.ts'
import type { Config } from './config.ts'
import type { AppContext } from './context.ts'
import { openDatabase } from './db/client.ts'
import { MemberStore } from './db/memberStore.ts'
import { PriceList } from './db/priceList.ts'
import { seedIfEmpty } from './db/seed.ts'
import { SessionTokens } from './auth/session.ts'
import { LoginLimiter } from './auth/loginLimiter.ts'
import { storedSessionSecret } from './auth/secret.ts'
import { localHelpDesk } from './adapters/helpDesk.ts'
import { localSocialPlatform } from './adapters/social.ts'
import { installErrorHandler, sendError } from './http/errors.ts'
import { installSecurityHeaders } from './http/security.ts'
import { installSite, isApiPath } from './http/site.ts'
import { buildOpenApi } from './http/openapi.ts'
import { buildApiDocsHtml } from './http/apiDocs.ts'
import { registerCommon } from './api/common.ts'
import { registerLogin } from './api/login.ts'
import { registerMember } from './api/member.ts'
import { registerProduct } from './api/product.ts'
import { registerContent } from './api/content.ts'
import { registerSupport } from './api/support.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared state of the routes (database, stores, adapters); tests reset data through it. */
    context: AppContext
  }
}

/** API paths that keep answering during maintenance, so the site can tell the visitor. */
const OPEN_DURING_MAINTENANCE = new Set<string>([
  endpoints.Health.path,
  endpoints.GetConfig.path,
  endpoints.GetMaintenanceInfo.path,
  '/api/openapi.json',
  '/api/docs',
])

/** The site and its API: one Fastify instance on PGlite or PostgreSQL, migrated (and seeded) on start. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: LIMITS.bodyBytesMax,
    trustProxy: config.TRUST_PROXY,
  })

  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR })
  fastify.addHook('onClose', async () => {
    await database.close()
  })
  if (config.SEED && (await seedIfEmpty(database.db)))
    fastify.log.info('seeded the demo data (docs/demo-data.md)')

  const tokens = new SessionTokens(config.JWT_SECRET ?? (await storedSessionSecret(database.db)))
  const context: AppContext = {
    config,
    database,
    members: new MemberStore(database.db),
    priceList: new PriceList(database.db),
    tokens,
    loginLimiter: new LoginLimiter(config.LOGIN_RATE_LIMIT),
    cookies: { domain: config.COOKIE_DOMAIN, secure: config.secureCookies },
    helpDesk: localHelpDesk(database.db),
    social: localSocialPlatform(database.db),
  }
  fastify.decorate('context', context)
  fastify.decorate('tokens', tokens)

  // The API speaks JSON only: a text body is refused with 415 like any other type.
  fastify.removeContentTypeParser('text/plain')
  await fastify.register(fastifyCookie)
  installSecurityHeaders(fastify, { https: config.secureCookies })
  installErrorHandler(fastify)

  if (config.MAINTENANCE) {
    fastify.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      if (isApiPath(pathname) && !OPEN_DURING_MAINTENANCE.has(pathname))
        return sendError(reply, 503, 'The site is down for maintenance')
    })
  }

  registerCommon(fastify, context)
  registerLogin(fastify, context)
  registerMember(fastify, context)
  registerProduct(fastify, context)
  registerContent(fastify, context)
  registerSupport(fastify, context)

  const openApi = buildOpenApi(config.PUBLIC_URL)
  const docsHtml = buildApiDocsHtml(config.PUBLIC_URL)
  fastify.get('/api/openapi.json', (_request, reply) => reply.send(openApi))
  fastify.get('/api/docs', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsHtml),
  )

  await installSite(fastify, { staticDir: config.STATIC_DIR, maintenance: config.MAINTENANCE })
  return fastify
}
