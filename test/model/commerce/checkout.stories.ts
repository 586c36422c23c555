import { failures } from '../../../src/tools/testing/fixtures.ts'
import {
  billAddressAnswer,
  couponAnswer,
  freeCouponAnswer,
  intentAnswer,
  member,
  orderAnswer,
  priceAnswer,
  taxAnswer,
} from '../../../src/tools/testing/checkoutAnswers.ts'
import type { ExtraStory } from '../stories.ts'

/**
 * Checkout stories the generated paths do not tell (spec 2 §4, §5, issue 13): commas and other
 * address problems, spaces around every field (sent trimmed), a blank coupon code, a coupon removed, the same order sent again after a lost
 * answer (same key) and a changed order (new key), Alipay on a company's order (ent complete page)
 * and Alipay still pending after three checks; a billing country confirmed, or changed back, and
 * the account refusing or not answering SetBillAddress; one month by Alipay through direct
 * checkout (CheckOut) with a lost answer, and two seats of a month, which are not; a coupon applied
 * over another, the terms or the refund agreed alone, and a trial-box tick on an order without one.
 */
type Step = ExtraStory['steps'][number]
const ev = (caseName: string, event: Step['event']): Step => ({ caseName, event })
const done = (id: string, caseName: string, output: unknown): Step =>
  ev(caseName, { type: `xstate.done.actor.${id}`, output })
const fail = (id: string, caseName: string, error: unknown): Step =>
  ev(caseName, { type: `xstate.error.actor.${id}`, error })
const change = (field: string, value: string): Step =>
  ev(`types ${field}`, { type: 'address.change', field, value })
const save = ev('saves', { type: 'address.save' })
const agree = [
  ev('terms', { type: 'agreement.toggle', agreement: 'terms', checked: true }),
  ev('refund', { type: 'agreement.toggle', agreement: 'refund', checked: true }),
  ev('agrees in the refund policy', { type: 'refund.agree' }),
]
const choose = (method: string) => ev(method, { type: 'payment.choose', method })
const submit = ev('orders', { type: 'order.submit' })
const priced = done('calcPrice', '$360', priceAnswer(0))
const saved = [save, done('reprice', 'USD', priceAnswer(0)), done('calcTax', 'taxed', taxAnswer(0))]
const kept = done('saveBillAddress', 'saved', billAddressAnswer(0))
/** Priced, the address saved and taxed, terms and refund agreed, the card chosen, ordered. */
const cardOrdered = [priced, ...saved, ...agree, choose('card'), submit]
const confirm = ev('confirms the billing country', { type: 'country.confirm' })
const wait = ev('time passes', { type: 'xstate.after.alipayInterval.checkout.alipayWaiting' })
const check = (status: string) =>
  done('checkAlipay', status, { result: { errCode: 0, errMsg: 'OK' }, status })

const usMember = { name: 'a personal member with a saved US address', input: member() }

