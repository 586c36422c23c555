import { pgTable, text } from 'drizzle-orm/pg-core'

/** Server settings that must survive restarts (the generated session secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})
