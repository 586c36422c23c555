import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

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

// Orders, coupons, licences, invoices and payments (issue 13; server/commerce/orders, payments).

/**
 * Coupons (spec 2 §3): a rate in percent or an amount in minor units of its currency; at most
 * `maxRedemptions` orders may use it, counted by `redeemed` under a conditional update.
 */
export const coupons = pgTable('coupons', {
  seq: serial('seq').primaryKey(),
  couponCode: text('coupon_code').notNull().unique(),
  couponDesc: text('coupon_desc').notNull(),
  isDiscountRate: boolean('is_discount_rate').notNull(),
  /** percent when a rate, else minor units */
  discountValue: integer('discount_value').notNull(),
  period: smallint('period').notNull().default(1),
  productName: text('product_name').notNull().default(''),
  /** null: any product */
  prdOptSeq: integer('prd_opt_seq'),
  /** null: any sale type */
  saleType: smallint('sale_type'),
  currency: text('currency').notNull(),
  startDt: timestamp('start_dt', { withTimezone: true }).notNull(),
  expiredDt: timestamp('expired_dt', { withTimezone: true }).notNull(),
  maxRedemptions: integer('max_redemptions').notNull(),
  redeemed: integer('redeemed').notNull().default(0),
})
export type CouponRow = typeof coupons.$inferSelect

/** Coupons a member registered (RegCoupon): what Coupon/List shows. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    memberId: text('member_id').notNull(),
    couponCode: text('coupon_code').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.couponCode] })],
)

/**
 * Orders: one per (member, idempotency key); every amount in minor units, decided by the server.
 * Status pending → paid (terminal) or failed; only a signed webhook (or a free coupon) makes it paid.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: text('member_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the key was first used for: the same key with another order is refused. */
    requestHash: text('request_hash').notNull(),
    targetUserId: text('target_user_id').notNull(),
    prdOptSeq: integer('prd_opt_seq').notNull(),
    saleType: smallint('sale_type').notNull(),
    cntAdd: integer('cnt_add').notNull(),
    cntExtend: integer('cnt_extend').notNull(),
    cntUpgrade: integer('cnt_upgrade').notNull(),
    cntTrade: integer('cnt_trade').notNull(),
    myLicenseSeq: integer('my_license_seq').notNull(),
    payMethod: smallint('pay_method').notNull(),
    currency: text('currency').notNull(),
    salePrice: integer('sale_price').notNull(),
    discountPrice: integer('discount_price').notNull(),
    payPrice: integer('pay_price').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    /** thousandths of a percent: 7250 is 7.25 % */
    taxRateMp: integer('tax_rate_mp').notNull(),
    taxLabel: text('tax_label').notNull(),
    reverseCharge: boolean('reverse_charge').notNull(),
    couponCode: text('coupon_code').notNull(),
    country: text('country').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    vatNum: text('vat_num').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    provider: text('provider').notNull().default(''),
    /** The provider's payment (intent, order or source) id, once created. */
    providerRef: text('provider_ref').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_member_key_idx').on(t.memberId, t.idempotencyKey),
    index('orders_provider_ref_idx').on(t.providerRef),
  ],
)
export type OrderRow = typeof orders.$inferSelect

/** Licences (spec 2 §3 licence): one per paid order. */
export const licenses = pgTable('licenses', {
  seq: serial('seq').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  memberId: text('member_id').notNull(),
  buyerId: text('buyer_id').notNull(),
  prdOptSeq: integer('prd_opt_seq').notNull(),
  productGroup: smallint('product_group').notNull(),
  saleType: smallint('sale_type').notNull(),
  seats: integer('seats').notNull(),
  version: text('version').notNull(),
  isRecurring: boolean('is_recurring').notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }),
})

/** Invoices (spec 2 §3 order row): one per paid order, numbered MD_… (spec 2 §9). */
export const invoices = pgTable('invoices', {
  invoiceNo: text('invoice_no').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  memberId: text('member_id').notNull(),
  currency: text('currency').notNull(),
  totalBasePrice: integer('total_base_price').notNull(),
  discountPrice: integer('discount_price').notNull(),
  vatPrice: integer('vat_price').notNull(),
  payPrice: integer('pay_price').notNull(),
  vatNum: text('vat_num').notNull(),
  reverseCharge: boolean('reverse_charge').notNull(),
  billTo: text('bill_to').notNull(),
  invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull(),
})

/** Webhook events already handled, by the provider's event id: a replay changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderNo: text('order_no').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The local payment sandbox's own books (it stands for the provider's side): one payment per
 * order and method, and the webhook events it still has to deliver (an outbox, retried until
 * the server accepts them, so a server stopped between payment and webhook loses nothing).
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  method: smallint('method').notNull(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** requires_payment_method, requires_action, pending, succeeded, failed */
  status: text('status').notNull(),
  returnUrl: text('return_url').notNull(),
  lastError: text('last_error').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const sandboxOutbox = pgTable('sandbox_outbox', {
  eventId: text('event_id').primaryKey(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
})
