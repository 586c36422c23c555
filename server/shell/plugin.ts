import type { FastifyInstance } from 'fastify'
import { defineArea } from '../core/index.ts'
import { PageViewLog } from './queries.ts'
import { registerShell } from './routes.ts'
import { registerPageViews } from './routesPageView.ts'
import { installSite } from './site.ts'
import { pageViews } from './tables.ts'

async function shell(fastify: FastifyInstance): Promise<void> {
  const { config, database } = fastify.core
  registerShell(fastify, config)
  registerPageViews(fastify, new PageViewLog(database.db))
  await installSite(fastify, {
    staticDir: config.STATIC_DIR,
    maintenance: config.MAINTENANCE,
    publicUrl: config.PUBLIC_URL,
    countryHeader: config.TRUSTED_COUNTRY_HEADER,
  })
}

/** The site shell (spec 1 §2): the built site and its pages, the page-view log, the shell settings. */
export default defineArea({
  name: 'shell',
  tables: [pageViews],
  plugin: shell,
  // The site's not-found handler answers every unknown path, so it belongs to the root, not to a child.
  atRoot: true,
})
