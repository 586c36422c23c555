import { z } from 'zod/mini'
import { LANGUAGES, type Language } from '../core/codes.ts'
import { withResult } from '../core/envelope.ts'

/**
 * The enterprise trial inquiry (spec 3 §3, §5, §7, §9): its fields, the rules both the form and
 * the server check, and the CRM lead and newsletter member it becomes.
 */

/** Spec 3 §9: "Enterprise inquiry minimum 200 characters" (after trimming, §5). */
export const TRIAL_INQUIRY_MIN = 200
/** The longest inquiry either side accepts (the help desk's text limit). */
export const TRIAL_INQUIRY_MAX = 5000
export const TRIAL_TEXT_MAX = 100
export const TRIAL_EMAIL_MAX = 254
export const TRIAL_URL_MAX = 300

/** Job roles of spec 3 §3 (1 to 8, Others 99), labelled by the `jobs` namespace's occupations. */
export const TRIAL_JOB_TITLES = ['1', '2', '3', '4', '5', '6', '7', '8', '99'] as const
/** Industries of spec 3 §3 (1 to 10, Others 99), labelled by the `jobs` namespace's industries. */
export const TRIAL_DOMAINS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '99'] as const
/** Spec 3 §3: jobTitle and domain default to Others. */
export const TRIAL_OTHERS = '99'

/** The English names the CRM lead carries for each code (the CRM is read by the sales team in English). */
export const TRIAL_JOB_NAMES: Readonly<Record<(typeof TRIAL_JOB_TITLES)[number], string>> = {
  '1': 'Character Artist',
  '2': 'Art/Creative Director',
  '3': 'Concept Artist',
  '4': 'Hobbyist',
  '5': 'Academic',
  '6': 'Web Designer',
  '7': 'Fashion Designer',
  '8': 'Developer/Engineer',
  '99': 'Others',
}
export const TRIAL_DOMAIN_NAMES: Readonly<Record<(typeof TRIAL_DOMAINS)[number], string>> = {
  '1': 'Game Dev',
  '2': 'Game outsourcing',
  '3': 'VFX',
  '4': 'Animation',
  '5': 'AR/VR',
  '6': 'Architect',
  '7': 'Fashion',
  '8': 'Advertising',
  '9': 'Research',
  '10': 'Academic',
  '99': 'Others',
}

/** Spec 3 §5: a web address: optional scheme, a domain, an optional port and an optional path. */
export const COMPANY_URL_PATTERN =
  /^(https?:\/\/)?([a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?\.)+[a-z\u00a1-\uffff]{2,63}(:\d{1,5})?(\/[^\s]*)?$/i
export const isCompanyUrl = (value: string): boolean => COMPANY_URL_PATTERN.test(value.trim())

/** Spec 3 §5: the inquiry's length in characters (code points) after trimming. */
export const inquiryLength = (value: string): number => Array.from(value.trim()).length
export const isInquiryLongEnough = (value: string): boolean =>
  inquiryLength(value) >= TRIAL_INQUIRY_MIN

/** Spec 3 §5 e-mail server codes on this form: 0 and -5 (already a member) are fine. */
export const TRIAL_EMAIL_OK_CODES: readonly number[] = [0, -5]

/** The fields a refusal can name, so the form flags the right one. */
export const TRIAL_FIELDS = [
  'fullName',
  'businessEmail',
  'companyName',
  'companyWebpage',
  'inquiry',
  'agree',
] as const
export type TrialField = (typeof TRIAL_FIELDS)[number]

/**
 * Refusal codes of TrialInquiry: the account area's codes where they mean the same (blank -10,
 * invalid e-mail -4, forbidden word -1001), the form's own otherwise.
 */
export const LeadCode = {
  blank: -10,
  emailInvalid: -4,
  nameForbidden: -1001,
  urlInvalid: -2101,
  inquiryShort: -2102,
  agreementMissing: -2103,
  /** Spec 3 §8: "CRM submission with a missing name or email is an error about missing required fields." */
  crmMissingFields: -2110,
  /** Newsletter calls for an e-mail other than the signed-in member's. */
  notYourMembership: -2120,
} as const

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) => z.string().check(z.maxLength(max))

