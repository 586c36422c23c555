import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { desc, sql } from 'drizzle-orm'
import type { Db } from '../core/index.ts'
import { mailMessages, type MailMessageRow } from './tables.ts'

/** The largest message the local server takes (ours are a few kilobytes). */
const MAX_MESSAGE_BYTES = 1_048_576
const MAX_LINKS = 20

/** The http(s) links of a text body, in order, without duplicates. */
export function linksOf(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')]+/g) ?? []
  return [...new Set(found)].slice(0, MAX_LINKS)
}

/**
 * The local SMTP server (issue 11): started by the mail area when SMTP_URL is not set, on
 * 127.0.0.1 and the port of SMTP_PORT (0: any free port). It accepts mail from this host only,
 * without authentication or TLS, and stores each message in mail_messages for /dev/mailbox.
 */
export class LocalSmtpServer {
  readonly #db: Db
  readonly #server: SMTPServer
  #port = 0

  constructor(db: Db) {
    this.#db = db
    this.#server = new SMTPServer({
      name: 'drape3d-mailbox',
      banner: 'Drape3D local mailbox',
      disabledCommands: ['AUTH', 'STARTTLS'],
      authOptional: true,
      size: MAX_MESSAGE_BYTES,
      logger: false,
      onConnect: (session, callback) => {
        const address = session.remoteAddress.replace(/^::ffff:/, '')
        if (address === '127.0.0.1' || address === '::1') callback()
        else callback(new Error('The local mailbox takes mail from this host only'))
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => this.#store(mail))
          .then(() => callback())
          .catch((e: unknown) => callback(e instanceof Error ? e : new Error(String(e))))
      },
    })
  }

  async #store(mail: Awaited<ReturnType<typeof simpleParser>>): Promise<void> {
    const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
      .map((a) => a.text)
      .join(', ')
    const text = mail.text ?? ''
    const languageHeader = mail.headers.get('content-language')
    await this.#db.insert(mailMessages).values({
      messageId: mail.messageId ?? '',
      from: mail.from?.text ?? '',
      to,
      subject: mail.subject ?? '',
      text,
      html: typeof mail.html === 'string' ? mail.html : '',
      language: typeof languageHeader === 'string' ? languageHeader : '',
      links: linksOf(text),
      size: text.length,
    })
  }

  async listen(port: number): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject)
      this.#server.listen(port, '127.0.0.1', () => {
        this.#server.off('error', reject)
        resolve()
      })
    })
    const address = this.#server.server.address() as AddressInfo
    this.#port = address.port
    return this.#port
  }

  get port(): number {
    return this.#port
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.#server.close(() => resolve())
    })
  }
}

/** The stored messages, newest first (the mailbox page). */
export async function listMessages(db: Db, to: string, limit = 100): Promise<MailMessageRow[]> {
  const query = db.select().from(mailMessages)
  const filtered =
    to === '' ? query : query.where(sql`strpos(lower(${mailMessages.to}), lower(${to})) > 0`)
  return filtered.orderBy(desc(mailMessages.id)).limit(limit)
}
