import { assign, fromPromise, setup } from 'xstate'
import {
  CouponResult,
  INSTALLER_OS,
  PayMethod,
  isFreeCoupon,
  type CheckLicenseRequest,
  type CheckLicenseResponse,
  type Coupon,
  type CouponListResponse,
  type GetDownloadFileInfoStoreRequest,
  type GetDownloadFileInfoStoreResponse,
  type InstallerOs,
  type Language,
  type OrderRequest,
  type OrderResponse,
  type PricingRouteKey,
  type RegCouponRequest,
  type RegCouponResponse,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { couponList, regCoupon, setOrder } from '../../services/commerce/order.ts'
import { checkLicense, getDownloadFileInfoStore } from '../../services/commerce/couponUse.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

/**
 * The coupon pop-up (spec 2 §4 coupon pop-up steps, §7 Coupon/List, RegCoupon, CheckLicense,
 * SetOrder and GetDownloadFileInfoStore, §8 coupon registration, §9 button delay): the member's
 * coupons in the order currency and a code registered to them. At checkout the coupon chosen is
 * handed to the checkout, which applies it. On the personal dashboard the coupon is used there:
 * the licence check, then a discount goes to its pricing route with `cpcode`, and a free coupon
 * places the free order (payMethod 8), whose installer downloads.
 */

/**
 * The pop-up's steps of spec 2 §4: 0 closed, -1 closed with an error, 1 the list, 2 a registration
 * error, 3 the licence check, 5 the final step, 6 its failure.
 */
export type CouponPopupStep = 0 | -1 | 1 | 2 | 3 | 5 | 6

/** Where the pop-up is opened: the checkout applies the coupon; the dashboard uses it at once. */
export type CouponPlace = 'checkout' | 'dashboard'

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
  /** The order's product: its coupons and the ones for any product are listed (0: every product). */
  prdOptSeq: number
  productName: string
  place?: CouponPlace
  /**
   * The dashboard's member, language and the seed of its free orders' idempotency keys (at most 23
   * characters: with a coupon code of 40 the key stays within its 64).
   */
  userId?: string
  language?: Language
  keySeed?: string
  /** The installer's system (spec 2 §4: Windows 2003, Mac 2202). */
  osType?: InstallerOs
}

/** The product a coupon is used on, as the licence check answered it. */
export interface CouponLicence {
  route: PricingRouteKey
  prdOptSeq: number
  saleType: number
}

export interface CouponPopupContext extends Required<CouponPopupInput> {
  coupons: Coupon[]
  code: string
  notice: RegNotice | null
  choice: string | null
  /** The code chosen: handed to the checkout, or used on the dashboard. */
  chosen: string
  /** How many times a coupon was used: each use is handed to the checkout once. */
  uses: number
  error: ApiFailure | null
  /** Dashboard: the licence check's answer, the terms agreed, the free order and its installer. */
  licence: CouponLicence | null
  agreed: boolean
  /** Step 6: the code of the refusal (the licence check's or the order's); 0 when a call failed. */
  refusal: number | null
  orderNo: string
  installerUrl: string
  /** Where the member is sent (a discount's pricing route). */
  destination: string
}

export type CouponPopupEvent =
  | { type: 'coupons.open' }
  | { type: 'coupons.close' }
  | { type: 'coupon.code'; code: string }
  | { type: 'coupon.register' }
  | { type: 'coupon.pick'; code: string }
  | { type: 'coupon.use' }
  | { type: 'coupon.agree'; agreed: boolean }
  | { type: 'coupon.order' }
  | { type: 'installer.retry' }

/** The registration notices of spec 2 §8 by errCode (any other: not valid). */
export const REG_NOTICE: Record<number, RegNotice> = {
  [CouponResult.alreadyRegistered]: 'alreadyRegistered',
  [CouponResult.expired]: 'expired',
  [CouponResult.cannotAdd]: 'cannotAdd',
  [CouponResult.limitReached]: 'limitReached',
}

/** A listed coupon can be used unless it has expired (deActiveDate 1). */
export const isUsable = (coupons: readonly Coupon[], code: string): boolean =>
  coupons.some((c) => c.couponCode === code && c.deActiveDate === 0)

