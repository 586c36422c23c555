import nodemailer, { type Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Config, Core } from '../core/index.ts'
import { LocalSmtpServer } from './localSmtp.ts'
import { MailTokens } from './tokens.ts'
import type { RenderedMail } from './templates.ts'

/**
 * Sends every message over SMTP with nodemailer (issue 11): to the relay of SMTP_URL when set,
 * else to the local SMTP server this process runs (SMTP_PORT), which keeps each message for
 * /dev/mailbox.
 */
export class Mailer {
  readonly tokens: MailTokens
  readonly config: Config
  readonly #transport: Transporter
  readonly #local: LocalSmtpServer | null

  private constructor(
    config: Config,
    tokens: MailTokens,
    transport: Transporter,
    local: LocalSmtpServer | null,
  ) {
    this.config = config
    this.tokens = tokens
    this.#transport = transport
    this.#local = local
  }

  static async start(core: Core, log: FastifyBaseLogger): Promise<Mailer> {
    const { config } = core
    const tokens = new MailTokens(core.database.db)
    if (config.SMTP_URL) {
      const transport = nodemailer.createTransport(config.SMTP_URL)
      log.info({ relay: new URL(config.SMTP_URL).host }, 'mail goes to the SMTP relay')
      return new Mailer(config, tokens, transport, null)
    }
    const local = new LocalSmtpServer(core.database.db)
    let port: number
    try {
      port = await local.listen(config.SMTP_PORT)
    } catch (e) {
      throw new Error(
        `The local SMTP server could not listen on 127.0.0.1:${config.SMTP_PORT} (${e instanceof Error ? e.message : String(e)}): set SMTP_PORT to a free port (0 picks one) or SMTP_URL to a relay`,
        { cause: e },
      )
    }
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
    })
    log.info({ port }, 'local SMTP server listening; mail is kept for /dev/mailbox')
    return new Mailer(config, tokens, transport, local)
  }

  /** The port of the local SMTP server, 0 when mail goes to a relay. */
  get localPort(): number {
    return this.#local?.port ?? 0
  }

  async send(to: { name: string; address: string }, mail: RenderedMail): Promise<void> {
    await this.#transport.sendMail({
      from: this.config.MAIL_FROM,
      to: { name: to.name, address: to.address },
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'Content-Language': mail.language },
    })
  }

  async close(): Promise<void> {
    this.#transport.close()
    await this.#local?.close()
  }
}

const mailers = new WeakMap<Core, Mailer>()

export function provideMailer(core: Core, mailer: Mailer): void {
  mailers.set(core, mailer)
}

/** The mailer of this app (the mail area starts it when the app is built). */
export function mailerOf(core: Core): Mailer {
  const mailer = mailers.get(core)
  if (!mailer) throw new Error('The mail area is not started: no mailer for this app')
  return mailer
}
