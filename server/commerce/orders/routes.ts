import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  CouponResult,
  DEFAULT_LANGUAGE,
  OrderCode,
  PayMethod,
  TaxCode,
  endpoints,
  isDirectCheckout,
  ok,
  toMinor,
  type OrderRequest,
  type Result,
} from '../../../src/contract/index.ts'
import { countryOf, handle, memberSession, type Config, type Db } from '../../core/index.ts'
import { currencyOf } from '../rules.ts'
import { coupons, memberCoupons, orders } from '../tables.ts'
import type { PaymentProvider } from '../payments/provider.ts'
import { checkCoupon, couponByCode, couponView, redeemCoupon } from './coupons.ts'
import {
  completeFreeOrder,
  completeTypeOf,
  insertOrder,
  orderByKey,
  orderView,
  requestHashOf,
  setProviderRef,
} from './orderBook.ts'
import { endUsersOf } from './endUsers.ts'
import { checkLicence } from './licenceCheck.ts'
import { priceInfoOf, priceLine, taxInfoOf, vatNumOf } from './pricing.ts'

const fail = (errCode: number, errMsg: string): Result => ({ errCode, errMsg })

class CouponUsedUp extends Error {}

/** Which payment methods each order call takes (spec 2 §4 ordering). */
const METHODS_OF = {
  SetOrder: [PayMethod.PAYPAL, PayMethod.COUPON],
  SetOrder4Stripe: [PayMethod.STRIPE, PayMethod.ALIPAY, PayMethod.COUPON],
  GetIntentBeforeSetOrder: [PayMethod.STRIPE],
  // The provider's hosted checkout page collects the payment.
  CheckOut: [PayMethod.STRIPE, PayMethod.PAYPAL, PayMethod.ALIPAY],
} as const
type OrderCall = keyof typeof METHODS_OF

/**
 * Spec 2 §4 Ordering: one seat of a month goes to direct checkout (CheckOut) and only there; a
 * free coupon order stays with SetOrder. Answers why the call refuses the order, or null.
 */
function directCheckoutRefusal(call: OrderCall, input: OrderRequest): string | null {
  const direct = isDirectCheckout(input)
  if (call === 'CheckOut')
    return direct ? null : 'CheckOut takes one seat of a monthly subscription for one month only'
  return direct && input.payMethod !== PayMethod.COUPON
    ? 'one seat of a monthly subscription for one month is ordered with CheckOut'
    : null
}

