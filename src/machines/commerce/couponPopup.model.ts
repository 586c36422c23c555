import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { couponPopupMachine } from './couponPopup.ts'
import {
  dashboard,
  freeOrderAnswer,
  installerAnswer,
  licenceAnswer,
  listAnswer,
  regAnswer,
  personalYearly,
} from '../../tools/testing/couponAnswers.ts'

/**
 * The test model of the coupon pop-up (spec 2 §4, §7, §8, §9): a personal member's coupons for
 * the yearly licence at checkout, and every coupon on the dashboard; a code typed and registered
 * with each answer; a coupon chosen and used: at checkout handed over, on the dashboard the
 * licence check, the pricing route or the free order and its installer, with each answer.
 */
export const model = defineModel({
  id: 'couponPopup',
  title: 'Coupon pop-up',
  area: 'store',
  rules: ['COUPON-1', 'COUPON-2', 'COUPON-3', 'COUPON-4', 'COUPON-5', 'ERRPOP-1'],
  machine: couponPopupMachine,
  model: {
    inputs: [
      { name: 'a personal member buying the yearly licence', input: personalYearly },
      { name: 'a personal member on the dashboard', input: dashboard },
    ],
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
        { name: 'SAVE20', event: { type: 'coupon.pick', code: 'SAVE20' } },
        { name: 'OLD10 (expired)', event: { type: 'coupon.pick', code: 'OLD10' } },
      ],
      'coupon.use': [{ name: 'uses it', event: { type: 'coupon.use' } }],
      'coupon.agree': [
        { name: 'agrees to the terms', event: { type: 'coupon.agree', agreed: true } },
        { name: 'unticks the terms', event: { type: 'coupon.agree', agreed: false } },
      ],
      'coupon.order': [{ name: 'orders', event: { type: 'coupon.order' } }],
      'installer.retry': [
        { name: 'asks for the installer again', event: { type: 'installer.retry' } },
      ],
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
      checkLicense: {
        done: [
          { name: 'licensed', output: licenceAnswer(0) },
          { name: '-905 licence check failure', output: licenceAnswer(-905) },
          { name: 'errCode 0 without a product', output: licenceAnswer(0, null) },
          // A refusal naming a product all the same: the contract allows it, and it is no licence.
          {
            name: '-905 with a product',
            output: licenceAnswer(-905, 'per/individual/year'),
          },
        ],
        error: [
          { name: 'network down', error: failures.network('CheckLicense') },
          { name: 'HTTP 400', error: failures.http400('CheckLicense') },
        ],
      },
      placeFreeOrder: {
        done: [
          { name: 'ordered', output: freeOrderAnswer(0) },
          { name: '-10704 step blocked', output: freeOrderAnswer(-10704) },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('SetOrder') },
          { name: 'HTTP 400', error: failures.http400('SetOrder') },
        ],
      },
      getInstaller: {
        done: [
          { name: 'its link', output: installerAnswer(0) },
          { name: '-1 no such order', output: installerAnswer(-1) },
        ],
        error: [
          { name: 'network down', error: failures.network('GetDownloadFileInfoStore') },
          { name: 'HTTP 400', error: failures.http400('GetDownloadFileInfoStore') },
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
        c.chosen === '' ? '-' : c.chosen,
        c.agreed ? 'agreed' : '-',
        c.installerUrl === '' ? '-' : 'link',
      ].join(' ')
    },
    effects: ['reportFailure', 'navigate', 'download'],
  },
})
