import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { couponPopupMachine } from './couponPopup.ts'
import { listAnswer, regAnswer, personalYearly } from '../../tools/testing/couponAnswers.ts'

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