export const stories: ExtraStory[] = [
  {
    name: 'a member types commas in the address, a one-letter country, then a US address with an unlisted state',
    input: usMember,
    steps: [
      priced,
      change('address1', '1 Main St, Suite 2, Floor 3'),
      change('city', ',San Francisco,'),
      save,
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'taxed', taxAnswer(0)),
      kept,
      change('country', 'u'),
      save,
      change('country', 'us'),
      change('state', 'XX'),
      change('zipcode', '   '),
      save,
      change('state', 'ny'),
      change('zipcode', '10001'),
      save,
    ],
  },
  {
    name: 'a member types spaces around every field of the address and a VAT number, saves and orders by card: each call carries the address trimmed',
    input: usMember,
    steps: [
      priced,
      change('country', ' us '),
      change('address1', '  1 Main St '),
      change('address2', ' Apt 4 '),
      change('city', ' Albany '),
      change('state', ' ny '),
      change('zipcode', ' 12207 '),
      change('vatNum', ' DE123456789 '),
      save,
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'taxed', taxAnswer(0)),
      kept,
      ...agree,
      choose('card'),
      submit,
      done('createIntent', 'secret', intentAnswer(0)),
      done('placeStripeOrder', 'card page', orderAnswer(0, '/sandbox/card/pi_trim1')),
    ],
  },
  {
    name: 'a member applies a blank code, then SAVE20, applies it again, removes it',
    input: usMember,
    steps: [
      priced,
      ev('types spaces', { type: 'coupon.change', code: '   ' }),
      ev('applies', { type: 'coupon.apply' }),
      ...saved,
      ev('types SAVE20', { type: 'coupon.change', code: ' SAVE20 ' }),
      ev('applies', { type: 'coupon.apply' }),
      done('applyCoupon', 'applied', couponAnswer(0)),
      ev('applies again', { type: 'coupon.apply' }),
      ev('removes', { type: 'coupon.remove' }),
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'taxed', taxAnswer(0)),
      ev('applies a used-up code', { type: 'coupon.change', code: 'ONCE' }),
      ev('applies', { type: 'coupon.apply' }),
      done('applyCoupon', 'used up', couponAnswer(2005)),
    ],
  },
  {
    name: 'a member applies SAVE20, then types FREEYEAR over it and applies: another code is not a duplicate, ApplyCoupon is asked for it',
    input: usMember,
    steps: [
      priced,
      ...saved,
      ev('types SAVE20', { type: 'coupon.change', code: 'SAVE20' }),
      ev('applies', { type: 'coupon.apply' }),
      done('applyCoupon', 'applied', couponAnswer(0)),
      ev('types FREEYEAR', { type: 'coupon.change', code: 'FREEYEAR' }),
      ev('applies', { type: 'coupon.apply' }),
      done('applyCoupon', 'free', freeCouponAnswer()),
    ],
  },
  {
    name: 'the terms agreed without the refund, then the refund without the terms: nothing is ordered; with both the card order goes',
    input: usMember,
    steps: [
      priced,
      ...saved,
      choose('card'),
      ev('terms', { type: 'agreement.toggle', agreement: 'terms', checked: true }),
      submit,
      ev('unticks the terms', { type: 'agreement.toggle', agreement: 'terms', checked: false }),
      ev('refund', { type: 'agreement.toggle', agreement: 'refund', checked: true }),
      ev('agrees in the refund policy', { type: 'refund.agree' }),
      submit,
      ev('terms', { type: 'agreement.toggle', agreement: 'terms', checked: true }),
      submit,
    ],
  },
  {
    name: 'not after the trial: ordering with nothing agreed shows what is missing, and a trial-box tick (the order shows no trial box) changes nothing',
    input: usMember,
    steps: [
      priced,
      ...saved,
      choose('card'),
      submit,
      ev('ticks the trial box', { type: 'agreement.toggle', agreement: 'trial', checked: true }),
      submit,
    ],
  },
  {
    name: 'the card order gets no answer: the same order sent again keeps its key; with PayPal instead it takes a new one',
    input: usMember,
    steps: [
      ...cardOrdered,
      fail('createIntent', 'network down', failures.network('GetIntentBeforeSetOrder')),
      submit,
      done('createIntent', 'secret', intentAnswer(0)),
      fail('placeStripeOrder', 'HTTP 503', failures.http500('SetOrder4Stripe')),
      choose('paypal'),
      submit,
      done('paypalToken', 'nonce', {
        result: { errCode: 0, errMsg: 'OK' },
        paypalNonce: 'nonce-2',
      }),
      done('placePaypalOrder', 'approval page', orderAnswer(0, '/sandbox/paypal/pi_9')),
    ],
  },
  {
    name: 'one month by Alipay goes to direct checkout: CheckOut gets no answer, the same order sent again keeps its key, and the checkout page opens in the Alipay window; a monthly order of two seats does not',
    input: {
      name: 'a personal member buying one month (per/individual/month, one seat)',
      input: member({
        route: 'per/individual/month',
        product: { prdOptSeq: 101, saleType: 30 },
        keySeed: 'checkout-seed-month',
      }),
    },
    steps: [
      priced,
      ...saved,
      ...agree,
      choose('alipay'),
      submit,
      fail('checkOut', 'network down', failures.network('CheckOut')),
      submit,
      done('checkOut', 'checkout page', orderAnswer(0, '/sandbox/alipay/cs_abcdef12')),
      ev('is back from Alipay', { type: 'alipay.check' }),
      check('chargeable'),
    ],
  },
  {
    name: 'two seats of a month are not a direct checkout: the card asks its client secret',
    input: {
      name: 'a company admin, 2 standard seats of a month',
      input: member({
        route: 'ent/standad/month',
        product: { prdOptSeq: 105, saleType: 30 },
        seats: 2,
        userId: 'company',
        keySeed: 'checkout-seed-month-2',
      }),
    },
    steps: [...cardOrdered, done('createIntent', 'secret', intentAnswer(0))],
  },
  {
    name: 'a company admin buys 3 network seats for two years for enduser1 with Alipay: chargeable at the second check goes to the ent complete page',
    input: {
      name: 'a company admin, 3 network seats for enduser1, two years, billed in Korea',
      input: member({
        route: 'ent/network/year',
        product: { prdOptSeq: 107, saleType: 365 },
        seats: 3,
        periods: 2,
        targetUserId: 'enduser1',
        userId: 'company',
        country: 'KR',
        address: {
          country: 'KR',
          address1: '1 Sejong-daero',
          address2: '',
          city: 'Seoul',
          state: '',
          zipcode: '04524',
          vatNum: '',
        },
      }),
    },
    steps: [
      priced,
      save,
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'no tax', taxAnswer(1)),
      ...agree,
      choose('alipay'),
      submit,
      done('placeStripeOrder', 'Alipay page', orderAnswer(0, '/sandbox/alipay/pi_abcdef12')),
      ev('is back', { type: 'alipay.check' }),
      check('pending'),
      wait,
      check('chargeable'),
    ],
  },
  {
    name: "a company admin trades 2 seats of enduser2's licence: the seats are traded, the licence replaced named; with Stripe the Alipay page is the complete page, and the status is asked by the order's number",
    input: {
      name: "a company admin trading 2 network seats of enduser2's licence 7",
      input: member({
        route: 'ent/network/year',
        product: { prdOptSeq: 107, saleType: 365 },
        seats: 2,
        kind: 'trade',
        targetUserId: 'enduser2',
        myLicenseSeq: 7,
        userId: 'company',
      }),
    },
    steps: [
      priced,
      ...saved,
      ...agree,
      choose('alipay'),
      submit,
      done(
        'placeStripeOrder',
        'Stripe: the complete page',
        orderAnswer(0, 'https://drape3d.example/pricing/complete?type=ent'),
      ),
      ev('is back', { type: 'alipay.check' }),
      check('failed'),
    ],
  },
  {
    name: "an upgrade of enduser3's licence of 4 seats: the seats are upgraded",
    input: {
      name: "a company admin upgrading enduser3's licence 9, 4 seats",
      input: member({
        route: 'ent/network/year',
        product: { prdOptSeq: 107, saleType: 365 },
        seats: 4,
        kind: 'upgrade',
        targetUserId: 'enduser3',
        myLicenseSeq: 9,
        userId: 'company',
      }),
    },
    steps: [...cardOrdered, done('createIntent', 'refused -3', intentAnswer(-3))],
  },
  {
    name: 'a free coupon of two years: the free order asks two periods (cntExtend 2), not the one of the route',
    input: usMember,
    steps: [
      priced,
      ...saved,
      ev('types FREEYEAR', { type: 'coupon.change', code: 'FREEYEAR' }),
      ev('applies', { type: 'coupon.apply' }),
      done('applyCoupon', 'free for two years', freeCouponAnswer(2)),
      ...agree,
      submit,
    ],
  },
  {
    name: "a free coupon that names no period (0): the free order asks the route's one period, not none",
    input: usMember,
    steps: [
      priced,
      ...saved,
      ev('types FREEYEAR', { type: 'coupon.change', code: 'FREEYEAR' }),
      ev('applies', { type: 'coupon.apply' }),
      done('applyCoupon', 'free, no period', freeCouponAnswer(0)),
      ...agree,
      submit,
    ],
  },
  {
    name: 'a member without an address saves it blank: the country, the address and the city are required, nothing is asked',
    input: {
      name: 'a personal member without an address',
      input: member({
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
    steps: [priced, save, change('country', 'US'), save],
  },
  {
    name: 'FREEYEAR pays the whole order: no method is asked, the free order (payMethod 8) is placed; a lost answer keeps its key; editing the address asks for a method again until it is saved',
    input: usMember,
    steps: [
      priced,
      ...saved,
      ev('types FREEYEAR', { type: 'coupon.change', code: 'FREEYEAR' }),
      ev('applies', { type: 'coupon.apply' }),
      done('applyCoupon', 'free', freeCouponAnswer()),
      choose('card'),
      submit,
      ...agree,
      change('city', 'Oakland'),
      submit,
      save,
      done('reprice', 'USD $0', {
        result: { errCode: 0, errMsg: 'OK' },
        info: [
          {
            prdOptSeq: 102,
            salePrice: 360,
            discountPrice: 360,
            payPrice: 0,
            currency: 'USD',
            quantity: 1,
          },
        ],
      }),
      done('calcTax', 'no tax', taxAnswer(1, 0, 0)),
      kept,
      submit,
      fail('placeFreeOrder', 'network down', failures.network('SetOrder')),
      submit,
      done('placeFreeOrder', 'paid by the coupon', orderAnswer(0, '/pricing/complete?type=per')),
    ],
  },
  {
    name: 'Alipay stays pending, then an unanswered check: after the third the progress page',
    input: usMember,
    steps: [
      priced,
      ...saved,
      ...agree,
      choose('alipay'),
      submit,
      done('placeStripeOrder', 'Alipay page', orderAnswer(0, '/sandbox/alipay/pi_abcdef12')),
      ev('is back', { type: 'alipay.check' }),
      check('pending'),
      wait,
      fail('checkAlipay', 'network down', failures.network('CheckAlipayStatus')),
      wait,
      check('pending'),
    ],
  },
  {
    name: 'a member billed in China agrees to pay in CNY: the final tax is on the CNY price; the card order carries that total',
    input: usMember,
    steps: [
      priced,
      change('country', 'CN'),
      change('state', 'Shanghai'),
      save,
      confirm,
      done('reprice', 'CNY', priceAnswer(0, 'CNY')),
      ev('agrees', { type: 'currency.agree' }),
      done('calcTax', 'no tax', taxAnswer(1, 0, 2592)),
      kept,
      ...agree,
      choose('card'),
      submit,
      done('createIntent', 'refused -3', intentAnswer(-3)),
    ],
  },
  {
    name: 'a member changes the billing country to Japan, goes back from its pop-up, saves the US address again (no pop-up, the account holds it), then Japan again and confirms: the account refuses, then fails, then saves it',
    input: usMember,
    steps: [
      priced,
      change('country', 'jp'),
      change('state', ''),
      save,
      ev('goes back', { type: 'country.change' }),
      submit,
      change('country', 'US'),
      change('state', 'CA'),
      save,
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'taxed', taxAnswer(0)),
      change('country', 'JP'),
      change('state', ''),
      save,
      confirm,
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'no tax', taxAnswer(1)),
      done('saveBillAddress', 'errCode -10', billAddressAnswer(-10)),
      save,
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'no tax', taxAnswer(1)),
      done('saveBillAddress', 'errCode -11', billAddressAnswer(-11)),
      save,
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'no tax', taxAnswer(1)),
      done('saveBillAddress', 'errCode -2', billAddressAnswer(-2)),
      save,
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'no tax', taxAnswer(1)),
      fail('saveBillAddress', 'network down', failures.network('SetBillAddress')),
      save,
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'no tax', taxAnswer(1)),
      fail('saveBillAddress', 'HTTP 400', failures.http400('SetBillAddress')),
      save,
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'no tax', taxAnswer(1)),
      kept,
      ...agree,
      change('city', 'Tokyo'),
      save,
      done('reprice', 'USD', priceAnswer(0)),
      done('calcTax', 'no tax', taxAnswer(1)),
      kept,
    ],
  },
  {
    name: 'the card order is refused (-10704): the member closes its alert, is back on the form and orders again, and this time it goes through',
    input: usMember,
    steps: [
      ...cardOrdered,
      done('createIntent', 'secret', intentAnswer(0)),
      done('placeStripeOrder', 'errCode -10704', orderAnswer(-10704, '')),
      ev('closes the alert', { type: 'alert.close' }),
      submit,
      done('createIntent', 'secret', intentAnswer(0)),
      done('placeStripeOrder', 'card page', orderAnswer(0, '/sandbox/card/pi_again')),
    ],
  },
  {
    name: 'after the personal trial: the trial box is ticked, unticked (nothing is ordered, the trial is missing), ticked again, and the card order carries the trial mark',
    input: {
      name: 'a personal member ordering after the personal trial (s=t)',
      input: member({ trial: true }),
    },
    steps: [
      priced,
      ...saved,
      ...agree,
      ev('ticks the trial box', { type: 'agreement.toggle', agreement: 'trial', checked: true }),
      ev('unticks it', { type: 'agreement.toggle', agreement: 'trial', checked: false }),
      choose('card'),
      submit,
      ev('ticks it again', { type: 'agreement.toggle', agreement: 'trial', checked: true }),
      submit,
      done('createIntent', 'secret', intentAnswer(0)),
    ],
  },
]