/** The chosen coupon as listed. */
const chosenCoupon = (c: Pick<CouponPopupContext, 'coupons' | 'chosen'>): Coupon | undefined =>
  c.coupons.find((x) => x.couponCode === c.chosen)

/**
 * Spec 2 §3 free-coupon order: payMethod 8, no token, price 0, the address empty, one seat for the
 * coupon's period, no licence replaced; the product is the one the licence check answered. One
 * idempotency key per pop-up and coupon: a retried order is the same order.
 */
export function freeOrderOf(c: CouponPopupContext): OrderRequest {
  const coupon = chosenCoupon(c)
  return {
    chkAgreement: c.agreed,
    payMethod: PayMethod.COUPON,
    token: '',
    price: 0,
    couponCode: c.chosen,
    country: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipcode: '',
    vatNum: '',
    targetUserId: c.userId,
    myLicenseSeq: 0,
    cntAdd: 1,
    cntExtend: coupon && coupon.period > 0 ? coupon.period : 1,
    cntUpgrade: 0,
    cntTrade: 0,
    prdOptSeq: c.licence?.prdOptSeq ?? 0,
    saleType: c.licence?.saleType ?? 0,
    isPersonalTrial: false,
    locale: c.language,
    upgradeCode: '',
    userId: c.userId,
    idempotencyKey: `${c.keySeed}-${c.chosen}`,
  }
}

/** The product of a licence check's answer (its route is there: the guard checked it). */
const licenceOf = (answer: CheckLicenseResponse): CouponLicence => ({
  route: answer.route ?? 'per/individual/month',
  prdOptSeq: answer.prdOptSeq,
  saleType: answer.saleType,
})

