import { integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'

/** Sellable products: one row per pricing route of spec 2 §2. */
export const products = pgTable('products', {
  prdOptSeq: integer('prd_opt_seq').primaryKey(),
  prdSeq: integer('prd_seq').notNull(),
  userType: text('user_type').notNull(),
  licenseType: text('license_type').notNull(),
  period: text('period').notNull(),
  productGroup: smallint('product_group').notNull(),
  saleType: smallint('sale_type').notNull(),
  license: smallint('license').notNull(),
  version: text('version').notNull(),
  edition: smallint('edition').notNull(),
  prevVersion: text('prev_version').notNull(),
})

/** A product's price in one currency (USD, CNY). */
export const prices = pgTable(
  'prices',
  {
    prdOptSeq: integer('prd_opt_seq')
      .notNull()
      .references(() => products.prdOptSeq, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    salePrice: numeric('sale_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.prdOptSeq, t.currency] })],
)
