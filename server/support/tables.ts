import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** Tickets of the local help-desk adapter (spec 3 §3). */
export const tickets = pgTable('tickets', {
  id: serial('id').primaryKey(),
  requesterName: text('requester_name').notNull(),
  requesterEmail: text('requester_email').notNull(),
  subject: text('subject').notNull(),
  htmlBody: text('html_body').notNull(),
  uploads: jsonb('uploads').$type<string[]>().notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  customFields: jsonb('custom_fields').$type<Array<{ id: number; value: string }>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
