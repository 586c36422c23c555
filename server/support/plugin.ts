import type { FastifyInstance } from 'fastify'
import { defineArea } from '../core/index.ts'
import { registerFaq } from './faq.ts'
import { localHelpDesk } from './helpDesk.ts'
import { registerSupport } from './routes.ts'
import { tickets } from './tables.ts'

/** Support (spec 3 §3): tickets to the help desk. */
export default defineArea({
  name: 'support',
  tables: [tickets],
  plugin(fastify: FastifyInstance) {
    registerSupport(fastify, localHelpDesk(fastify.core.database.db))
    registerFaq(fastify)
  },
})
