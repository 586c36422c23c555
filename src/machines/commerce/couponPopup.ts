import { assign, fromPromise, setup } from 'xstate'
import {
  CouponResult,
  type Coupon,
  type CouponListResponse,
  type RegCouponRequest,
  type RegCouponResponse,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { couponList, regCoupon } from '../../services/commerce/order.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

/**
 * The coupon pop-up of checkout (spec 2 §4 coupon pop-up steps, §7 Coupon/List and RegCoupon, §8
 * coupon registration, §9 button delay): the member's coupons in the order currency, a code
 * registered to them, and the coupon chosen for this order, which the checkout then applies (a
 * free one places the free-coupon order there).
 */

/** The pop-up's steps of spec 2 §4: 0 closed, -1 closed with an error, 1 the list, 2 a registration error. */
export type CouponPopupStep = 0 | -1 | 1 | 2

export type RegNotice =
  | 'blank'
  | 'registered'
  | 'alreadyRegistered'
  | 'expired'
  | 'cannotAdd'
  | 'limitReached'
  | 'invalid'

/** Spec 2 §9: the coupon button waits 500 ms before it acts. */
export const COUPON_BUTTON_DELAY_MS = 500

export interface CouponPopupInput {
  /** The order's product: its coupons and the ones for any product are listed. */
  prdOptSeq: number
  productName: string
}

export interface CouponPopupContext extends CouponPopupInput {
  coupons: Coupon[]
  code: string
  notice: RegNotice | null
  choice: string | null
  /** The code chosen for the order, handed to the checkout. */
  chosen: string
  /** How many times a coupon was used: each use is handed to the checkout once. */
  uses: number
  error: ApiFailure | null
}

export type CouponPopupEvent =
  | { type: 'coupons.open' }
  | { type: 'coupons.close' }
  | { type: 'coupon.code'; code: string }
  | { type: 'coupon.register' }
  | { type: 'coupon.pick'; code: string }
  | { type: 'coupon.use' }

const REG_NOTICE: Record<number, RegNotice> = {
  [CouponResult.alreadyRegistered]: 'alreadyRegistered',
  [CouponResult.expired]: 'expired',
  [CouponResult.cannotAdd]: 'cannotAdd',
  [CouponResult.limitReached]: 'limitReached',
}

/** A listed coupon can be used unless it has expired (deActiveDate 1). */
export const isUsable = (coupons: readonly Coupon[], code: string): boolean =>
  coupons.some((c) => c.couponCode === code && c.deActiveDate === 0)

export const couponPopupMachine = setup({
  types: {
    context: {} as CouponPopupContext,
    input: {} as CouponPopupInput,
    events: {} as CouponPopupEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    listCoupons: fromPromise<CouponListResponse, { prdOptSeq: number }>(({ input }) =>
      couponList(input.prdOptSeq),
    ),
    registerCoupon: fromPromise<RegCouponResponse, RegCouponRequest>(({ input }) =>
      regCoupon(input),
    ),
  },
  guards: {
    isAnswered: (_, params: { errCode: number }) => params.errCode === 0,
    isCodeBlank: ({ context }) => context.code.trim() === '',
    isUsable: ({ context }, params: { code: string }) => isUsable(context.coupons, params.code),
    hasChoice: ({ context }) => context.choice !== null,
    raisesErrorPopup: (_, params: { error: unknown; apiName: string }) =>
      raisesErrorPopup(failureOf(params.error, params.apiName)),
  },
  delays: { couponButtonDelay: COUPON_BUTTON_DELAY_MS },
  actions: {
    /** Injected by the view: the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    keepCoupons: assign({
      coupons: (_, params: { coupons: Coupon[] }) => params.coupons,
      error: null,
    }),
    keepFailure: assign({
      error: (_, params: { error: unknown; apiName: string }) =>
        failureOf(params.error, params.apiName),
    }),
    editCode: assign({ code: (_, params: { code: string }) => params.code, notice: null }),
    noteBlank: assign({ notice: 'blank' as RegNotice }),
    noteRegistered: assign({ notice: 'registered' as RegNotice, code: '' }),
    refuseCode: assign({
      notice: (_, params: { errCode: number }) => REG_NOTICE[params.errCode] ?? 'invalid',
    }),
    pick: assign({ choice: (_, params: { code: string }) => params.code }),
    choose: assign({
      chosen: ({ context }) => context.choice ?? '',
      choice: null,
      uses: ({ context }) => context.uses + 1,
    }),
    reset: assign({ code: '', notice: null, choice: null, error: null }),
  },
}).createMachine({
  id: 'couponPopup',
  description:
    "The coupon pop-up of checkout: the member's coupons in the order currency, a code registered, the coupon chosen for the order (spec 2 §4, §7, §8, §9).",
  context: ({ input }) => ({
    ...input,
    coupons: [],
    code: '',
    notice: null,
    choice: null,
    chosen: '',
    uses: 0,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Step 0: the pop-up is closed.',
      meta: { rules: ['COUPON-1'] },
      on: {
        'coupons.open': {
          target: 'loading',
          actions: 'reset',
          description: 'The member opens their coupons: the list is asked (Coupon/List).',
          meta: { rules: ['COUPON-1'] },
        },
      },
    },
    closedWithError: {
      description: 'Step -1: the list could not be read; the pop-up is closed with an error.',
      meta: { rules: ['COUPON-1'] },
      on: {
        'coupons.open': {
          target: 'loading',
          actions: 'reset',
          description: 'Opened again: the list is asked again.',
          meta: { rules: ['COUPON-1'] },
        },
      },
    },
    loading: {
      description:
        "Coupon/List?prdOptSeq: the member's coupons of this product (or any product) in the order currency.",
      meta: { rules: ['COUPON-1'] },
      invoke: {
        id: 'listCoupons',
        src: 'listCoupons',
        input: ({ context }) => ({ prdOptSeq: context.prdOptSeq }),
        onDone: [
          {
            guard: {
              type: 'isAnswered',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'list',
            actions: {
              type: 'keepCoupons',
              params: ({ event }) => ({ coupons: event.output.list }),
            },
            description: 'errCode 0: step 1, the list.',
            meta: { rules: ['COUPON-1'] },
          },
          {
            target: 'closedWithError',
            description: 'Any other errCode: step -1.',
            meta: { rules: ['COUPON-1'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error, apiName: 'Coupon/List' }),
            },
            target: 'closedWithError',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'Coupon/List' }),
              },
              'reportFailure',
            ],
            description: 'A network or server failure: step -1 and the global error pop-up.',
            meta: { rules: ['COUPON-1', 'ERRPOP-1'] },
          },
          {
            target: 'closedWithError',
            actions: {
              type: 'keepFailure',
              params: ({ event }) => ({ error: event.error, apiName: 'Coupon/List' }),
            },
            description: 'A refused request: step -1.',
            meta: { rules: ['COUPON-1'] },
          },
        ],
      },
    },
    list: {
      description:
        'Step 1: the coupons (an expired one shown but not usable), the code field to register one, the coupon to use.',
      meta: { rules: ['COUPON-1', 'COUPON-2', 'COUPON-3'] },
      on: {
        'coupon.code': {
          actions: { type: 'editCode', params: ({ event }) => ({ code: event.code }) },
          description: 'A code is typed.',
          meta: { rules: ['COUPON-2'] },
        },
        'coupon.register': [
          {
            guard: 'isCodeBlank',
            actions: 'noteBlank',
            description: 'A blank code is refused here (CANT_BE_BLANK, spec 2 §5).',
            meta: { rules: ['COUPON-2'] },
          },
          {
            target: 'pressing',
            description: 'The register button waits 500 ms (spec 2 §9).',
            meta: { rules: ['COUPON-2'] },
          },
        ],
        'coupon.pick': {
          guard: { type: 'isUsable', params: ({ event }) => ({ code: event.code }) },
          actions: { type: 'pick', params: ({ event }) => ({ code: event.code }) },
          description: 'A coupon that has not expired is chosen.',
          meta: { rules: ['COUPON-3'] },
        },
        'coupon.use': {
          guard: 'hasChoice',
          target: 'closed',
          actions: 'choose',
          description:
            'Use, with a coupon chosen: the pop-up closes and the checkout applies the code.',
          meta: { rules: ['COUPON-3'] },
        },
        'coupons.close': {
          target: 'closed',
          description: 'Closed: nothing is applied.',
          meta: { rules: ['COUPON-1'] },
        },
      },
    },
    pressing: {
      description: 'The register button delay (500 ms, spec 2 §9).',
      meta: { rules: ['COUPON-2'] },
      after: {
        couponButtonDelay: {
          target: 'registering',
          description: '500 ms later: RegCoupon.',
          meta: { rules: ['COUPON-2'] },
        },
      },
    },
    registering: {
      description: "RegCoupon: the code joins the member's coupons.",
      meta: { rules: ['COUPON-2'] },
      invoke: {
        id: 'registerCoupon',
        src: 'registerCoupon',
        input: ({ context }) => ({
          couponCode: context.code.trim(),
          prdOptSeq: context.prdOptSeq,
          productName: context.productName,
        }),
        onDone: [
          {
            guard: {
              type: 'isAnswered',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'loading',
            actions: 'noteRegistered',
            description: 'errCode 0: registered; the list is read again (step 1, created).',
            meta: { rules: ['COUPON-2'] },
          },
          {
            target: 'regError',
            actions: {
              type: 'refuseCode',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description:
              'Step 2: 2000 already registered, 2003 expired, 2004 cannot be added, 2005 limited, else not valid.',
            meta: { rules: ['COUPON-2'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error, apiName: 'RegCoupon' }),
            },
            target: 'list',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'RegCoupon' }),
              },
              'reportFailure',
            ],
            description: 'A network or server failure: the list stays; the global error pop-up.',
            meta: { rules: ['COUPON-2', 'ERRPOP-1'] },
          },
          {
            target: 'regError',
            actions: { type: 'refuseCode', params: { errCode: CouponResult.notValid } },
            description: 'A refused request: the code is not valid.',
            meta: { rules: ['COUPON-2'] },
          },
        ],
      },
    },
    regError: {
      description: 'Step 2: the registration error is shown under the code.',
      meta: { rules: ['COUPON-2'] },
      on: {
        'coupon.code': {
          target: 'list',
          actions: { type: 'editCode', params: ({ event }) => ({ code: event.code }) },
          description: 'Typing again clears the error: step 1.',
          meta: { rules: ['COUPON-2'] },
        },
        'coupons.close': {
          target: 'closed',
          description: 'Closed: nothing is applied.',
          meta: { rules: ['COUPON-1'] },
        },
      },
    },
  },
})
