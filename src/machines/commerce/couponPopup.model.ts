import { CouponListResponse, RegCouponResponse, type Coupon } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { couponPopupMachine, type CouponPopupInput } from './couponPopup.ts'

const coupon = (couponCode: string, over: Partial<Coupon> = {}): Coupon => ({
  seq: 1,
  couponCode,
  couponDesc: `${couponCode} for any licence`,
  discountValue: 20,
  isDiscountRate: true,
  period: 0,
  productName: '',
  startDt: '2026-01-01',
  expiredDt: '2027-12-31',
  currency: 'USD',
  prdOptSeq: 0,
  saleType: -2,
  deActiveDate: 0,
  ...over,
})

/** The member's coupons: SAVE20 (20% off), FREEYEAR (a free year) and OLD10, expired since. */
export const MY_COUPONS: Coupon[] = [
  coupon('SAVE20'),
  coupon('FREEYEAR', { discountValue: 100, period: 1, prdOptSeq: 102, saleType: 365 }),
  coupon('OLD10', { discountValue: 10, expiredDt: '2026-10-28', deActiveDate: 1 }),
]
export const listAnswer = (errCode: number, list: Coupon[] = MY_COUPONS) =>
  CouponListResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'refused' },
    totalCnt: errCode === 0 ? list.length : 0,
    list: errCode === 0 ? list : [],
  })
export const regAnswer = (errCode: number) =>
  RegCouponResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'refused' },
    coupon: errCode === -1 ? null : coupon('TAKE50'),
  })

export const personalYearly: CouponPopupInput = {
  prdOptSeq: 102,
  productName: 'Individual, yearly',
}

/**
 * The test model of the coupon pop-up (spec 2 §4, §7, §8, §9): a personal member's coupons for
 * the yearly licence; a code typed and registered with each answer; a coupon chosen and used.
 */
export const model = defineModel({
  id: 'couponPopup',
  title: 'Coupon pop-up',
  area: 'store',
  rules: ['COUPON-1', 'COUPON-2', 'COUPON-3', 'ERRPOP-1'],
  machine: couponPopupMachine,
  model: {
    inputs: [{ name: 'a personal member buying the yearly licence', input: personalYearly }],
    events: {
      'coupons.open': [{ name: 'opens my coupons', event: { type: 'coupons.open' } }],
      'coupons.close': [{ name: 'closes', event: { type: 'coupons.close' } }],
      'coupon.code': [
        { name: 'types TAKE50', event: { type: 'coupon.code', code: 'TAKE50' } },
        { name: 'types spaces', event: { type: 'coupon.code', code: '   ' } },
      ],
      'coupon.register': [{ name: 'registers', event: { type: 'coupon.register' } }],
      'coupon.pick': [
        { name: 'FREEYEAR', event: { type: 'coupon.pick', code: 'FREEYEAR' } },
        { name: 'OLD10 (expired)', event: { type: 'coupon.pick', code: 'OLD10' } },
      ],
      'coupon.use': [{ name: 'uses it', event: { type: 'coupon.use' } }],
    },
    outcomes: {
      listCoupons: {
        done: [
          { name: 'three coupons', output: listAnswer(0) },
          { name: 'errCode -1', output: listAnswer(-1) },
        ],
        error: [
          { name: 'network down', error: failures.network('Coupon/List') },
          { name: 'HTTP 400', error: failures.http400('Coupon/List') },
        ],
      },
      registerCoupon: {
        done: [
          { name: 'registered', output: regAnswer(0) },
          { name: '2000 already registered', output: regAnswer(2000) },
          { name: '2003 expired', output: regAnswer(2003) },
          { name: '-1 not valid', output: regAnswer(-1) },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('RegCoupon') },
          { name: 'HTTP 400', error: failures.http400('RegCoupon') },
        ],
      },
    },
    // What the guards read: the code blank or not, the coupon chosen, whether coupons are listed.
    project: (s) => {
      const c = s.context
      return [
        c.code.trim() === '' ? 'blank' : 'code',
        c.choice ?? '-',
        c.coupons.length > 0 ? 'listed' : 'none',
        c.notice ?? '-',
      ].join(' ')
    },
    effects: ['reportFailure'],
  },
})
