import { z } from 'zod'
import { JOB_OTHERS, LANGUAGES, MemberType } from '../core/codes.ts'
import { withResult } from '../core/envelope.ts'
import { LIMITS } from '../core/limits.ts'

const text = (max: number) => z.string().max(max)

/** The member types a visitor can sign up as (spec 1 §2): personal, or a company (its administrator). */
export const SIGN_UP_MEMBER_TYPES = [MemberType.PERSONAL, MemberType.COMPANY_USER] as const

/**
 * POST /api/Member/Join (spec 1 §3 sign-up form, §7). Shapes only: what is blank, used, invalid or
 * forbidden is answered with the spec's codes (§5, §8), never by a 400. `name` is the member's name;
 * with first and last names the form sends them joined, last then first. `brId` equals `id`; `job`
 * is 99 for a company. `captcha` is the solved ALTCHA payload (base64, as the widget gives it); it is
 * required unless the visitor's country is CN, and each solution is accepted once (HTTP 428 else).
 */
export const JoinRequest = z.object({
  id: text(LIMITS.loginFieldMax),
  pw: text(LIMITS.loginFieldMax),
  name: text(LIMITS.loginFieldMax),
  email: text(LIMITS.emailMax),
  memberType: z.union([z.literal(MemberType.PERSONAL), z.literal(MemberType.COMPANY_USER)]),
  country: text(8),
  cultureCode: text(16).default(''),
  brId: text(LIMITS.loginFieldMax),
  job: z.number().int().min(0).max(JOB_OTHERS).default(JOB_OTHERS),
  agreement: z.union([z.literal(0), z.literal(1)]).default(0),
  preferredLang: z.enum(LANGUAGES).optional(),
  captcha: text(LIMITS.textMax).default(''),
})
export type JoinRequest = z.input<typeof JoinRequest>

/**
 * CheckEmail's answer. The spec keeps two readings of its codes (§5): 0 free and -5 used (account
 * context), and -5 available and 0 registered (sign-up check). `available` is this server's verdict
 * and wins over either reading of the code.
 */
export const CheckEmailResponse = withResult({ available: z.boolean().optional() })
export type CheckEmailResponse = z.infer<typeof CheckEmailResponse>

/**
 * ISO 3166-1 alpha-2 codes of the country list (spec 1 §3); the names come from the browser's
 * Intl.DisplayNames in the reader's language.
 */
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AL', 'AM', 'AO', 'AR', 'AT', 'AU', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF',
  'BG', 'BH', 'BI', 'BJ', 'BN', 'BO', 'BR', 'BS', 'BT', 'BW', 'BY', 'BZ', 'CA', 'CD', 'CF', 'CG',
  'CH', 'CI', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO',
  'DZ', 'EC', 'EE', 'EG', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FM', 'FR', 'GA', 'GB', 'GD', 'GE', 'GH',
  'GM', 'GN', 'GQ', 'GR', 'GT', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IN',
  'IQ', 'IR', 'IS', 'IT', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW',
  'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
  'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MR', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NE', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NZ', 'OM', 'PA', 'PE', 'PG', 'PH', 'PK', 'PL', 'PS',
  'PT', 'PW', 'PY', 'QA', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SI', 'SK',
  'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SY', 'SZ', 'TD', 'TG', 'TH', 'TJ', 'TL', 'TM',
  'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VN',
  'VU', 'WS', 'YE', 'ZA', 'ZM', 'ZW',
] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

/** EU members, flagged in the country list (spec 1 §3). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
])

export const isCountryCode = (value: string): value is CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(value)

/** Spec 1 §4: no captcha when the visitor's IP country is CN. */
export const captchaNeededFor = (visitorCountry: string): boolean =>
  visitorCountry.trim().toUpperCase() !== 'CN'

/** Spec 1 §3: first and last names are sent joined, last then first; repeated spaces become one (§5). */
export const joinedName = (first: string, last: string): string =>
  `${last} ${first}`.trim().replace(/\s+/g, ' ')
