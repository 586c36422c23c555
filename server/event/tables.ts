import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * Steam rewards recorded (spec 3 §4 "Steam claim"): once per account and once per Steam ID, both
 * kept by unique keys so that of parallel claims exactly one is recorded.
 */
export const steamClaims = pgTable('steam_claims', {
  id: serial('id').primaryKey(),
  memberId: text('member_id').notNull().unique(),
  steamId: text('steam_id').notNull().unique(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The local Steam adapter's accounts (demo data): a Steam ID not listed is not a Steam account. */
export const steamDemoAccounts = pgTable('steam_demo_accounts', {
  steamId: text('steam_id').primaryKey(),
  ownsApp: boolean('owns_app').notNull(),
  /** What the account demonstrates, for testers (docs/demo-data.md). */
  note: text('note').notNull(),
})

/** Entries of the second event (spec 3 §7 Event/Crytek2006): one per member and event. */
export const eventEntries = pgTable(
  'event_entries',
  {
    event: text('event').notNull(),
    memberId: text('member_id').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.event, t.memberId] })],
)

/** Community submissions (spec 3 §3, §7 Event/FF2112): the model and where its zip is on disk. */
export const eventSubmissions = pgTable('event_submissions', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  model: jsonb('model').$type<Record<string, unknown>>().notNull(),
  fileName: text('file_name').notNull(),
  fileBytes: integer('file_bytes').notNull(),
  /** The file's name inside the upload folder (never the client's name). */
  storedAs: text('stored_as').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
