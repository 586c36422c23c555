import { bigint, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** Page-view log events (spec 1 §3, §7). */
export const pageViews = pgTable('page_views', {
  id: serial('id').primaryKey(),
  userId: text('user_id').notNull(),
  uid: text('uid').notNull(),
  url: text('url').notNull(),
  referer: text('referer').notNull(),
  device: text('device').notNull(),
  eventTimestamp: bigint('event_timestamp', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
