import { and, count, desc, eq, or } from 'drizzle-orm'
import {
  InvoiceCode,
  fromMinor,
  invoiceTypeOf,
  type InvoiceData,
  type MyOrder,
} from '../../../src/contract/index.ts'
import type { Db } from '../../core/index.ts'
import { members } from '../../account/index.ts'
import { invoices, orders, products, type OrderRow } from '../tables.ts'
import { seatsOf } from '../orders/quote.ts'

/** The seller printed on every invoice (spec 2 §3 sellerAddress): the company's registered address. */
export const SELLER_ADDRESS = [
  'Drape3D Inc.',
  '100 Pine Street, Suite 1250',
  'San Francisco, CA 94111',
  'United States',
]

/** The pricing route of a product (`per/individual/year`): the key of its name in every language. */
const productKeyOf = (p: { userType: string; licenseType: string; period: string } | null) =>
  p ? `${p.userType}/${p.licenseType}/${p.period}` : ''

/** The billing address lines of an order, as the buyer saved them. */
const addressLinesOf = (o: OrderRow): string[] =>
  [
    o.address1,
    o.address2,
    [o.zipcode, o.city, o.state].filter((p) => p !== '').join(' '),
    o.country,
  ]
    .map((line) => line.trim())
    .filter((line) => line !== '')

/** The member's orders, newest first (GetMyOrder), `size` a page. */
export async function myOrders(
  db: Db,
  memberId: string,
  page: number,
  size: number,
): Promise<{ totalCnt: number; list: MyOrder[] }> {
  const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.memberId, memberId))
  const rows = await db
    .select({
      order: orders,
      invoiceNo: invoices.invoiceNo,
      userType: products.userType,
      licenseType: products.licenseType,
      period: products.period,
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderNo, orders.orderNo))
    .leftJoin(products, eq(products.prdOptSeq, orders.prdOptSeq))
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(size)
    .offset((page - 1) * size)
  return {
    totalCnt: total?.n ?? 0,
    list: rows.map(({ order: o, invoiceNo, ...product }) => ({
      orderNo: o.orderNo,
      status: o.status,
      payMethod: o.payMethod,
      currency: o.currency,
      product: productKeyOf(product.userType === null ? null : (product as ProductKey)),
      quantity: seatsOf(o),
      payPrice: fromMinor(o.payPrice),
      tax: fromMinor(o.tax),
      total: fromMinor(o.total),
      invoiceNo: invoiceNo ?? '',
      orderDate: o.createdAt.toISOString(),
    })),
  }
}
type ProductKey = { userType: string; licenseType: string; period: string }

export type InvoiceLookup =
  { ok: true; invoice: InvoiceData } | { ok: false; errCode: number; errMsg: string }

/**
 * The invoice of one order placed by `memberId`, or by an end user of `memberId`'s company (spec 2
 * §3 invoice data). Anyone else's order reads exactly as an order that does not exist; an order
 * not paid has no invoice yet.
 */
export async function invoiceOf(db: Db, memberId: string, orderNo: string): Promise<InvoiceLookup> {
  const [row] = await db
    .select({
      order: orders,
      invoice: invoices,
      name: members.name,
      email: members.email,
      userType: products.userType,
      licenseType: products.licenseType,
      period: products.period,
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderNo, orders.orderNo))
    .leftJoin(members, eq(members.id, orders.memberId))
    .leftJoin(products, eq(products.prdOptSeq, orders.prdOptSeq))
    .where(
      and(
        eq(orders.orderNo, orderNo),
        // the buyer, or the company administrator of an end user who bought (spec 2 §1: the
        // company manages its end users' licences and invoices)
        or(eq(orders.memberId, memberId), eq(members.comId, memberId)),
      ),
    )
  if (!row)
    return { ok: false, errCode: InvoiceCode.unknownOrder, errMsg: 'no such order of yours' }
  const { order: o, invoice: inv } = row
  if (o.status !== 'paid' || !inv)
    return {
      ok: false,
      errCode: InvoiceCode.notPaid,
      errMsg: 'the order is not paid: it has no invoice yet',
    }
  const party = {
    name: row.name ?? '',
    email: row.email ?? '',
    lines: addressLinesOf(o),
  }
  return {
    ok: true,
    invoice: {
      invoiceNo: inv.invoiceNo,
      orderNo: o.orderNo,
      invoiceType: invoiceTypeOf(inv.invoiceNo),
      invoiceDate: inv.invoiceDate.toISOString(),
      currency: inv.currency,
      orderList: [
        {
          prdOptSeq: o.prdOptSeq,
          product: productKeyOf(row.userType === null ? null : (row as ProductKey)),
          quantity: seatsOf(o),
          periods: Math.max(1, o.cntExtend),
          amount: fromMinor(inv.totalBasePrice),
        },
      ],
      totalBasePrice: fromMinor(inv.totalBasePrice),
      discountPrice: fromMinor(inv.discountPrice),
      couponCode: o.couponCode,
      vatPrice: fromMinor(inv.vatPrice),
      taxLabel: o.taxLabel,
      taxRate: o.taxRateMp / 1000,
      reverseCharge: inv.reverseCharge,
      payPrice: fromMinor(inv.payPrice),
      payMethod: o.payMethod,
      vatNum: inv.vatNum,
      sellerAddress: SELLER_ADDRESS,
      billTo: party,
      // Licences are delivered online: the goods go to the buyer's own address.
      shipTo: party,
    },
  }
}
