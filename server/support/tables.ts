import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** Tickets of the local help-desk adapter (spec 3 §3): the ticket payload with its first comment. */
export const tickets = pgTable('tickets', {
  id: serial('id').primaryKey(),
  requesterName: text('requester_name').notNull(),
  requesterEmail: text('requester_email').notNull(),
  subject: text('subject').notNull(),
  /** The first comment's HTML body, cleaned by the allow-list before it is stored. */
  htmlBody: text('html_body').notNull(),
  uploads: jsonb('uploads').$type<string[]>().notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  customFields: jsonb('custom_fields').$type<Array<{ id: number; value: string }>>().notNull(),
  /** Spec 3 §3: always "question". */
  type: text('type').notNull().default('question'),
  brandId: integer('brand_id').notNull().default(0),
  ticketFormId: integer('ticket_form_id').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Attachments of the contact form (spec 3 §7 zendeskFileUpload): the file on disk under the data
 * folder, its token bound to the uploading browser (`owner`, a hash of its upload cookie), and the
 * ticket that used it (once: `ticket_id` is set by one conditional write).
 */
export const ticketUploads = pgTable(
  'ticket_uploads',
  {
    token: text('token').primaryKey(),
    owner: text('owner').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The file's name in the support files folder (random; never the visitor's name). */
    storedAs: text('stored_as').notNull(),
    /** The ticket that used the upload; null while the form is being filled. */
    ticketId: integer('ticket_id'),
    /** Set when a ticket claims the upload (a claim is released if the help desk fails). */
    claim: text('claim'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_uploads_owner').on(t.owner), index('ticket_uploads_ticket').on(t.ticketId)],
)
