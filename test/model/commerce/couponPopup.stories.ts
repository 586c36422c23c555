import { failures } from '../../../src/tools/testing/fixtures.ts'
import {
  coupon,
  dashboard,
  freeOrderAnswer,
  installerAnswer,
  licenceAnswer,
  listAnswer,
  MY_COUPONS,
  personalYearly,
  regAnswer,
} from '../../../src/tools/testing/couponAnswers.ts'
import type { ExtraStory } from '../stories.ts'

/**
 * Coupon pop-up stories the generated paths do not tell (spec 2 §4, §8): a code registered then
 * used, a coupon limited (2005) and one not for this product (2004), a second use after a reopen,
 * a list that cannot be read, opened again; on the dashboard, a free coupon whose installer link
 * comes at the second try, a discount refused by the licence check then used after a reopen, and
 * a chosen coupon the list read again no longer holds.
 */
type Step = ExtraStory['steps'][number]
const ev = (caseName: string, event: Step['event']): Step => ({ caseName, event })
const open = ev('opens my coupons', { type: 'coupons.open' })
const listed = (list = MY_COUPONS) =>
  ev('listed', { type: 'xstate.done.actor.listCoupons', output: listAnswer(0, list) })
const code = (c: string) => ev(`types ${c}`, { type: 'coupon.code', code: c })
const register = ev('registers', { type: 'coupon.register' })
const wait = ev('500 ms pass', { type: 'xstate.after.couponButtonDelay.couponPopup.pressing' })
const answered = (errCode: number) =>
  ev(`answers ${String(errCode)}`, {
    type: 'xstate.done.actor.registerCoupon',
    output: regAnswer(errCode),
  })
const pick = (c: string) => ev(c, { type: 'coupon.pick', code: c })
const use = ev('uses it', { type: 'coupon.use' })
const onDashboard = { name: 'a personal member on the dashboard', input: dashboard }
const licence = (errCode: number) =>
  ev(`licence check ${String(errCode)}`, {
    type: 'xstate.done.actor.checkLicense',
    output: licenceAnswer(errCode),
  })
const agree = (agreed: boolean) =>
  ev(agreed ? 'agrees' : 'unticks', { type: 'coupon.agree', agreed })
const order = ev('orders', { type: 'coupon.order' })
const installer = (errCode: number) =>
  ev(`installer link ${String(errCode)}`, {
    type: 'xstate.done.actor.getInstaller',
    output: installerAnswer(errCode),
  })

export const stories: ExtraStory[] = [
  {
    name: 'a member registers TAKE50 with surrounding spaces, sees it listed, uses it; then opens again and uses FREEYEAR',
    input: { name: 'a personal member buying the yearly licence', input: personalYearly },
    steps: [
      open,
      listed([]),
      use,
      code(' TAKE50 '),
      register,
      wait,
      answered(0),
      listed(),
      pick('OLD10'),
      use,
      pick('SAVE20'),
      use,
      open,
      listed(),
      pick('FREEYEAR'),
      use,
    ],
  },
  {
    name: 'a code of spaces is refused as blank; a limited coupon (2005), then one for another product (2004); typing clears the error; closing applies nothing',
    input: { name: 'a personal member buying the yearly licence', input: personalYearly },
    steps: [
      open,
      listed(),
      code('   '),
      register,
      code('LIMIT5'),
      register,
      wait,
      answered(2005),
      register,
      code('CNY100'),
      register,
      wait,
      answered(2004),
      ev('closes', { type: 'coupons.close' }),
    ],
  },
  {
    name: 'the list cannot be read (HTTP 503): closed with an error; opened again it lists',
    input: { name: 'a personal member buying the yearly licence', input: personalYearly },
    steps: [
      open,
      ev('HTTP 503', {
        type: 'xstate.error.actor.listCoupons',
        error: failures.http500('Coupon/List'),
      }),
      open,
      listed(),
      code('SAVE20'),
      register,
      wait,
      ev('network down', {
        type: 'xstate.error.actor.registerCoupon',
        error: failures.network('RegCoupon'),
      }),
    ],
  },
  {
    name: 'on the dashboard FREEYEAR passes the licence check; the order waits for the terms, is placed once; the installer link comes at the second try',
    input: onDashboard,
    steps: [
      open,
      listed(),
      pick('FREEYEAR'),
      use,
      licence(0),
      order,
      agree(true),
      agree(false),
      order,
      agree(true),
      order,
      order,
      ev('ordered', { type: 'xstate.done.actor.placeFreeOrder', output: freeOrderAnswer(0) }),
      installer(-1),
      ev('asks again', { type: 'installer.retry' }),
      installer(0),
      ev('asks again', { type: 'installer.retry' }),
      ev('closes', { type: 'coupons.close' }),
    ],
  },
  {
    name: 'on the dashboard SAVE20 fails the licence check (-905): step 6; reopened, it passes and goes to its pricing route with cpcode',
    input: onDashboard,
    steps: [
      open,
      listed(),
      pick('SAVE20'),
      use,
      licence(-905),
      use,
      ev('closes', { type: 'coupons.close' }),
      open,
      listed(),
      pick('SAVE20'),
      use,
      licence(0),
      ev('closes', { type: 'coupons.close' }),
    ],
  },
  {
    name: 'on the dashboard FREEYEAR is chosen, then TAKE50 registered; the list read again no longer has FREEYEAR (used meanwhile): the licence check passes and, its discount untold, it goes to its pricing route with cpcode, where the checkout applies it',
    input: onDashboard,
    steps: [
      open,
      listed(),
      pick('FREEYEAR'),
      code('TAKE50'),
      register,
      wait,
      answered(0),
      listed([...MY_COUPONS.filter((c) => c.couponCode !== 'FREEYEAR'), coupon('TAKE50')]),
      use,
      licence(0),
    ],
  },
]
