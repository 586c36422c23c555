import type { EventFrom, SnapshotFrom } from 'xstate'
import type { Coupon } from '../../contract/index.ts'
import {
  type CouponPopupStep,
  type RegNotice,
  type couponPopupMachine,
} from '../../machines/commerce/couponPopup.ts'

/** The dashboard's stage of step 5: the free order to confirm, placed, or the way to pricing. */
export type CouponStage = 'confirm' | 'placed' | 'pricing' | null

/** What the coupon pop-up shows and the intents it sends (spec 2 §4 coupon pop-up). */
export interface CouponPopupApi {
  step: CouponPopupStep
  stage: CouponStage
  open: boolean
  loading: boolean
  registering: boolean
  /** Step 3, the licence check; the free order being placed; its installer link being asked. */
  checking: boolean
  ordering: boolean
  fetchingInstaller: boolean
  coupons: Coupon[]
  code: string
  notice: RegNotice | null
  choice: string | null
  canUse: boolean
  /** The coupon used last and how many were used: the checkout applies each use once. */
  chosen: string
  chosenCoupon: Coupon | null
  uses: number
  agreed: boolean
  canOrder: boolean
  /** Step 6: the refusal's code (0: the call failed). */
  refusal: number | null
  orderNo: string
  installerUrl: string
  canRetryInstaller: boolean
  openPopup: () => void
  close: () => void
  changeCode: (code: string) => void
  register: () => void
  pick: (code: string) => void
  use: () => void
  agree: (agreed: boolean) => void
  order: () => void
  retryInstaller: () => void
}

type StateName = Parameters<SnapshotFrom<typeof couponPopupMachine>['matches']>[0]
const STEP_OF: [StateName, CouponPopupStep, CouponStage][] = [
  ['closed', 0, null],
  ['closedWithError', -1, null],
  ['regError', 2, null],
  ['checkingLicence', 3, null],
  ['toPricing', 5, 'pricing'],
  ['confirmingFree', 5, 'confirm'],
  ['placingFreeOrder', 5, 'confirm'],
  ['fetchingInstaller', 5, 'placed'],
  ['placed', 5, 'placed'],
  ['refused', 6, null],
]

export function connectCouponPopup(
  state: SnapshotFrom<typeof couponPopupMachine>,
  send: (event: EventFrom<typeof couponPopupMachine>) => void,
): CouponPopupApi {
  const c = state.context
  const [, step, stage] = STEP_OF.find(([name]) => state.matches(name)) ?? ['list', 1, null]
  return {
    step,
    stage,
    open: step !== 0 && step !== -1,
    loading: state.matches('loading'),
    registering: state.matches('pressing') || state.matches('registering'),
    checking: state.matches('checkingLicence'),
    ordering: state.matches('placingFreeOrder'),
    fetchingInstaller: state.matches('fetchingInstaller'),
    coupons: c.coupons,
    code: c.code,
    notice: c.notice,
    choice: c.choice,
    canUse: state.matches('list') && c.choice !== null,
    chosen: c.chosen,
    chosenCoupon: c.coupons.find((x) => x.couponCode === c.chosen) ?? null,
    uses: c.uses,
    agreed: c.agreed,
    canOrder: state.matches('confirmingFree') && c.agreed,
    refusal: c.refusal,
    orderNo: c.orderNo,
    installerUrl: c.installerUrl,
    canRetryInstaller: state.matches('placed') && c.installerUrl === '',
    openPopup: () => send({ type: 'coupons.open' }),
    close: () => send({ type: 'coupons.close' }),
    changeCode: (code) => send({ type: 'coupon.code', code }),
    register: () => send({ type: 'coupon.register' }),
    pick: (code) => send({ type: 'coupon.pick', code }),
    use: () => send({ type: 'coupon.use' }),
    agree: (agreed) => send({ type: 'coupon.agree', agreed }),
    order: () => send({ type: 'coupon.order' }),
    retryInstaller: () => send({ type: 'installer.retry' }),
  }
}
