import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Every message the in-process SMTP server received (issue 11): the local mailbox that
 * /dev/mailbox lists. Bodies are kept as sent; the page renders the text body only, never the HTML.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull().default(''),
    from: text('from_address').notNull().default(''),
    to: text('to_address').notNull().default(''),
    subject: text('subject').notNull().default(''),
    text: text('text_body').notNull().default(''),
    html: text('html_body').notNull().default(''),
    /** The Content-Language of the message (the member's language). */
    language: text('language').notNull().default(''),
    /** The links of the text body, in order. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    size: integer('size').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_messages_to_idx').on(t.to)],
)
export type MailMessageRow = typeof mailMessages.$inferSelect

/** What a link sent by e-mail is for (spec 1 §2, §4): verifying an address, resetting a password. */
export const MAIL_TOKEN_PURPOSES = ['verify', 'reset'] as const
export type MailTokenPurpose = (typeof MAIL_TOKEN_PURPOSES)[number]

/**
 * The single-use, expiring links sent by e-mail. Only the SHA-256 of the token is stored: the
 * database alone cannot open a link. `used_at` is set once, by the one request that consumes it.
 */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    hash: text('hash').primaryKey(),
    purpose: text('purpose', { enum: MAIL_TOKEN_PURPOSES }).notNull(),
    memberId: text('member_id').notNull(),
    /** The address the link was sent to: verifying it verifies only this address. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mail_tokens_member_idx').on(t.memberId)],
)
export type MailTokenRow = typeof mailTokens.$inferSelect
