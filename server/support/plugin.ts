import type { FastifyInstance } from 'fastify'
import { defineArea, type Config, type Db } from '../core/index.ts'
import { registerFaq } from './faq.ts'
import { localHelpDesk, zendeskHelpDesk, type HelpDesk } from './helpDesk.ts'
import { registerSupport } from './routes.ts'
import { registerStaffInbox } from './staff.ts'
import { ticketUploads, tickets } from './tables.ts'
import { filesFolder, registerUploads, sweepOrphanUploads } from './uploads.ts'

/** How often each instance clears uploads never sent (the delete is idempotent across instances). */
const SWEEP_MS = 60 * 60 * 1000

/** Zendesk when its URL, e-mail and API token are all configured; else the local help desk. */
export function helpDeskOf(config: Config, db: Db): HelpDesk {
  const ids = { brandId: config.ZENDESK_BRAND_ID, ticketFormId: config.ZENDESK_TICKET_FORM_ID }
  return config.ZENDESK_URL && config.ZENDESK_EMAIL && config.ZENDESK_API_TOKEN
    ? zendeskHelpDesk({
        url: config.ZENDESK_URL,
        email: config.ZENDESK_EMAIL,
        apiToken: config.ZENDESK_API_TOKEN,
        ...ids,
      })
    : localHelpDesk(db, ids)
}

/** Support (spec 3 §3, §4, §7): tickets and their attachments to the help desk, the staff inbox. */
export default defineArea({
  name: 'support',
  tables: [tickets, ticketUploads],
  async plugin(fastify: FastifyInstance) {
    const { config } = fastify.core
    const folder = await filesFolder(config)
    const helpDesk = helpDeskOf(config, fastify.core.database.db)
    registerUploads(fastify, folder)
    const sweep = () =>
      sweepOrphanUploads(fastify.core.database.db, folder).then(
        () => undefined,
        () => undefined,
      )
    const sweeping = setInterval(() => void sweep(), SWEEP_MS)
    sweeping.unref()
    fastify.addHook('onReady', sweep)
    fastify.addHook('onClose', (_instance, done) => {
      clearInterval(sweeping)
      done()
    })
    registerSupport(fastify, helpDesk, folder)
    if (config.STAFF_INBOX && helpDesk.kind === 'local') registerStaffInbox(fastify, folder)
    registerFaq(fastify)
  },
})
