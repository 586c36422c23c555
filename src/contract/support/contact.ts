import { z } from 'zod/mini'
import { COUNTRY_CODES } from '../account/signUp.ts'
import { EmailAddress } from '../account/verification.ts'
import { LANGUAGES } from '../core/codes.ts'
import { isBlank } from '../core/blank.ts'
import { withResult } from '../core/envelope.ts'

/**
 * The two-step support contact form (spec 3 §2, §3 "Contact form state", §4, §5 "Contact form",
 * §9). The client sends the fields; the server builds the help-desk ticket (subject, HTML body with
 * the "User Requirements" block, tags, custom fields) itself, so no client HTML is ever stored.
 */

/** Inquiry types; technical_issues and bug_report_ ask for the software version (spec 3 §9). */
export const INQUIRIES = [
  'technical_issues',
  'bug_report_',
  'license_purchase',
  'account_login',
  'feature_request',
  'others_inquiry',
] as const
export type Inquiry = (typeof INQUIRIES)[number]
/** Spec 3 §2: "for technical issues or bug reports, software version and patch version". */
export const asksVersion = (inquiry: string): boolean =>
  inquiry === 'technical_issues' || inquiry === 'bug_report_'

/** User types of the form; the ut query (1 personal, 3 company user) preselects one (spec 3 §6). */
export const USER_TYPES = ['personal_user', 'company_user'] as const
export type UserType = (typeof USER_TYPES)[number]
export const userTypeOfUt = (ut: 1 | 3 | undefined): UserType | '' =>
  ut === 1 ? 'personal_user' : ut === 3 ? 'company_user' : ''

/** Language tags (spec 3 §3) and the other-language code (spec 3 §9). */
export const OTHERS_LANG = 'others_lang_md'
export const LANGUAGE_TAGS = [
  'english_md',
  'korean_md',
  'japanese_md',
  'chinese_md',
  'spanish_md',
  OTHERS_LANG,
] as const
export type LanguageTag = (typeof LANGUAGE_TAGS)[number]

/** Operating systems of the "User Requirements" block; the Mac model is asked for Mac OS only (spec 3 §3). */
export const OPERATING_SYSTEMS = ['windows', 'mac_os'] as const
export const MAC_OS = 'mac_os'

/** Every product version; the form offers only those above 7 (spec 3 §3, §9). */
export const PRODUCT_VERSIONS = ['6.2', '7.0', '7.1', '7.2', '7.3', '12.0', '12.1', '12.2'] as const
export const isOfferedVersion = (version: string): boolean =>
  (PRODUCT_VERSIONS as readonly string[]).includes(version) && Number(version) > 7
/** Newest first. */
export const OFFERED_VERSIONS: readonly string[] = PRODUCT_VERSIONS.filter(isOfferedVersion)
  .slice()
  .reverse()

/** Spec 3 §5, §9: the attachments of one form total under 50,000,000 bytes. */
export const ATTACHMENTS = {
  limitBytes: 50_000_000,
  maxFiles: 10,
  field: 'file',
  path: '/api/zendeskFileUpload',
  name: 'zendeskFileUpload',
} as const
export const fitsAttachmentLimit = (totalBytes: number): boolean =>
  totalBytes < ATTACHMENTS.limitBytes

/** Spec 3 §5: CheckEmail codes the contact form accepts (0 free, -5 already used); -11 empty. */
export const EMAIL_ACCEPTED = [0, -5] as const
export const EMAIL_EMPTY = -11

export const CONTACT_LIMITS = {
  title: 200,
  description: 10_000,
  name: 100,
  othersLang: 50,
  requirement: 100,
  patchVersion: 30,
} as const

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) => z.string().check(z.maxLength(max))
/* @__NO_SIDE_EFFECTS__ */
const required = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((v) => !isBlank(v), { message: 'must not be blank' }),
  )
/* @__NO_SIDE_EFFECTS__ */
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values)

/** The fields of the contact form as sent (spec 3 §3 "Contact form state"). */
export const ContactForm = z
  .object({
    inquiry: oneOf(INQUIRIES),
    userType: oneOf(USER_TYPES),
    title: required(CONTACT_LIMITS.title),
    description: required(CONTACT_LIMITS.description),
    version: text(10),
    patchVersion: text(CONTACT_LIMITS.patchVersion),
    email: EmailAddress,
    name: required(CONTACT_LIMITS.name),
    country: z.enum(COUNTRY_CODES),
    language: oneOf(LANGUAGE_TAGS),
    othersLang: text(CONTACT_LIMITS.othersLang),
    os: z.union([oneOf(OPERATING_SYSTEMS), z.literal('')]),
    macos: text(CONTACT_LIMITS.requirement),
    cpu: text(CONTACT_LIMITS.requirement),
    memory: text(CONTACT_LIMITS.requirement),
    gpu: text(CONTACT_LIMITS.requirement),
    resolution: text(CONTACT_LIMITS.requirement),
    /** Upload tokens of zendeskFileUpload, used once, by the browser that uploaded them. */
    uploads: z
      .array(z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_-]{20,64}$/)))
      .check(z.maxLength(10)),
    /** The page language: the completion page keeps it. */
    locale: z.enum(LANGUAGES),
  })
  .check(
    z.refine((f) => !asksVersion(f.inquiry) || isOfferedVersion(f.version), {
      message:
        'version must be one of the offered versions (above 7) for technical issues and bug reports',
      path: ['version'],
    }),
    z.refine((f) => !asksVersion(f.inquiry) || !isBlank(f.patchVersion), {
      message: 'patchVersion must not be blank for technical issues and bug reports',
      path: ['patchVersion'],
    }),
    z.refine((f) => f.language !== OTHERS_LANG || !isBlank(f.othersLang), {
      message: 'othersLang must not be blank when the language is others_lang_md',
      path: ['othersLang'],
    }),
  )
export type ContactForm = z.infer<typeof ContactForm>

/** zendeskFileUpload's answer: the token the ticket names the file by (spec 3 §7). */
export const FileUploadResponse = withResult({
  token: z.string(),
  fileName: z.string(),
  size: z.number().check(z.int()),
})
export type FileUploadResponse = z.infer<typeof FileUploadResponse>

/** zendeskUpLoadFileDelete (spec 3 §7): payload token; result.errCode. */
export const FileDeleteRequest = z.object({ token: z.string().check(z.maxLength(64)) })
export type FileDeleteRequest = z.infer<typeof FileDeleteRequest>
export const FileDeleteResponse = withResult({})

/** The errCodes of the support calls beside 0. */
export const SupportCode = {
  /** An upload token that is unknown, not this browser's, or already used by a ticket. */
  uploadUnknown: -1301,
  /** The attachments would reach 50,000,000 bytes (the big-file error). */
  tooBig: -1302,
} as const
