import type { EventFrom, SnapshotFrom } from 'xstate'
import type { Coupon } from '../../contract/index.ts'
import {
  type CouponPopupStep,
  type RegNotice,
  type couponPopupMachine,
} from '../../machines/commerce/couponPopup.ts'

/** What the coupon pop-up shows and the intents it sends (spec 2 §4 coupon pop-up). */
export interface CouponPopupApi {
  step: CouponPopupStep
  open: boolean
  loading: boolean
  registering: boolean
  coupons: Coupon[]
  code: string
  notice: RegNotice | null
  choice: string | null
  canUse: boolean
  /** The coupon used last and how many were used: the checkout applies each use once. */
  chosen: string
  uses: number
  openPopup: () => void
  close: () => void
  changeCode: (code: string) => void
  register: () => void
  pick: (code: string) => void
  use: () => void
}

export function connectCouponPopup(
  state: SnapshotFrom<typeof couponPopupMachine>,
  send: (event: EventFrom<typeof couponPopupMachine>) => void,
): CouponPopupApi {
  const c = state.context
  const step: CouponPopupStep = state.matches('closed')
    ? 0
    : state.matches('closedWithError')
      ? -1
      : state.matches('regError')
        ? 2
        : 1
  return {
    step,
    open: step === 1 || step === 2,
    loading: state.matches('loading'),
    registering: state.matches('pressing') || state.matches('registering'),
    coupons: c.coupons,
    code: c.code,
    notice: c.notice,
    choice: c.choice,
    canUse: state.matches('list') && c.choice !== null,
    chosen: c.chosen,
    uses: c.uses,
    openPopup: () => send({ type: 'coupons.open' }),
    close: () => send({ type: 'coupons.close' }),
    changeCode: (code) => send({ type: 'coupon.code', code }),
    register: () => send({ type: 'coupon.register' }),
    pick: (code) => send({ type: 'coupon.pick', code }),
    use: () => send({ type: 'coupon.use' }),
  }
}
