import { z } from 'zod'
import { withResult } from '../core/envelope.ts'
import { LIMITS } from '../core/limits.ts'
import { LANGUAGES } from '../core/codes.ts'

const text = (max: number) => z.string().max(max)

/** User info (spec 1 §3). */
export const UserInfo = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  comId: z.string(),
  brId: z.string(),
  memberType: z.number().int(),
  memberTypeName: z.number().int(),
  isVerifyEmail: z.boolean(),
  agreement: z.number().int().min(0).max(2),
  country: z.string(),
  /** The occupation code (1-8 the job roles of spec 1 §3, 99 others); for the account page. */
  job: z.number().int().optional(),
  preferredLang: z.string(),
  closetIntegration: z.number().int(),
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
  isRememberMe: z.boolean().default(false),
  /** The solved ALTCHA payload (base64), needed once the account has had too many failed sign-ins (428). */
  captcha: text(LIMITS.textMax).default(''),
})
export type LoginRequest = z.input<typeof LoginRequest>

export const LoginInfo = z.object({
  loginResult: z.number().int(),
  id: z.string(),
  email: z.string(),
  memberType: z.number().int(),
  comId: z.string(),
  isVerifyEmail: z.boolean(),
  /** 1 when the account is linked to the cloud-wardrobe platform. */
  closetIntegration: z.number().int(),
  /** The password is still equal to the id (legacy accounts): the user must change it. */
  isPwSameAsId: z.boolean(),
  agreement: z.number().int(),
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
  code: text(512).min(1),
  ip: text(64).default(''),
  country: text(8).default(''),
  /** The value SocialSignInStart answered and set in the sw_state cookie; a mismatch is refused. */
  state: text(128).default(''),
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