export function registerOrders(
  fastify: FastifyInstance,
  db: Db,
  config: Config,
  provider: PaymentProvider,
): void {
  const headerCurrency = (ctx: Parameters<Parameters<typeof handle>[2]>[1]) =>
    currencyOf(countryOf(ctx.request, config.TRUSTED_COUNTRY_HEADER))
  const countryOrHeader = (country: string, ctx: Parameters<Parameters<typeof handle>[2]>[1]) =>
    country.trim() === '' ? countryOf(ctx.request, config.TRUSTED_COUNTRY_HEADER) : country

  handle(fastify, endpoints.GetMyMemberList, async (input, ctx) => {
    const list = await endUsersOf(db, memberSession(ctx).memberId, input.prdOptSeq, new Date())
    return { result: ok(), totalCnt: list.length, list }
  })

  handle(fastify, endpoints.GetCalcPrice, async (input, ctx) => {
    const priced = await priceLine(
      db,
      {
        ...input,
        buyerId: memberSession(ctx).memberId,
        country: countryOrHeader(input.country, ctx),
        state: '',
        vatNum: '',
        couponCode: input.couponCode ?? '',
      },
      new Date(),
    )
    if (!priced.ok) return { result: fail(priced.errCode, priced.errMsg), info: [] }
    return { result: ok(), info: [priceInfoOf(input.prdOptSeq, priced.quote)] }
  })

  handle(fastify, endpoints.GetCalcTax, async (input, ctx) => {
    const priced = await priceLine(
      db,
      {
        buyerId: memberSession(ctx).memberId,
        targetUserId: '',
        prdOptSeq: input.prdOptSeq,
        saleType: input.saleType,
        cntAdd: input.cntAdd ?? 1,
        cntExtend: input.cntExtend ?? 1,
        cntUpgrade: 0,
        cntTrade: 0,
        country: countryOrHeader(input.country, ctx),
        state: input.state,
        vatNum: input.vatNum,
        couponCode: input.couponCode ?? '',
      },
      new Date(),
    )
    if (!priced.ok) return { result: fail(priced.errCode, priced.errMsg), mData: null, tax: 0 }
    if (toMinor(input.price) !== priced.quote.payPrice)
      return {
        result: fail(OrderCode.priceChanged, 'the price is not the current price'),
        mData: null,
        tax: 0,
      }
    const mData = taxInfoOf(priced.quote)
    return {
      result:
        priced.quote.tax > 0
          ? ok()
          : {
              errCode: TaxCode.untaxed,
              errMsg: priced.quote.reverseCharge ? 'reverse charge' : 'no tax applies',
            },
      mData,
      tax: mData.tax,
    }
  })

  handle(fastify, endpoints.CouponList, async (input, ctx) => {
    const memberId = memberSession(ctx).memberId
    const currency = headerCurrency(ctx)
    const now = new Date()
    const rows = await db
      .select({ coupon: coupons })
      .from(memberCoupons)
      .innerJoin(coupons, eq(coupons.couponCode, memberCoupons.couponCode))
      .where(
        and(
          eq(memberCoupons.memberId, memberId),
          eq(coupons.currency, currency),
          input.prdOptSeq === 0
            ? undefined
            : or(isNull(coupons.prdOptSeq), eq(coupons.prdOptSeq, input.prdOptSeq)),
        ),
      )
      .orderBy(asc(memberCoupons.registeredAt), asc(coupons.seq))
    const list = rows.map((r) => couponView(r.coupon, now))
    return { result: ok(), totalCnt: list.length, list }
  })

  handle(fastify, endpoints.RegCoupon, async (input, ctx) => {
    const memberId = memberSession(ctx).memberId
    const now = new Date()
    const coupon = await couponByCode(db, input.couponCode)
    if (coupon) {
      const [mine] = await db
        .select({ code: memberCoupons.couponCode })
        .from(memberCoupons)
        .where(
          and(
            eq(memberCoupons.memberId, memberId),
            eq(memberCoupons.couponCode, coupon.couponCode),
          ),
        )
      if (mine)
        return {
          result: fail(CouponResult.alreadyRegistered, 'the code is already registered'),
          coupon: couponView(coupon, now),
        }
    }
    const check = checkCoupon(
      coupon,
      { prdOptSeq: input.prdOptSeq, saleType: coupon?.saleType ?? 0, currency: null },
      now,
    )
    if (!check.ok)
      return {
        result: fail(check.code, check.reason),
        coupon: check.coupon ? couponView(check.coupon, now) : null,
      }
    await db
      .insert(memberCoupons)
      .values({ memberId, couponCode: check.coupon.couponCode })
      .onConflictDoNothing()
    return { result: ok('the coupon is registered'), coupon: couponView(check.coupon, now) }
  })

  handle(fastify, endpoints.CheckLicense, async (input, ctx) =>
    checkLicence(
      db,
      memberSession(ctx).memberId,
      input.couponCode,
      headerCurrency(ctx),
      new Date(),
    ),
  )

  handle(fastify, endpoints.ApplyCoupon, async (input, ctx) => {
    const now = new Date()
    const priced = await priceLine(
      db,
      {
        buyerId: memberSession(ctx).memberId,
        targetUserId: '',
        prdOptSeq: input.prdOptSeq,
        saleType: input.saleType,
        cntAdd: input.cntAdd ?? 1,
        cntExtend: input.cntExtend ?? 1,
        cntUpgrade: 0,
        cntTrade: 0,
        country: countryOrHeader(input.country, ctx),
        state: input.state ?? '',
        vatNum: input.vatNum ?? '',
        couponCode: input.couponCode,
      },
      now,
    )
    if (!priced.ok) {
      const coupon = await couponByCode(db, input.couponCode)
      return {
        result: fail(priced.errCode, priced.errMsg),
        coupon: coupon ? couponView(coupon, now) : null,
        info: null,
        mData: null,
      }
    }
    return {
      result: ok(),
      coupon: priced.coupon ? couponView(priced.coupon, now) : null,
      info: priceInfoOf(input.prdOptSeq, priced.quote),
      mData: taxInfoOf(priced.quote),
    }
  })

  /**
   * Places the order of an idempotency key once (spec 2 §4 ordering, issue 13): the same key
   * answers the same order; the server's price must be the client's; a coupon's use is taken in the
   * order's transaction; the provider's payment is created once per order.
   */
  async function placeOrder(call: OrderCall, input: OrderRequest, memberId: string) {
    const none = { orderNo: '', url: '', clientSecretkey: '' }
    const methods: readonly number[] = METHODS_OF[call]
    if (!methods.includes(input.payMethod))
      return {
        result: fail(OrderCode.stepBlocked, 'this call does not take this payment method'),
        ...none,
      }
    const refusal = directCheckoutRefusal(call, input)
    if (refusal !== null) return { result: fail(OrderCode.stepBlocked, refusal), ...none }
    if (!input.chkAgreement)
      return {
        result: fail(OrderCode.stepBlocked, 'the terms and the refund policy must be agreed'),
        ...none,
      }
    const free = input.payMethod === PayMethod.COUPON
    if (!free && (input.country.trim() === '' || input.address1.trim() === ''))
      return {
        result: fail(OrderCode.stepBlocked, 'the billing address must be saved first'),
        ...none,
      }

    const now = new Date()
    let order = await orderByKey(db, memberId, input.idempotencyKey)
    if (!order) {
      const priced = await priceLine(
        db,
        {
          ...input,
          buyerId: memberId,
          country: free && input.country.trim() === '' ? 'US' : input.country,
          vatNum: vatNumOf(input.vatNum),
        },
        now,
      )
      if (!priced.ok) return { result: fail(priced.errCode, priced.errMsg), ...none }
      if (toMinor(input.price) !== priced.quote.total)
        return {
          result: fail(OrderCode.priceChanged, 'the price is not the current price'),
          ...none,
        }
      if (free !== (priced.quote.total === 0))
        return {
          result: fail(
            OrderCode.stepBlocked,
            free
              ? 'only an order of 0 is paid with a coupon'
              : 'an order of 0 is paid with a coupon',
          ),
          ...none,
        }
      const coupon = priced.coupon
      try {
        await insertOrder(
          db,
          {
            memberId,
            targetUserId: priced.targetUserId,
            input,
            quote: priced.quote,
            couponCode: coupon?.couponCode ?? '',
            vatNum: vatNumOf(input.vatNum),
          },
          now,
          async (tx) => {
            if (coupon && !(await redeemCoupon(tx, coupon.couponCode))) throw new CouponUsedUp()
          },
        )
      } catch (error) {
        if (error instanceof CouponUsedUp)
          return { result: fail(CouponResult.limitReached, 'the coupon is used up'), ...none }
        throw error
      }
      order = await orderByKey(db, memberId, input.idempotencyKey)
      if (!order) throw new Error('the order of this key was not written')
    }
    if (order.requestHash !== requestHashOf(input))
      return {
        result: fail(OrderCode.keyReused, 'this idempotency key was used for another order'),
        ...none,
      }

    // The page the provider returns to, in the buyer's language (the order's locale; English has no prefix).
    const prefix = input.locale === DEFAULT_LANGUAGE ? '' : `/${input.locale}`
    const complete = `${prefix}/pricing/complete?type=${await completeTypeOf(db, memberId)}`
    if (order.payMethod === PayMethod.COUPON) {
      await completeFreeOrder(db, order.orderNo, now)
      return { result: ok(), orderNo: order.orderNo, url: complete, clientSecretkey: '' }
    }
    const paymentOrder = {
      orderNo: order.orderNo,
      memberId,
      method: order.payMethod,
      amount: order.total,
      currency: order.currency,
      returnUrl: complete,
    }
    const payment =
      call === 'CheckOut'
        ? await provider.createCheckout(paymentOrder)
        : await provider.createPayment(paymentOrder)
    await setProviderRef(db, order.id, provider.name, payment.ref)
    return {
      result: ok(),
      orderNo: order.orderNo,
      url: payment.url,
      clientSecretkey: payment.clientSecret,
    }
  }

  handle(fastify, endpoints.SetOrder, async (input, ctx) => {
    const { result, orderNo, url } = await placeOrder(
      'SetOrder',
      input,
      memberSession(ctx).memberId,
    )
    return { result, orderNo, url }
  })
  handle(fastify, endpoints.SetOrder4Stripe, async (input, ctx) => {
    const { result, orderNo, url } = await placeOrder(
      'SetOrder4Stripe',
      input,
      memberSession(ctx).memberId,
    )
    return { result, orderNo, url }
  })
  handle(fastify, endpoints.GetIntentBeforeSetOrder, async (input, ctx) => {
    const { result, orderNo, clientSecretkey } = await placeOrder(
      'GetIntentBeforeSetOrder',
      input,
      memberSession(ctx).memberId,
    )
    return { result, orderNo, clientSecretkey }
  })

  handle(fastify, endpoints.CheckOut, async (input, ctx) => {
    const { result, orderNo, url } = await placeOrder(
      'CheckOut',
      input,
      memberSession(ctx).memberId,
    )
    return { result, orderNo, url }
  })

  handle(fastify, endpoints.GetOrder, async (input, ctx) => {
    const order = await orderView(db, memberSession(ctx).memberId, input.orderNo)
    return order ? { result: ok(), order } : { result: fail(-1, 'no such order'), order: null }
  })

  handle(fastify, endpoints.GetPaypalToken, async (_input, ctx) => ({
    result: ok(),
    paypalNonce: await provider.paypalNonce(memberSession(ctx).memberId),
  }))

  handle(fastify, endpoints.CheckAlipayStatus, async (input, ctx) => {
    // The order number (what the page knows with any provider) or the provider's reference.
    const [mine] = await db
      .select({ ref: orders.providerRef })
      .from(orders)
      .where(
        and(
          or(eq(orders.orderNo, input.sourceId), eq(orders.providerRef, input.sourceId)),
          eq(orders.memberId, memberSession(ctx).memberId),
          inArray(orders.payMethod, [PayMethod.ALIPAY]),
        ),
      )
    const status = mine && mine.ref !== '' ? await provider.alipayStatus(mine.ref) : null
    return status
      ? { result: ok(), status }
      : { result: fail(-1, 'no such Alipay payment'), status: 'failed' as const }
  })
}
