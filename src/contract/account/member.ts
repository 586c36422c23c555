import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { LIMITS } from '../core/limits.ts'
import { LANGUAGES } from '../core/codes.ts'

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) => z.string().check(z.maxLength(max))

/** User info (spec 1 §3). */
export const UserInfo = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  comId: z.string(),
  brId: z.string(),
  memberType: z.number().check(z.int()),
  memberTypeName: z.number().check(z.int()),
  isVerifyEmail: z.boolean(),
  agreement: z.number().check(z.int(), z.gte(0), z.lte(2)),
  country: z.string(),
  /** The occupation code (1-8 the job roles of spec 1 §3, 99 others); for the account page. */
  job: z.optional(z.number().check(z.int())),
  preferredLang: z.string(),
  closetIntegration: z.number().check(z.int()),
  isClosetIntegration: z.boolean(),
  isIntegrated: z.boolean(),
  filePath: z.string(),
  fileName: z.string(),
  pic: z.string(),
  picUrl: z.string(),
  bCountry: z.string(),
  bAddress1: z.string(),
  bAddress2: z.string(),
  bCity: z.string(),
  bState: z.string(),
  bZipcode: z.string(),
})
export type UserInfo = z.infer<typeof UserInfo>

export const GetUserInfoResponse = withResult({ userInfo: UserInfo })
export type GetUserInfoResponse = z.infer<typeof GetUserInfoResponse>

/** Login / IntegrationCheck body (spec 1 §7). Blank fields are the server's to flag (loginResult 2). */
export const LoginRequest = z.object({
  id: text(LIMITS.loginFieldMax),
  pw: text(LIMITS.loginFieldMax),
  isRememberMe: z._default(z.boolean(), false),
  /** The solved ALTCHA payload (base64), needed once the account has had too many failed sign-ins (428). */
  captcha: z._default(text(LIMITS.textMax), ''),
})
export type LoginRequest = z.input<typeof LoginRequest>

export const LoginInfo = z.object({
  loginResult: z.number().check(z.int()),
  id: z.string(),
  email: z.string(),
  memberType: z.number().check(z.int()),
  comId: z.string(),
  isVerifyEmail: z.boolean(),
  /** 1 when the account is linked to the cloud-wardrobe platform. */
  closetIntegration: z.number().check(z.int()),
  /** The password is still equal to the id (legacy accounts): the user must change it. */
  isPwSameAsId: z.boolean(),
  agreement: z.number().check(z.int()),
})
export type LoginInfo = z.infer<typeof LoginInfo>

export const LoginResponse = withResult({
  loginInfo: LoginInfo,
  token: z.string(),
  /** Whether the integrated (single) account with the cloud-wardrobe platform is in force. */
  Integrated: z.boolean(),
  verifyCode: z.string(),
})
export type LoginResponse = z.infer<typeof LoginResponse>

/** Social-platform token sign-in (spec 1 §4, §7). */
export const IntegrationTokenRequest = z.object({
  code: text(512).check(z.minLength(1)),
  ip: z._default(text(64), ''),
  country: z._default(text(8), ''),
  /** The value SocialSignInStart answered and set in the sw_state cookie; a mismatch is refused. */
  state: z._default(text(128), ''),
})
export type IntegrationTokenRequest = z.input<typeof IntegrationTokenRequest>

export const IntegrationTokenResponse = withResult({
  token: z.string(),
  isFirstLogin: z.boolean(),
})
export type IntegrationTokenResponse = z.infer<typeof IntegrationTokenResponse>

export const LogoutResponse = withResult({})

export const GetCountryByIPResponse = withResult({ ipCode: z.array(z.string()) })
export type GetCountryByIPResponse = z.infer<typeof GetCountryByIPResponse>

/** Check calls: GET CheckID/CheckEmail/CheckName?val= (spec 1 §7). */
export const CheckValueQuery = z.object({ val: text(LIMITS.emailMax) })

export const LanguageSchema = z.enum(LANGUAGES)
