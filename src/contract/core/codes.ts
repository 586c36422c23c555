/** Code tables of the spec. Names are the spec's own words. */

export const LANGUAGES = ['en', 'ko', 'ja', 'zh'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** Content language codes (spec 3 intro): en→en, zh→cn, ko→kr, ja→jp. */
export const CONTENT_LANGUAGE = {
  en: 'en',
  zh: 'cn',
  ko: 'kr',
  ja: 'jp',
} as const satisfies Record<Language, string>
export type ContentLanguage = (typeof CONTENT_LANGUAGE)[Language]

/** Member types, shared constant list reading (spec 1 §3). */
export const MemberType = {
  PERSONAL: 1,
  CVF: 2,
  COMPANY_USER: 3,
  END_USER: 5,
  CVF_USER: 6,
  CVF_END_USER: 8,
} as const
export type MemberType = (typeof MemberType)[keyof typeof MemberType]
export const MEMBER_TYPES = Object.values(MemberType)

/** Account/header reading (spec 1 §3): 1 personal, 2 end user, 3 company. */
export const AccountKind = { PERSONAL: 1, END_USER: 2, COMPANY: 3 } as const
export type AccountKind = (typeof AccountKind)[keyof typeof AccountKind]

/**
 * The account/header reading of a member: a company-side member without comId is the company (3),
 * with a comId it is an end user (2); everyone else is personal (1).
 */
export function accountKind(memberType: number, comId: string | null | undefined): AccountKind {
  const companySide =
    memberType === MemberType.COMPANY_USER ||
    memberType === MemberType.END_USER ||
    memberType === MemberType.CVF_END_USER
  if (!companySide) return AccountKind.PERSONAL
  return comId ? AccountKind.END_USER : AccountKind.COMPANY
}

/**
 * A company admin (spec 2 §6): a company user without a comId of its own. It buys for the
 * company's end users, creates them and changes their fields; their comId is its id.
 */
export const isCompanyAdmin = (memberType: number, comId: string | null | undefined): boolean =>
  memberType === MemberType.COMPANY_USER && !comId

/** memberTypeName reading: 0 non-member, 1 personal, 5 end user. */
export const MemberTypeName = { NON_MEMBER: 0, PERSONAL: 1, END_USER: 5 } as const

/** Members tied to the cloud-wardrobe platform. */
export const CVF_MEMBER_TYPES: readonly number[] = [
  MemberType.CVF,
  MemberType.CVF_USER,
  MemberType.CVF_END_USER,
]

/** Licence duration codes and checkout sale types (spec 2 §3). */
export const SaleType = {
  TRIAL: -1,
  PERPETUAL: 0,
  ONE_DAY: 1,
  MONTHLY_SUBSCRIPTION: 30,
  ONE_YEAR: 365,
} as const
export type SaleType = (typeof SaleType)[keyof typeof SaleType]

export const PayMethod = {
  TRIAL: 0,
  PAYPAL: 1,
  STRIPE: 2,
  ALIPAY: 3,
  SANSA: 7,
  COUPON: 8,
  BACK_ORDER: 9,
  DEPOSIT: 11,
  CHECK_CARD: 13,
  CREDIT_CARD: 14,
} as const
export type PayMethod = (typeof PayMethod)[keyof typeof PayMethod]

export const LicenseType = {
  PERSONAL_TYPE: 1,
  PERSONAL_TRIAL: -1,
  ENT_STANDARD: 2,
  ENT_NETWORK: 4,
  ENT_ACADEMIC: 7,
  LINUX: 9,
} as const
export type LicenseType = (typeof LicenseType)[keyof typeof LicenseType]

export const ProductGroup = {
  PERSONAL: 1,
  ENT_STANDARD: 2,
  NETWORK: 4,
  ACADEMIC: 7,
  LINUX: 9,
} as const
export type ProductGroup = (typeof ProductGroup)[keyof typeof ProductGroup]

export const Edition = { TRIAL: 1, PERSONAL: 2, ENTERPRISE: 3, ACADEMIC: 4 } as const
export type Edition = (typeof Edition)[keyof typeof Edition]

/** Licence kinds; the spec gives two listings and both are kept. */
export const LicenseKind = { TRIAL: 1, STANDARD: 2, ACADEMIC: 3, STUDENT: 5 } as const
export const LicenseKindAlt = { PERSONAL: 2, NETWORK: 2, STANDARD: 3 } as const

export const RequestStatus = {
  NOT_SUBMIT: -1,
  STANDBY: 0,
  REJECT: 1,
  CONFIRM: 2,
  CANCEL_ADMIN: 8,
} as const
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus]

