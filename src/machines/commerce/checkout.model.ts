import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import {
  alipayAnswer,
  billAddressAnswer,
  couponAnswer,
  freeCouponAnswer,
  intentAnswer,
  member,
  orderAnswer,
  priceAnswer,
  taxAnswer,
  tokenAnswer,
} from '../../tools/testing/checkoutAnswers.ts'
import { addressProblems, billAddressOf, checkoutMachine, cleanAddress } from './checkout.ts'

const answersOf = (...ids: string[]) =>
  ids.flatMap((id) => [`xstate.done.actor.${id}`, `xstate.error.actor.${id}`])

const donesOf = (...ids: string[]) => ids.map((id) => `xstate.done.actor.${id}`)

/**
 * The test model of checkout (spec 2 §2 steps 5-8, §4, §5): a personal member with a saved US
 * address, one without an address who came with a coupon code, one buying a single month (direct
 * checkout); every answer of each call.
 */
export const model = defineModel({
  id: 'checkout',
  title: 'Checkout',
  area: 'store',
  rules: [
    'CHECKOUT-1',
    'CHECKOUT-2',
    'CHECKOUT-3',
    'CHECKOUT-4',
    'CHECKOUT-5',
    'CHECKOUT-6',
    'CHECKOUT-7',
    'CHECKOUT-8',
    'CHECKOUT-9',
    'CHECKOUT-10',
    'CHECKOUT-11',
    'CHECKOUT-12',
    'CHECKOUT-13',
    'CHECKOUT-14',
    'CHECKOUT-15',
    'CHECKOUT-16',
    'CHECKOUT-17',
    'ERRPOP-1',
  ],
  machine: checkoutMachine,
  model: {
    inputs: [
      {
        name: 'a personal member with a saved US address',
        input: member(),
        regions: ['address and tax', 'coupon', 'order', 'trial', 'free order'],
      },
      {
        name: 'a personal member ordering after the personal trial (s=t)',
        input: member({ trial: true }),
        regions: ['trial'],
      },
      {
        name: 'a personal member buying one month (per/individual/month, one seat)',
        input: member({
          route: 'per/individual/month',
          product: { prdOptSeq: 101, saleType: 30 },
          keySeed: 'checkout-seed-month',
        }),
        regions: ['direct checkout'],
      },
      {
        name: 'a personal member without an address, coupon SAVE20 from the route',
        regions: ['address and tax', 'coupon', 'order', 'free order'],
        input: member({
          couponCode: 'SAVE20',
          address: {
            country: '',
            address1: '',
            address2: '',
            city: '',
            state: '',
            zipcode: '',
            vatNum: '',
          },
        }),
      },
    ],
    events: {
      'address.change': [
        {
          name: 'clears the state',
          event: { type: 'address.change', field: 'state', value: '' },
        },
        {
          name: 'chooses China',
          event: { type: 'address.change', field: 'country', value: 'CN' },
        },
      ],
      'address.save': [{ name: 'saves the address', event: { type: 'address.save' } }],
      'country.confirm': [{ name: 'confirms the country', event: { type: 'country.confirm' } }],
      'country.change': [{ name: 'goes back to change it', event: { type: 'country.change' } }],
      'currency.agree': [{ name: 'agrees', event: { type: 'currency.agree' } }],
      'currency.decline': [{ name: 'declines', event: { type: 'currency.decline' } }],
      'agreement.toggle': [
        {
          name: 'agrees to the terms',
          event: { type: 'agreement.toggle', agreement: 'terms', checked: true },
        },
        {
          name: 'agrees to the refund policy',
          event: { type: 'agreement.toggle', agreement: 'refund', checked: true },
        },
        {
          name: 'ticks the trial box',
          event: { type: 'agreement.toggle', agreement: 'trial', checked: true },
        },
      ],
      'coupon.change': [{ name: 'types SAVE20', event: { type: 'coupon.change', code: 'SAVE20' } }],
      'coupon.apply': [{ name: 'applies the coupon', event: { type: 'coupon.apply' } }],
      'coupon.remove': [{ name: 'removes the coupon', event: { type: 'coupon.remove' } }],
      'payment.choose': [
        { name: 'card', event: { type: 'payment.choose', method: 'card' } },
        { name: 'PayPal', event: { type: 'payment.choose', method: 'paypal' } },
        { name: 'Alipay', event: { type: 'payment.choose', method: 'alipay' } },
      ],
      'order.submit': [{ name: 'orders', event: { type: 'order.submit' } }],
      'alipay.check': [{ name: 'is back from Alipay', event: { type: 'alipay.check' } }],
      'alert.close': [{ name: 'closes the alert', event: { type: 'alert.close' } }],
      'refund.agree': [{ name: 'agrees to the refund policy', event: { type: 'refund.agree' } }],
      'refund.close': [{ name: 'closes the refund policy', event: { type: 'refund.close' } }],
      'checkout.retry': [{ name: 'asks again', event: { type: 'checkout.retry' } }],
    },
    // Besides each answer's plain cases, what the contract allows and a careless client would take
    // for success: errCode 0 without the figures, and a refusal that carries figures all the same.
    outcomes: {
      calcPrice: {
        done: [
          { name: '$360', output: priceAnswer(0) },
          { name: 'errCode -15 (no such product)', output: priceAnswer(-15) },
          { name: 'errCode 0 without a price line', output: { ...priceAnswer(0), info: [] } },
          {
            name: 'errCode -15 with a price line',
            output: { ...priceAnswer(-15), info: priceAnswer(0).info },
          },
        ],
        error: [
          { name: 'network down', error: failures.network('GetCalcPrice') },
          { name: 'HTTP 400', error: failures.http400('GetCalcPrice') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      reprice: {
        done: [
          { name: 'USD $360', output: priceAnswer(0) },
          { name: 'CNY ¥2,592', output: priceAnswer(0, 'CNY') },
          { name: 'errCode -15', output: priceAnswer(-15) },
          { name: 'errCode 0 without a price line', output: { ...priceAnswer(0), info: [] } },
          {
            name: 'errCode -15 with a CNY price line',
            output: { ...priceAnswer(-15), info: priceAnswer(0, 'CNY').info },
          },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('GetCalcPrice') },
          { name: 'HTTP 400', error: failures.http400('GetCalcPrice') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      calcTax: {
        done: [
          { name: 'errCode 0, tax $26.10', output: taxAnswer(0) },
          { name: 'errCode 1, no tax', output: taxAnswer(1) },
          { name: 'errCode -3 (price changed)', output: taxAnswer(-3) },
          { name: 'errCode 0 without the figures', output: { ...taxAnswer(0), mData: null } },
        ],
        error: [
          { name: 'network down', error: failures.network('GetCalcTax') },
          { name: 'HTTP 400', error: failures.http400('GetCalcTax') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      saveBillAddress: {
        done: [
          { name: 'saved', output: billAddressAnswer(0) },
          { name: 'errCode -11 (US state)', output: billAddressAnswer(-11) },
        ],
        error: [
          { name: 'network down', error: failures.network('SetBillAddress') },
          { name: 'HTTP 400', error: failures.http400('SetBillAddress') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      applyCoupon: {
        done: [
          { name: 'SAVE20: $288 + $20.88', output: couponAnswer(0) },
          { name: 'FREEYEAR: nothing to pay', output: freeCouponAnswer() },
          { name: 'errCode 2003 expired', output: couponAnswer(2003) },
          { name: 'errCode -1 not valid', output: couponAnswer(-1) },
          { name: 'errCode 0 without the new price', output: { ...couponAnswer(0), info: null } },
          { name: 'errCode 0 without the new tax', output: { ...couponAnswer(0), mData: null } },
          {
            name: 'errCode 2003 with the new price and tax',
            output: { ...couponAnswer(0), result: couponAnswer(2003).result },
          },
        ],
        error: [
          { name: 'HTTP 400', error: failures.http400('ApplyCoupon') },
          { name: 'network down', error: failures.network('ApplyCoupon') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      placeFreeOrder: {
        done: [
          { name: 'paid by the coupon', output: orderAnswer(0, '/pricing/complete?type=per') },
          { name: 'errCode 2005 used up', output: orderAnswer(2005, '') },
        ],
        error: [
          { name: 'network down', error: failures.network('SetOrder') },
          { name: 'HTTP 400', error: failures.http400('SetOrder') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      createIntent: {
        done: [
          { name: 'client secret', output: intentAnswer(0) },
          { name: 'errCode -3', output: intentAnswer(-3) },
        ],
        error: [
          { name: 'network down', error: failures.network('GetIntentBeforeSetOrder') },
          { name: 'HTTP 400', error: failures.http400('GetIntentBeforeSetOrder') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      placeStripeOrder: {
        done: [
          { name: 'provider page', output: orderAnswer(0, '/sandbox/card/pi_0a1b2c3d') },
          { name: 'errCode -10704', output: orderAnswer(-10704, '') },
        ],
        error: [
          { name: 'HTTP 400', error: failures.http400('SetOrder4Stripe') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      paypalToken: {
        done: [
          { name: 'nonce', output: tokenAnswer(0) },
          { name: 'errCode -1', output: tokenAnswer(-1) },
        ],
        error: [
          { name: 'network down', error: failures.network('GetPaypalToken') },
          { name: 'HTTP 400', error: failures.http400('GetPaypalToken') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      placePaypalOrder: {
        done: [
          { name: 'approval page', output: orderAnswer(0, '/sandbox/paypal/pi_0a1b2c3d') },
          { name: 'no page', output: orderAnswer(0, '') },
          { name: 'errCode -3', output: orderAnswer(-3, '') },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('SetOrder') },
          { name: 'HTTP 400', error: failures.http400('SetOrder') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      checkOut: {
        done: [
          { name: 'checkout page', output: orderAnswer(0, '/sandbox/card/cs_0a1b2c3d') },
          { name: 'errCode -10704', output: orderAnswer(-10704, '') },
        ],
        error: [
          { name: 'network down', error: failures.network('CheckOut') },
          { name: 'HTTP 400', error: failures.http400('CheckOut') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      checkAlipay: {
        done: [
          { name: 'chargeable', output: alipayAnswer('chargeable') },
          { name: 'failed', output: alipayAnswer('failed') },
          { name: 'pending', output: alipayAnswer('pending') },
        ],
        error: [{ name: 'network down', error: failures.network('CheckAlipayStatus') }],
      },
    },
    // What the guards read: the address holds or is saved, its country confirmed, the account's address, both agreements, the method, the coupon
    // field and the applied code, the price's currency and the Alipay checks made.
    project: (s) => {
      const c = s.context
      const input = c.couponInput.trim()
      return [
        Object.keys(addressProblems(c.address)).length === 0 ? 'valid' : 'invalid',
        c.addressSaved ? 'saved' : 'unsaved',
        cleanAddress(c.address).country === c.confirmedCountry ? 'confirmed' : 'unconfirmed',
        JSON.stringify(billAddressOf(c.address)) === c.accountAddress ? 'on account' : 'new',
        c.terms && c.refund ? 'agreed' : c.terms || c.refund ? 'half' : 'none',
        c.trial ? (c.trialAgreed ? 'trial agreed' : 'trial open') : 'no trial',
        c.method ?? '-',
        input === '' ? 'blank' : input === c.appliedCoupon ? 'same' : 'code',
        c.appliedCoupon === '' ? 'no coupon' : c.tax?.total === 0 ? 'free' : 'coupon',
        c.price?.currency ?? '-',
        c.alipayChecks,
      ].join(' ')
    },
    effects: ['navigate', 'reportFailure', 'openPaymentPage', 'openAlipayWindow'],
    // Four concerns of the one form, each with the events that move it (the form's other inputs
    // stay as they start): the address and its tax, the coupon, the order and its payment, the
    // order a coupon pays whole.
    regions: {
      'address and tax': [
        'address.change',
        'address.save',
        'country.confirm',
        'country.change',
        'currency.agree',
        'currency.decline',
        'checkout.retry',
        ...answersOf('calcPrice', 'reprice', 'calcTax', 'saveBillAddress'),
      ],
      coupon: [
        'address.save',
        'coupon.change',
        'coupon.apply',
        'coupon.remove',
        ...donesOf('calcPrice', 'reprice', 'calcTax'),
        ...answersOf('applyCoupon'),
      ],
      order: [
        'address.save',
        'agreement.toggle#agrees to the terms',
        'agreement.toggle#agrees to the refund policy',
        'refund.agree',
        'refund.close',
        'payment.choose',
        'order.submit',
        'alert.close',
        'alipay.check',
        'xstate.after.alipayInterval.checkout.alipayWaiting',
        ...donesOf('calcPrice', 'reprice', 'calcTax'),
        ...answersOf(
          'createIntent',
          'placeStripeOrder',
          'paypalToken',
          'placePaypalOrder',
          'checkAlipay',
        ),
      ],
      // The trial box: only an order after the personal trial shows it, and it must be ticked.
      trial: [
        'address.save',
        'agreement.toggle',
        'refund.agree',
        'payment.choose#card',
        'order.submit',
        ...donesOf('calcPrice', 'reprice', 'calcTax'),
      ],
      // One seat of a month: any method, CheckOut and the provider's checkout page.
      'direct checkout': [
        'address.save',
        'agreement.toggle#agrees to the terms',
        'agreement.toggle#agrees to the refund policy',
        'refund.agree',
        'payment.choose',
        'order.submit',
        'alert.close',
        ...donesOf('calcPrice', 'reprice', 'calcTax'),
        ...answersOf('checkOut'),
      ],
      // A coupon that pays the whole order: no method, the free order (payMethod 8).
      'free order': [
        'address.save',
        'agreement.toggle#agrees to the terms',
        'agreement.toggle#agrees to the refund policy',
        'refund.agree',
        'refund.close',
        'coupon.change',
        'coupon.apply',
        'order.submit',
        'alert.close',
        ...donesOf('calcPrice', 'reprice', 'calcTax', 'applyCoupon'),
        ...answersOf('placeFreeOrder'),
      ],
    },
  },
})
