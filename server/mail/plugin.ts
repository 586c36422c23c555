import type { FastifyInstance } from 'fastify'
import { defineArea } from '../core/index.ts'
import { Mailer, provideMailer } from './mailer.ts'
import { registerMailbox } from './routes.ts'
import { mailMessages, mailTokens } from './tables.ts'

/**
 * E-mail (issue 11): nodemailer over SMTP, the in-process SMTP server and its mailbox, and the
 * single-use links that verification and password-reset mails carry. The account area's
 * endpoints send through `mailerOf(core)`; sign-up calls `sendVerificationMail`.
 */
export default defineArea({
  name: 'mail',
  tables: [mailMessages, mailTokens],
  async plugin(fastify: FastifyInstance) {
    const mailer = await Mailer.start(fastify.core, fastify.log)
    provideMailer(fastify.core, mailer)
    fastify.addHook('onClose', async () => {
      await mailer.close()
    })
    if (fastify.core.config.MAILBOX) registerMailbox(fastify)
  },
})
