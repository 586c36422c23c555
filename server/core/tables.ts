import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core'

/** Server settings that must survive restarts (the generated session secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/**
 * Fixed-window call counters (server/core/limits/rateLimits.ts), in the database so that every
 * instance counts the same calls and the counts survive a restart. Times are epoch milliseconds.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    windowEnd: bigint('window_end', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_end_idx').on(t.windowEnd)],
)
