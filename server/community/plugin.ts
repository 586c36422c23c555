import type { FastifyInstance } from 'fastify'
import { defineArea } from '../core/index.ts'
import { LocalCommunityFeed } from './feed.ts'
import { registerCommunity } from './routes.ts'
import { seedCommunity } from './seed.ts'
import { communityPosts, communityTranslations } from './tables.ts'

/**
 * The community feed (spec 3 §3, §7): the user spotlight and community news. The feed is an
 * interface (feed.ts); the local one, on our database with seeded posts, is the default.
 */
export default defineArea({
  name: 'community',
  tables: [communityTranslations, communityPosts],
  seed: seedCommunity,
  plugin(fastify: FastifyInstance) {
    registerCommunity(fastify, new LocalCommunityFeed(fastify.core.database.db))
  },
})
