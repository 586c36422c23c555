import type { FastifyInstance } from 'fastify'
import { defineArea } from '../core/index.ts'
import { registerFeatureArea } from './featurePlugin.ts'
import { ContentQueries } from './queries.ts'
import { registerContent } from './routes.ts'
import { seedContent } from './seed.ts'
import { content, topBanners } from './tables.ts'

/** Content (spec 3 §7, spec 1 §2): news and other post lists, posts, top banners. */
export default defineArea({
  name: 'content',
  tables: [content, topBanners],
  seed: seedContent,
  plugin(fastify: FastifyInstance) {
    registerContent(fastify, new ContentQueries(fastify.core.database.db))
    registerFeatureArea(fastify)
  },
})