export const StudentApprovalStatus = { WAITING: 0, SUCCESS: 1, REJECT: 2 } as const
export const VerificationType = {
  SCHOOL_EMAIL: 0,
  SUBMIT_DOCUMENT: 1,
  REQUEST_ADD_DOMAIN: 2,
} as const

export const OsType = { MAC: 2202, WINDOWS: 2003, LINUX: 2100 } as const
export type OsType = (typeof OsType)[keyof typeof OsType]
export const BitType = { BIT64: 3001, BIT32: 3000 } as const
export type BitType = (typeof BitType)[keyof typeof BitType]
export const TrialProduct = { PERSONAL: 1, COMPANY: 4 } as const

/** User status 1-8 of the trial download button (spec 2 §3). */
export const DownloadUserStatus = {
  NON_MEMBER: 1,
  NOT_USING_TRIAL: 2,
  ACTIVE_LICENSE: 3,
  EXPIRED_TRIAL_NO_LICENSE: 4,
  COMPANY_NO_LICENSE: 5,
  COMPANY_WITH_LICENSE: 6,
  END_USER_WITH_LICENSE: 7,
  END_USER_NO_LICENSE: 8,
} as const

export const OrderKind = [
  'New',
  'Trade',
  'perOption',
  'perMonth',
  'entOption',
  'entStandad',
  'entNetwork',
  'acaNetwork',
  'upgrade',
] as const
export type OrderKind = (typeof OrderKind)[number]

export const Currency = { USD: 'USD', CNY: 'CNY' } as const
export type Currency = (typeof Currency)[keyof typeof Currency]
/** USD is shown with $, every other currency with ¥ (spec 1 §9). */
export const currencySymbol = (currency: string): '$' | '¥' =>
  currency === Currency.USD ? '$' : '¥'

/** Pricing routes of spec 2 §2: /pricing/{userType}/{licenseType}/{period}. */
export const PRICING_ROUTES = [
  ['per', 'individual', 'month'],
  ['per', 'individual', 'year'],
  ['per', 'option', 'year'],
  ['per', 'student', 'year'],
  ['ent', 'standad', 'month'],
  ['ent', 'standad', 'year'],
  ['ent', 'network', 'year'],
  ['ent', 'linux', 'year'],
  ['ent', 'option', 'year'],
  ['ent', 'academic', 'year'],
] as const

export const JOB_OTHERS = 99
export const JOBS = [
  'characterArtist',
  'artCreativeDirector',
  'conceptArtist',
  'hobbyist',
  'academic',
  'webDesigner',
  'fashionDesigner',
  'developerEngineer',
] as const
export const INDUSTRIES = [
  'gameDev',
  'gameOutsourcing',
  'vfx',
  'animation',
  'arVr',
  'architect',
  'fashion',
  'advertising',
  'research',
  'academic',
] as const

/** Login status values (spec 1 §3). */
export const LoginStatus = [
  'create',
  'signin',
  'integrate_closet_ent',
  'integrate_closet_per',
  'is_integration_blocked',
  'contact',
  'noneUser',
] as const
export type LoginStatus = (typeof LoginStatus)[number]

/** Password-reset status (spec 1 §3). */
export const ResetStatus = { IDLE: 0, SENDING: 1, SENT: 2, FAILED: -1 } as const
