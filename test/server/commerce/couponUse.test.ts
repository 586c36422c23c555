import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  CouponResult,
  INSTALLER_OS,
  LICENCE_CHECK_FAILED,
  PayMethod,
  SaleType,
  endpoints,
} from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { DEMO_COUPONS } from '../../../server/commerce/orders/seed.ts'
import { coupons, licenses } from '../../../server/commerce/tables.ts'
import { signIn, startTestServer, type TestServer } from '../helpers.ts'
import { memberCall, yearlyOrder, type MemberCall, type OrderAnswer } from './buying.ts'

/**
 * A coupon used from the personal dashboard (spec 2 §4 coupon pop-up steps 3, 5, 6): CheckLicense
 * says whether the member may take its licence and on which product; a free coupon's order then
 * downloads its installer (GetDownloadFileInfoStore and the link it answers).
 */

const MONTH = { prdOptSeq: 101, saleType: SaleType.MONTHLY_SUBSCRIPTION }
const YEAR = { prdOptSeq: 102, saleType: SaleType.ONE_YEAR }

interface Check {
  route: string | null
  prdOptSeq: number
  saleType: number
}

let server: TestServer
let personal: MemberCall
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' })
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.reset()
  personal = await memberCall(server.app, 'personal')
})

const register = async (call: MemberCall, couponCode: string) => {
  const answer = await call(endpoints.RegCoupon, { couponCode, prdOptSeq: 0, productName: '' })
  expect(answer.result.errCode).toBe(0)
}
const check = (call: MemberCall, couponCode: string, headers: Record<string, string> = {}) =>
  call<Check>(endpoints.CheckLicense, { couponCode }, headers)

/** The free coupon's order as the dashboard places it (spec 2 §3 free-coupon order). */
const freeOrder = (call: MemberCall) =>
  call<OrderAnswer>(
    endpoints.SetOrder,
    yearlyOrder({
      payMethod: PayMethod.COUPON,
      couponCode: DEMO_COUPONS.free,
      price: 0,
      country: '',
      address1: '',
      city: '',
      state: '',
      zipcode: '',
      userId: 'personal',
    }),
  )

describe('CheckLicense (step 3)', () => {
  it('answers the product of the coupon: its own, or the month plan for a coupon of any product', async () => {
    for (const code of [DEMO_COUPONS.rate, DEMO_COUPONS.amount, DEMO_COUPONS.free])
      await register(personal, code)
    expect(await check(personal, DEMO_COUPONS.rate)).toMatchObject({
      result: { errCode: 0 },
      route: 'per/individual/month',
      ...MONTH,
    })
    expect(await check(personal, DEMO_COUPONS.amount.toLowerCase())).toMatchObject({
      result: { errCode: 0 },
      route: 'per/individual/year',
      ...YEAR,
    })
    expect(await check(personal, DEMO_COUPONS.free)).toMatchObject({
      result: { errCode: 0 },
      route: 'per/individual/year',
      ...YEAR,
    })
  })

  it('a coupon that is not the member’s is not valid (-1), whoever else registered it', async () => {
    const shopper = await memberCall(server.app, 'shopper')
    await register(shopper, DEMO_COUPONS.rate)
    expect(await check(personal, DEMO_COUPONS.rate)).toMatchObject({
      result: { errCode: CouponResult.notValid },
      route: null,
    })
    expect((await check(personal, 'NO-SUCH-CODE')).result.errCode).toBe(CouponResult.notValid)
  })

  it('a company administrator or an end user fails the licence check (-905): coupons are personal', async () => {
    for (const id of ['company', 'enduser1']) {
      const member = await memberCall(server.app, id)
      await register(member, DEMO_COUPONS.rate)
      expect(await check(member, DEMO_COUPONS.rate)).toMatchObject({
        result: { errCode: LICENCE_CHECK_FAILED },
        route: null,
      })
    }
  })

  it('a renewing subscription of the product fails the check (-905); an ended one or another product does not', async () => {
    for (const code of [DEMO_COUPONS.rate, DEMO_COUPONS.amount]) await register(personal, code)
    const db = server.app.core.database.db
    const day = 86_400_000
    await db.insert(licenses).values({
      orderNo: 'OR-TEST-RENEWING',
      memberId: 'personal',
      buyerId: 'personal',
      prdOptSeq: MONTH.prdOptSeq,
      productGroup: 1,
      saleType: MONTH.saleType,
      seats: 1,
      version: '7.3',
      isRecurring: true,
      startDate: new Date(Date.now() - 10 * day),
      endDate: new Date(Date.now() + 20 * day),
    })
    expect((await check(personal, DEMO_COUPONS.rate)).result.errCode).toBe(LICENCE_CHECK_FAILED)
    expect((await check(personal, DEMO_COUPONS.amount)).result.errCode).toBe(0)
    await db
      .update(licenses)
      .set({ endDate: new Date(Date.now() - day) })
      .where(eq(licenses.orderNo, 'OR-TEST-RENEWING'))
    expect((await check(personal, DEMO_COUPONS.rate)).result.errCode).toBe(0)
  })

  it('a coupon expired or used up since it was registered, or of another currency, answers its code', async () => {
    for (const code of [DEMO_COUPONS.rate, DEMO_COUPONS.limited]) await register(personal, code)
    expect(
      (await check(personal, DEMO_COUPONS.rate, { 'x-country-code': 'CN' })).result.errCode,
    ).toBe(CouponResult.cannotAdd)
    const db = server.app.core.database.db
    await db
      .update(coupons)
      .set({ redeemed: 5 })
      .where(eq(coupons.couponCode, DEMO_COUPONS.limited))
    expect((await check(personal, DEMO_COUPONS.limited)).result.errCode).toBe(
      CouponResult.limitReached,
    )
    await db
      .update(coupons)
      .set({ expiredDt: new Date(Date.now() - 1000) })
      .where(eq(coupons.couponCode, DEMO_COUPONS.rate))
    expect((await check(personal, DEMO_COUPONS.rate)).result.errCode).toBe(CouponResult.expired)
  })
})

