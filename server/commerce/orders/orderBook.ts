import { createHash, randomBytes } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import {
  MemberType,
  SaleType,
  fromMinor,
  type OrderRequest,
  type OrderView,
} from '../../../src/contract/index.ts'
import type { Db } from '../../core/index.ts'
import { members } from '../../account/index.ts'
import {
  invoices,
  licenses,
  orders,
  paymentEvents,
  prices,
  products,
  type OrderRow,
} from '../tables.ts'
import type { PaymentEvent } from '../payments/provider.ts'
import { releaseCoupon, retakeCoupon } from './coupons.ts'
import type { ProductPrice, Quote } from './quote.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Product prices read in the last minute, per database: the checkout asks GetCalcPrice and
 * GetCalcTax at every change of the form, and the price table changes only with a release (a
 * migration or the seed), so a price is read from the database at most once a minute per
 * instance. The order calls price through here too: a price changed by a release applies to
 * quotes and orders alike within that minute.
 */
const PRICE_TTL_MS = 60_000
const priceCache = new WeakMap<Db, Map<string, { row: ProductPrice | null; at: number }>>()

/** The product of a line in one currency, when it is sold with that sale type. */
export async function productPrice(
  db: Db,
  prdOptSeq: number,
  saleType: number,
  currency: string,
): Promise<ProductPrice | null> {
  const cache = priceCache.get(db) ?? new Map<string, { row: ProductPrice | null; at: number }>()
  priceCache.set(db, cache)
  const key = `${String(prdOptSeq)}:${String(saleType)}:${currency}`
  const hit = cache.get(key)
  if (hit && Date.now() - hit.at < PRICE_TTL_MS) return hit.row
  const row = await readProductPrice(db, prdOptSeq, saleType, currency)
  cache.set(key, { row, at: Date.now() })
  return row
}

async function readProductPrice(
  db: Db,
  prdOptSeq: number,
  saleType: number,
  currency: string,
): Promise<ProductPrice | null> {
  const [row] = await db
    .select({
      prdOptSeq: products.prdOptSeq,
      saleType: products.saleType,
      productGroup: products.productGroup,
      version: products.version,
      currency: prices.currency,
      salePrice: prices.salePrice,
    })
    .from(products)
    .innerJoin(prices, eq(prices.prdOptSeq, products.prdOptSeq))
    .where(and(eq(products.prdOptSeq, prdOptSeq), eq(prices.currency, currency)))
  if (!row || row.saleType !== saleType) return null
  return { ...row, unitPrice: Math.round(row.salePrice * 100) }
}

/**
 * Whom a member may buy for (spec 2 §6): themself (blank or own id), or, for a company, an end
 * user of their own company. Answers the target's id, or null when not allowed.
 */
export async function targetOf(
  db: Db,
  buyerId: string,
  targetUserId: string,
): Promise<string | null> {
  if (targetUserId === '' || targetUserId === buyerId) return buyerId
  const [target] = await db
    .select({ id: members.id, comId: members.comId, status: members.status })
    .from(members)
    .where(eq(members.id, targetUserId))
  return target && target.comId === buyerId && target.status === 'active' ? target.id : null
}

/** per for personal members, ent for companies and their end users (spec 2 §2 complete page). */
export async function completeTypeOf(db: Db, memberId: string): Promise<'per' | 'ent'> {
  const [m] = await db
    .select({ memberType: members.memberType })
    .from(members)
    .where(eq(members.id, memberId))
  return m?.memberType === MemberType.PERSONAL || !m ? 'per' : 'ent'
}

/** What an idempotency key was used for: every field of the order but the key and the token. */
export function requestHashOf(input: OrderRequest): string {
  const sorted = Object.fromEntries(
    Object.entries(input)
      .filter(([key]) => key !== 'idempotencyKey' && key !== 'token')
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex')
}

/** An order number: date and random digits (never guessed from another's). */
export function newOrderNo(now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '')
  const digits = BigInt(`0x${randomBytes(6).toString('hex')}`) % 10n ** 12n
  return `OR${date}${digits.toString().padStart(12, '0')}`
}