/** Where a discount coupon is used (spec 2 §2): its pricing route with the code as `cpcode`. */
export const pricingUrlOf = (licence: CouponLicence, code: string): string =>
  `/pricing/${licence.route}?cpcode=${encodeURIComponent(code)}`

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
    checkLicense: fromPromise<CheckLicenseResponse, CheckLicenseRequest>(({ input }) =>
      checkLicense(input),
    ),
    placeFreeOrder: fromPromise<OrderResponse, OrderRequest>(({ input }) => setOrder(input)),
    getInstaller: fromPromise<GetDownloadFileInfoStoreResponse, GetDownloadFileInfoStoreRequest>(
      ({ input }) => getDownloadFileInfoStore(input),
    ),
  },
  guards: {
    isAnswered: (_, params: { errCode: number }) => params.errCode === 0,
    isCodeBlank: ({ context }) => context.code.trim() === '',
    isUsable: ({ context }, params: { code: string }) => isUsable(context.coupons, params.code),
    hasChoice: ({ context }) => context.choice !== null,
    /** A coupon chosen at checkout: the checkout applies it. */
    isCheckoutUse: ({ context }) => context.choice !== null && context.place === 'checkout',
    isFreeCoupon: ({ context }) => {
      const coupon = chosenCoupon(context)
      return coupon !== undefined && isFreeCoupon(coupon)
    },
    hasAgreed: ({ context }) => context.agreed,
    hasNoInstaller: ({ context }) => context.installerUrl === '',
    isRefusedLicence: (_, params: { errCode: number; route: PricingRouteKey | null }) =>
      params.errCode !== 0 || params.route === null,
    // Whether the pop-up is raised does not depend on the API's name.
    raisesErrorPopup: (_, params: { error: unknown }) => raisesErrorPopup(failureOf(params.error)),
  },
  delays: { couponButtonDelay: COUPON_BUTTON_DELAY_MS },
  actions: {
    /** Injected by the view: the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    /** Injected by the view: the site's navigation to `context.destination`. */
    navigate: () => undefined,
    /** Injected by the view: downloads the installer at `context.installerUrl`. */
    download: () => undefined,
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
    reset: assign({
      code: '',
      notice: null,
      choice: null,
      error: null,
      licence: null,
      agreed: false,
      refusal: null,
      orderNo: '',
      installerUrl: '',
    }),
    pickForUse: assign({ chosen: ({ context }) => context.choice ?? '', choice: null }),
    keepLicence: assign({
      licence: (_, params: { licence: CouponLicence }) => params.licence,
    }),
    agree: assign({ agreed: (_, params: { agreed: boolean }) => params.agreed }),
    refuse: assign({ refusal: (_, params: { errCode: number }) => params.errCode }),
    keepDestination: assign({ destination: (_, params: { url: string }) => params.url }),
    keepOrder: assign({ orderNo: (_, params: { orderNo: string }) => params.orderNo }),
    keepInstaller: assign({ installerUrl: (_, params: { url: string }) => params.url }),
  },
}).createMachine({
  id: 'couponPopup',
  description:
    "The coupon pop-up of checkout: the member's coupons in the order currency, a code registered, the coupon chosen for the order (spec 2 §4, §7, §8, §9).",
  context: ({ input }) => ({
    place: 'checkout',
    userId: '',
    language: 'en',
    keySeed: '',
    osType: INSTALLER_OS.windows,
    ...input,
    coupons: [],
    code: '',
    notice: null,
    choice: null,
    chosen: '',
    uses: 0,
    error: null,
    licence: null,
    agreed: false,
    refusal: null,
    orderNo: '',
    installerUrl: '',
    destination: '',
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
              params: ({ event }) => ({ error: event.error }),
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
        'coupon.use': [
          {
            guard: 'isCheckoutUse',
            target: 'closed',
            actions: 'choose',
            description:
              'At checkout, use, with a coupon chosen: the pop-up closes and the checkout applies the code.',
            meta: { rules: ['COUPON-3'] },
          },
          {
            guard: 'hasChoice',
            target: 'checkingLicence',
            actions: 'pickForUse',
            description: 'On the dashboard, use, with a coupon chosen: the licence check (step 3).',
            meta: { rules: ['COUPON-4'] },
          },
        ],
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
              params: ({ event }) => ({ error: event.error }),
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
    checkingLicence: {
      description:
        'Step 3, the licence check (CheckLicense): may the member take the licence of the chosen coupon, and on which product?',
      meta: { rules: ['COUPON-4'] },
      invoke: {
        id: 'checkLicense',
        src: 'checkLicense',
        input: ({ context }) => ({ couponCode: context.chosen }),
        onDone: [
          {
            guard: {
              type: 'isRefusedLicence',
              params: ({ event }) => ({
                errCode: event.output.result.errCode,
                route: event.output.route,
              }),
            },
            target: 'refused',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description:
              "Any other errCode (-905 licence check failure, or the coupon's own code): step 6.",
            meta: { rules: ['COUPON-4'] },
          },
          {
            guard: 'isFreeCoupon',
            target: 'confirmingFree',
            actions: {
              type: 'keepLicence',
              params: ({ event }) => ({ licence: licenceOf(event.output) }),
            },
            description:
              'errCode 0 and a free coupon (100 % off): step 5, the free order to confirm.',
            meta: { rules: ['COUPON-4', 'COUPON-5'] },
          },
          {
            target: 'toPricing',
            actions: [
              {
                type: 'keepLicence',
                params: ({ event }) => ({ licence: licenceOf(event.output) }),
              },
              {
                type: 'keepDestination',
                params: ({ context, event }) => ({
                  url: pricingUrlOf(licenceOf(event.output), context.chosen),
                }),
              },
              'navigate',
            ],
            description:
              'errCode 0 and a discount under 100: step 5, its pricing route with the code as cpcode.',
            meta: { rules: ['COUPON-4', 'COUPON-5'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'refused',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'CheckLicense' }),
              },
              { type: 'refuse', params: { errCode: 0 } },
              'reportFailure',
            ],
            description: 'A network or server failure: step 6 and the global error pop-up.',
            meta: { rules: ['COUPON-4', 'ERRPOP-1'] },
          },
          {
            target: 'refused',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'CheckLicense' }),
              },
              { type: 'refuse', params: { errCode: 0 } },
            ],
            description: 'A refused request: step 6.',
            meta: { rules: ['COUPON-4'] },
          },
        ],
      },
    },
    toPricing: {
      description:
        'Step 5 for a discount: the member goes to the pricing route of the coupon with cpcode (spec 2 §2).',
      meta: { rules: ['COUPON-5'] },
    },
    confirmingFree: {
      description:
        'Step 5 for a free coupon: the free order of its product, placed once the terms are agreed.',
      meta: { rules: ['COUPON-5'] },
      on: {
        'coupon.agree': {
          actions: { type: 'agree', params: ({ event }) => ({ agreed: event.agreed }) },
          description: 'The terms and the refund policy are agreed, or no longer.',
          meta: { rules: ['COUPON-5'] },
        },
        'coupon.order': {
          guard: 'hasAgreed',
          target: 'placingFreeOrder',
          description: 'Ordered, with the terms agreed: the free order (SetOrder, payMethod 8).',
          meta: { rules: ['COUPON-5'] },
        },
        'coupons.close': {
          target: 'closed',
          description: 'Closed: nothing is ordered.',
          meta: { rules: ['COUPON-1'] },
        },
      },
    },
    placingFreeOrder: {
      description: 'SetOrder with payMethod 8: the free-coupon order (spec 2 §3).',
      meta: { rules: ['COUPON-5'] },
      invoke: {
        id: 'placeFreeOrder',
        src: 'placeFreeOrder',
        input: ({ context }) => freeOrderOf(context),
        onDone: [
          {
            guard: {
              type: 'isAnswered',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'fetchingInstaller',
            actions: {
              type: 'keepOrder',
              params: ({ event }) => ({ orderNo: event.output.orderNo }),
            },
            description: 'errCode 0: the order is placed; its installer is asked for.',
            meta: { rules: ['COUPON-5'] },
          },
          {
            target: 'refused',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description: 'Any other errCode: step 6 with the order code.',
            meta: { rules: ['COUPON-5'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'refused',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'SetOrder' }),
              },
              { type: 'refuse', params: { errCode: 0 } },
              'reportFailure',
            ],
            description: 'A network or server failure: step 6 and the global error pop-up.',
            meta: { rules: ['COUPON-5', 'ERRPOP-1'] },
          },
          {
            target: 'refused',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'SetOrder' }),
              },
              { type: 'refuse', params: { errCode: 0 } },
            ],
            description: 'A refused request: step 6.',
            meta: { rules: ['COUPON-5'] },
          },
        ],
      },
    },
    fetchingInstaller: {
      description: "GetDownloadFileInfoStore: the link of the order's installer.",
      meta: { rules: ['COUPON-5'] },
      invoke: {
        id: 'getInstaller',
        src: 'getInstaller',
        input: ({ context }) => ({
          userId: context.userId,
          orderNo: context.orderNo,
          productCode: String(context.licence?.prdOptSeq ?? 0),
          osType: context.osType,
        }),
        onDone: [
          {
            guard: {
              type: 'isAnswered',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'placed',
            actions: [
              { type: 'keepInstaller', params: ({ event }) => ({ url: event.output.url }) },
              'download',
            ],
            description: 'errCode 0: the installer downloads; step 5, the order placed.',
            meta: { rules: ['COUPON-5'] },
          },
          {
            target: 'placed',
            description: 'Any other errCode: the order is placed; the link can be asked again.',
            meta: { rules: ['COUPON-5'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'placed',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({
                  error: event.error,
                  apiName: 'GetDownloadFileInfoStore',
                }),
              },
              'reportFailure',
            ],
            description:
              'A network or server failure: the order is placed; the global error pop-up.',
            meta: { rules: ['COUPON-5', 'ERRPOP-1'] },
          },
          {
            target: 'placed',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({
                  error: event.error,
                  apiName: 'GetDownloadFileInfoStore',
                }),
              },
            ],
            description: 'A refused request: the order is placed; the link can be asked again.',
            meta: { rules: ['COUPON-5'] },
          },
        ],
      },
    },
    placed: {
      description:
        'Step 5: the free order is placed; its installer downloads, or its link can be asked again.',
      meta: { rules: ['COUPON-5'] },
      on: {
        'installer.retry': {
          guard: 'hasNoInstaller',
          target: 'fetchingInstaller',
          description: 'Without a link yet: GetDownloadFileInfoStore again.',
          meta: { rules: ['COUPON-5'] },
        },
        'coupons.close': {
          target: 'closed',
          description: 'Closed.',
          meta: { rules: ['COUPON-1'] },
        },
      },
    },
    refused: {
      description:
        'Step 6: the licence check or the free order failed; the reason is shown until closed.',
      meta: { rules: ['COUPON-4'] },
      on: {
        'coupons.close': {
          target: 'closed',
          description: 'Closed.',
          meta: { rules: ['COUPON-1'] },
        },
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