describe('the installer of a free order (step 5)', () => {
  const installer = async (cookie: string, query: Record<string, string>) =>
    server.app.inject({
      method: 'GET',
      url: endpoints.Installer.path,
      cookies: { jwt_token: cookie },
      query,
    })
  const link = (call: MemberCall, orderNo: string, changes: Record<string, unknown> = {}) =>
    call<{ url: string; fileName: string }>(endpoints.GetDownloadFileInfoStore, {
      userId: 'personal',
      orderNo,
      productCode: String(YEAR.prdOptSeq),
      ...changes,
    })

  it('links the paid order’s installer and downloads it as an attachment, for its member only', async () => {
    await register(personal, DEMO_COUPONS.free)
    const order = await freeOrder(personal)
    expect(order.result.errCode).toBe(0)
    const answer = await link(personal, order.orderNo, { osType: INSTALLER_OS.mac })
    expect(answer.result.errCode).toBe(0)
    expect(answer.url).toBe(
      `${endpoints.Installer.path}?orderNo=${order.orderNo}&osType=${String(INSTALLER_OS.mac)}`,
    )
    expect(answer.fileName).toMatch(/^Drape3D_.+_Mac_local-stand-in\.txt$/)

    const cookie = (await signIn(server.app, 'personal', DEMO_PASSWORD)).cookie ?? ''
    const file = await installer(cookie, { orderNo: order.orderNo, osType: '2202' })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/octet-stream')
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${answer.fileName}"`)
    expect(file.body).toContain(order.orderNo)

    const shopperCookie = (await signIn(server.app, 'shopper', DEMO_PASSWORD)).cookie ?? ''
    const other = await installer(shopperCookie, { orderNo: order.orderNo })
    expect(other.json()).toMatchObject({ result: { errCode: -1 } })
    const shopper = await memberCall(server.app, 'shopper')
    expect((await link(shopper, order.orderNo, { userId: 'shopper' })).result.errCode).toBe(-1)
  })

  it('refuses (-1) another member’s id, another product, an unknown or an unpaid order', async () => {
    await register(personal, DEMO_COUPONS.free)
    const order = await freeOrder(personal)
    expect((await link(personal, order.orderNo, { userId: 'shopper' })).result.errCode).toBe(-1)
    expect((await link(personal, order.orderNo, { productCode: '101' })).result.errCode).toBe(-1)
    expect((await link(personal, 'OR20260101000000000000')).result.errCode).toBe(-1)
    const pending = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder())
    expect(pending.result.errCode).toBe(0)
    expect((await link(personal, pending.orderNo)).result.errCode).toBe(-1)
  })
})

describe('with a download host (INSTALLER_BASE_URL)', () => {
  let hosted: TestServer
  beforeAll(async () => {
    hosted = await startTestServer({ INSTALLER_BASE_URL: 'https://download.example.com/drape3d/' })
  })
  afterAll(() => hosted.close())

  it('the link is the host’s installer of the product version', async () => {
    const member = await memberCall(hosted.app, 'personal')
    await register(member, DEMO_COUPONS.free)
    const order = await freeOrder(member)
    const answer = await member<{ url: string; fileName: string }>(
      endpoints.GetDownloadFileInfoStore,
      { userId: 'personal', orderNo: order.orderNo, productCode: '102' },
    )
    expect(answer.url).toMatch(
      /^https:\/\/download\.example\.com\/drape3d\/[0-9.]+\/Drape3D_[0-9.]+_Windows\.exe$/,
    )
    expect(answer.fileName).toMatch(/_Windows\.exe$/)
  })
})