/** Invoice numbers (spec 2 §9): MD_ then the date and the order's serial number. */
export const invoiceNoOf = (order: Pick<OrderRow, 'id' | 'createdAt'>): string =>
  `MD_${order.createdAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(order.id).padStart(6, '0')}`

export async function orderByKey(db: Db, memberId: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)))
  return row ?? null
}

export async function orderByNo(db: Db, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo))
  return row ?? null
}

export interface NewOrder {
  memberId: string
  targetUserId: string
  input: OrderRequest
  quote: Quote
  couponCode: string
  vatNum: string
}

/**
 * Inserts the order of a key once. Answers the row inserted, or null when the key already has one
 * (another submission won). `beforeCommit` runs in the same transaction after the insert (the
 * coupon's use): when it throws, the order is not written.
 */
export async function insertOrder(
  db: Db,
  o: NewOrder,
  now: Date,
  beforeCommit: (tx: Tx) => Promise<void>,
): Promise<OrderRow | null> {
  const i = o.input
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(now),
        memberId: o.memberId,
        idempotencyKey: i.idempotencyKey,
        requestHash: requestHashOf(i),
        targetUserId: o.targetUserId,
        prdOptSeq: i.prdOptSeq,
        saleType: i.saleType,
        cntAdd: i.cntAdd,
        cntExtend: i.cntExtend,
        cntUpgrade: i.cntUpgrade,
        cntTrade: i.cntTrade,
        myLicenseSeq: i.myLicenseSeq,
        payMethod: i.payMethod,
        currency: o.quote.currency,
        salePrice: o.quote.salePrice,
        discountPrice: o.quote.discountPrice,
        payPrice: o.quote.payPrice,
        tax: o.quote.tax,
        total: o.quote.total,
        taxRateMp: o.quote.rateMp,
        taxLabel: o.quote.taxLabel,
        reverseCharge: o.quote.reverseCharge,
        couponCode: o.couponCode,
        country: i.country.trim().toUpperCase(),
        address1: i.address1.replaceAll(',', ' ').trim(),
        address2: i.address2.replaceAll(',', ' ').trim(),
        city: i.city.replaceAll(',', ' ').trim(),
        state: i.state.replaceAll(',', ' ').trim(),
        zipcode: i.zipcode.replaceAll(',', ' ').trim(),
        vatNum: o.vatNum,
        locale: i.locale,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [orders.memberId, orders.idempotencyKey] })
      .returning()
    if (!row) return null
    await beforeCommit(tx)
    return row
  })
}

export async function setProviderRef(
  db: Db,
  orderId: number,
  provider: string,
  ref: string,
): Promise<void> {
  await db
    .update(orders)
    .set({ provider, providerRef: ref })
    .where(and(eq(orders.id, orderId), eq(orders.providerRef, '')))
}

const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000)

/**
 * Makes an order paid once, with its licence and its invoice, in one transaction: the status
 * changes only from not-paid to paid, so a second call finds nothing to do. Answers true when
 * this call paid it.
 */
async function markPaid(tx: Tx, orderNo: string, now: Date): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(orders.orderNo, orderNo), ne(orders.status, 'paid')))
    .returning()
  if (!order) return false
  const [product] = await tx
    .select({ productGroup: products.productGroup, version: products.version })
    .from(products)
    .where(eq(products.prdOptSeq, order.prdOptSeq))
  const days =
    order.saleType === SaleType.ONE_YEAR || order.saleType === SaleType.MONTHLY_SUBSCRIPTION
      ? order.saleType * Math.max(1, order.cntExtend)
      : null
  await tx
    .insert(licenses)
    .values({
      orderNo: order.orderNo,
      memberId: order.targetUserId,
      buyerId: order.memberId,
      prdOptSeq: order.prdOptSeq,
      productGroup: product?.productGroup ?? 0,
      saleType: order.saleType,
      seats: Math.max(1, order.cntAdd + order.cntUpgrade + order.cntTrade),
      version: product?.version ?? '',
      isRecurring: order.saleType === SaleType.MONTHLY_SUBSCRIPTION,
      startDate: now,
      endDate: days === null ? null : addDays(now, days),
    })
    .onConflictDoNothing()
  const billTo = [
    order.address1,
    order.address2,
    order.city,
    order.state,
    order.zipcode,
    order.country,
  ]
    .filter((part) => part !== '')
    .join(', ')
  await tx
    .insert(invoices)
    .values({
      invoiceNo: invoiceNoOf(order),
      orderNo: order.orderNo,
      memberId: order.memberId,
      currency: order.currency,
      totalBasePrice: order.salePrice,
      discountPrice: order.discountPrice,
      vatPrice: order.tax,
      payPrice: order.total,
      vatNum: order.vatNum,
      reverseCharge: order.reverseCharge,
      billTo,
      invoiceDate: now,
    })
    .onConflictDoNothing()
  return true
}