/** TrialInquiry (spec 3 §3, §7): the inquiry entity, the newsletter choice, the agreement and the page language. */
export const TrialInquiryRequest = z.object({
  fullName: text(TRIAL_TEXT_MAX),
  businessEmail: text(TRIAL_EMAIL_MAX),
  jobTitle: z._default(z.enum(TRIAL_JOB_TITLES), TRIAL_OTHERS),
  companyName: text(TRIAL_TEXT_MAX),
  /** A two-letter country code, or '' when none was chosen (not required, spec 3 §5). */
  country: z.string().check(z.maxLength(2), z.regex(/^([A-Z]{2})?$/)),
  companyWebpage: text(TRIAL_URL_MAX),
  domain: z._default(z.enum(TRIAL_DOMAINS), TRIAL_OTHERS),
  inquiry: text(TRIAL_INQUIRY_MAX),
  newsletter: z.boolean(),
  agree: z.boolean(),
  language: z.enum(LANGUAGES),
})
export type TrialInquiryRequest = z.input<typeof TrialInquiryRequest>
export type TrialInquiry = z.output<typeof TrialInquiryRequest>

/** What became of the newsletter subscription: a failure is ignored (spec 3 §8) but reported. */
export const NewsletterOutcome = z.enum(['subscribed', 'skipped', 'failed'])
export type NewsletterOutcome = z.infer<typeof NewsletterOutcome>

export const TrialInquiryResponse = withResult({
  /** On a refusal, the field it is about. */
  field: z.optional(z.enum(TRIAL_FIELDS)),
  newsletter: z.optional(NewsletterOutcome),
})
export type TrialInquiryResponse = z.infer<typeof TrialInquiryResponse>

/** submitSalesforceLead (spec 3 §3 CRM lead). */
export const CrmLeadRequest = z.object({
  fullName: text(TRIAL_TEXT_MAX),
  email: text(TRIAL_EMAIL_MAX),
  title: text(TRIAL_TEXT_MAX),
  /** The country's label (spec 3 §3), not its code. */
  country: text(TRIAL_TEXT_MAX),
  company: text(TRIAL_TEXT_MAX),
  website: text(TRIAL_URL_MAX),
  domain: text(TRIAL_TEXT_MAX),
  inquiry: text(TRIAL_INQUIRY_MAX),
})
export type CrmLeadRequest = z.input<typeof CrmLeadRequest>
export type CrmLead = z.output<typeof CrmLeadRequest>
export const CrmLeadResponse = withResult({})

/** Spec 3 §9 newsletter languages: ES Spanish, KR Korean, JP Japanese, CN Chinese, US/EN English; default English. */
export const NEWSLETTER_LANGUAGES: Readonly<Record<string, string>> = {
  ES: 'Spanish',
  KR: 'Korean',
  JP: 'Japanese',
  CN: 'Chinese',
  US: 'English',
  EN: 'English',
}
export const newsletterLanguage = (code: string): string =>
  NEWSLETTER_LANGUAGES[code.trim().toUpperCase()] ?? 'English'
/** The newsletter language code of a site language. */
export const NEWSLETTER_CODE_OF: Readonly<Record<Language, string>> = {
  en: 'EN',
  ko: 'KR',
  ja: 'JP',
  zh: 'CN',
}
/** Spec 3 §9: "The USERTYPE for the trial inquiry is Enterprise." */
export const TRIAL_USER_TYPE = 'Enterprise'

/** A lead of the local CRM, as the staff page lists it. */
export const StoredLead = z.object({
  id: z.number().check(z.int()),
  fullName: z.string(),
  email: z.string(),
  title: z.string(),
  country: z.string(),
  company: z.string(),
  website: z.string(),
  domain: z.string(),
  inquiry: z.string(),
  createdAt: z.string(),
})
export type StoredLead = z.infer<typeof StoredLead>
export const GetLeadsResponse = withResult({ leads: z.array(StoredLead) })
export type GetLeadsResponse = z.infer<typeof GetLeadsResponse>
