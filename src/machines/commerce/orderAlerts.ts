import type { Language } from '../../contract/index.ts'
import { legalUrl } from '../shell/siteLinks.ts'
import { TRIAL_PATH } from '../shell/trialDownload.ts'

/**
 * The order and trial codes of spec 2 §8: each opens its alert pop-up with its own buttons; any
 * other code is shown in the warning pop-up. The title is the alert title and the button OK unless
 * the code says otherwise ("Default dialog title is the alert title, default button OK").
 */

/** A button of an alert: it closes the pop-up, or it leads to a page. */
export type OrderAlertButton =
  | 'ok'
  | 'cancel'
  | 'exit'
  | 'signIn'
  | 'signUp'
  | 'findCompanyId'
  | 'contactSupport'
  | 'terms'
  | 'privacy'
  | 'downloadTrial'
  | 'myAccount'

export type OrderAlertKind =
  | 'loginRequired'
  | 'enterprise1'
  | 'enterprise2'
  | 'enterprise3'
  | 'personal'
  | 'deviceNotSupported'
  | 'uniqueUser'
  | 'trialAgreement'
  | 'trialCoupon'
  | 'imageTooBig'
  | 'uploadFailed'
  | 'servicePolicy'
  | 'trialInUse'
  | 'newsletterUnsubscribed'
  | 'orderNotice'
  | 'couponNotReissued'
  | 'freePlanUnavailable'
  | 'noLicence'
  | 'pricingMissing'
  | 'licenceCheck'
  | 'stepBlocked'
  | 'warning'

export interface OrderAlert {
  kind: OrderAlertKind
  buttons: readonly OrderAlertButton[]
}

const alert = (kind: OrderAlertKind, ...buttons: OrderAlertButton[]): OrderAlert => ({
  kind,
  buttons: buttons.length > 0 ? buttons : ['ok'],
})

const enterprise = (kind: OrderAlertKind) => alert(kind, 'findCompanyId', 'ok')
const uniqueUser = alert('uniqueUser', 'contactSupport', 'ok')
const trialInUse = alert('trialInUse', 'cancel', 'ok')

/** Spec 2 §8 "Order and trial codes (each opens an alert popup)". */
export const ORDER_ALERTS: Readonly<Record<number, OrderAlert>> = {
  [-100]: alert('loginRequired', 'signIn', 'signUp'),
  [-12]: enterprise('enterprise1'),
  [-9]: enterprise('enterprise2'),
  [-10]: enterprise('enterprise3'),
  [-1034]: alert('personal'),
  [-500]: alert('deviceNotSupported'),
  [-1012]: uniqueUser,
  [-1013]: uniqueUser,
  [-1020]: uniqueUser,
  [-1023]: uniqueUser,
  [-4004]: alert('trialAgreement', 'terms', 'privacy', 'downloadTrial'),
  [-4005]: alert('trialCoupon', 'myAccount'),
  [-5500]: alert('imageTooBig'),
  [-5600]: alert('uploadFailed'),
  [-3]: alert('servicePolicy'),
  [-8017]: trialInUse,
  // "-1017 trial licence already exists (mapped to popup -8017)"
  [-1017]: trialInUse,
  [-10005]: alert('newsletterUnsubscribed'),
  [-19000]: alert('orderNotice', 'cancel', 'ok'),
  [-1030]: alert('couponNotReissued', 'exit', 'ok'),
  [-9571]: alert('freePlanUnavailable'),
  [-1011]: alert('noLicence'),
  [-15]: alert('pricingMissing'),
  [-905]: alert('licenceCheck'),
  [-10704]: alert('stepBlocked'),
}

/** "Other codes are shown in the warning popup." */
export const WARNING: OrderAlert = alert('warning')

export const orderAlertOf = (errCode: number): OrderAlert => ORDER_ALERTS[errCode] ?? WARNING

/** A button that only closes the alert; the others lead to a page. */
export type ClosingButton = Extract<OrderAlertButton, 'ok' | 'cancel' | 'exit'>
export const isClosingButton = (button: OrderAlertButton): button is ClosingButton =>
  button === 'ok' || button === 'cancel' || button === 'exit'

/** Where each link button of an alert leads. */
export const ORDER_ALERT_LINKS: Record<
  Exclude<OrderAlertButton, ClosingButton>,
  (language: Language) => string
> = {
  signIn: () => '/member/signin',
  signUp: () => '/member/signup',
  findCompanyId: () => '/mypage',
  contactSupport: () => '/support/contact',
  terms: (language) => legalUrl('terms', language),
  privacy: (language) => legalUrl('privacy', language),
  downloadTrial: () => TRIAL_PATH,
  myAccount: () => '/mypage',
}

/** -4005: the first-purchase coupon (50% off) expires 38 days after today. */
export const TRIAL_COUPON_DAYS = 38
const DAY_MS = 86_400_000
export const trialCouponExpiry = (today: number): number => today + TRIAL_COUPON_DAYS * DAY_MS