/** A free order (payMethod 8, total 0): nothing to pay, so the server completes it at once. */
export async function completeFreeOrder(db: Db, orderNo: string, now: Date): Promise<boolean> {
  return db.transaction((tx) => markPaid(tx, orderNo, now))
}

export type EventOutcome =
  'paid' | 'failed' | 'unchanged' | 'duplicate' | 'unknownOrder' | 'mismatch'

/**
 * Applies a verified webhook event once (spec: the only place an order becomes paid). The event id
 * is recorded first: a replay finds it and changes nothing. Paid is final: a failure or a
 * "processing" event that arrives after the success (out of order) changes nothing; a success
 * after a failure (another card) pays. A failure gives the order's coupon use back; a success
 * after it takes the use again. An amount or currency other than the order's is ignored.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  now: Date,
): Promise<EventOutcome> {
  return db.transaction(async (t) => {
    const tx = t
    const recorded = await tx
      .insert(paymentEvents)
      .values({ eventId: event.eventId, provider, type: event.type, orderNo: event.orderNo })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId })
    if (recorded.length === 0) return 'duplicate'
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.orderNo, event.orderNo))
      .for('update')
    if (!order) return 'unknownOrder'
    if (order.providerRef !== '' && event.ref !== order.providerRef) return 'mismatch'
    if (
      (event.amount !== undefined && event.amount !== order.total) ||
      (event.currency !== undefined && event.currency !== order.currency)
    )
      return 'mismatch'
    if (event.outcome === 'succeeded') {
      if (!(await markPaid(tx, order.orderNo, now))) return 'unchanged'
      if (order.status === 'failed' && order.couponCode !== '')
        await retakeCoupon(tx, order.couponCode)
      return 'paid'
    }
    if (event.outcome === 'failed') {
      const failed = await tx
        .update(orders)
        .set({ status: 'failed' })
        .where(and(eq(orders.orderNo, order.orderNo), eq(orders.status, 'pending')))
        .returning({ id: orders.id })
      if (failed.length === 0) return 'unchanged'
      if (order.couponCode !== '') await releaseCoupon(tx, order.couponCode)
      return 'failed'
    }
    return 'unchanged'
  })
}

/** One of a member's orders with its invoice number and licence, as GetOrder answers it. */
export async function orderView(
  db: Db,
  memberId: string,
  orderNo: string,
): Promise<OrderView | null> {
  const [row] = await db
    .select({
      order: orders,
      invoiceNo: invoices.invoiceNo,
      licenseSeq: licenses.seq,
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderNo, orders.orderNo))
    .leftJoin(licenses, eq(licenses.orderNo, orders.orderNo))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)))
  if (!row) return null
  const o = row.order
  return {
    orderNo: o.orderNo,
    status: o.status,
    payMethod: o.payMethod,
    currency: o.currency,
    salePrice: fromMinor(o.salePrice),
    discountPrice: fromMinor(o.discountPrice),
    payPrice: fromMinor(o.payPrice),
    tax: fromMinor(o.tax),
    total: fromMinor(o.total),
    reverseCharge: o.reverseCharge,
    couponCode: o.couponCode,
    prdOptSeq: o.prdOptSeq,
    targetUserId: o.targetUserId,
    invoiceNo: row.invoiceNo ?? '',
    licenseSeq: row.licenseSeq ?? 0,
  }
}
