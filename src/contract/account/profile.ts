import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { LIMITS } from '../core/limits.ts'
import { JOB_OTHERS, LANGUAGES } from '../core/codes.ts'

/**
 * The profile image (spec 1 §5, §7 UploadProfile, §9): under 15728640 bytes, a real image. The file
 * itself is the one part `image` of a multipart body: it is not JSON, so it is not in the endpoint
 * table; both sides read this description.
 */
export const PROFILE_IMAGE = {
  name: 'UploadProfile',
  method: 'POST',
  path: '/api/Member/UploadProfile',
  /** The multipart field that carries the file. */
  field: 'image',
  /** A file must be under this many bytes (spec 1 §5 "under 15728640 bytes"). */
  limitBytes: LIMITS.uploadBytesMax,
  /** The image types accepted, by what their first bytes say (never by the name or the declared type). */
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  /** Where a member's stored picture is served (`picUrl` of GetUserInfo points here, with a version). */
  servedAt: '/api/Member/ProfileImage',
} as const

/** Whether a file of this many bytes may be sent (spec 1 §5: under 15728640 bytes). */
export const fitsProfileLimit = (bytes: number): boolean => bytes < PROFILE_IMAGE.limitBytes

/** Codes of UploadProfile beyond 0: the file is too big (413 too), not an image, or missing. */
export const ProfileCode = {
  tooLarge: -413,
  notImage: -415,
  missing: -10,
} as const

export const UploadProfileResponse = withResult({
  /** The new picture's address (with a version so a browser does not show the old one). */
  picUrl: z.string(),
})
export type UploadProfileResponse = z.infer<typeof UploadProfileResponse>

/**
 * POST /api/Member/DeleteUser (spec 1 §7): comId and brId name whom to delete and are checked
 * against the session (a member deletes only itself); surveyTxt is why it leaves.
 */
export const DeleteUserRequest = z.object({
  comId: z._default(z.string().check(z.maxLength(LIMITS.loginFieldMax)), ''),
  brId: z._default(z.string().check(z.maxLength(LIMITS.loginFieldMax)), ''),
  surveyTxt: z._default(z.string().check(z.maxLength(LIMITS.textMax)), ''),
})
export type DeleteUserRequest = z.input<typeof DeleteUserRequest>

/** GET /api/Member/GetMyCompanyUserInfo (spec 1 §7): email, closetIntegration. */
export const GetMyCompanyUserInfoResponse = withResult({
  email: z.string(),
  closetIntegration: z.number().check(z.int()),
})
export type GetMyCompanyUserInfoResponse = z.infer<typeof GetMyCompanyUserInfoResponse>

/** PUT /api/Member/MemberRequiredInfoSet (spec 1 §7): the marketing-permissions pop-up's answers. */
export const MemberRequiredInfoSetRequest = z.object({
  agreement: z.union([z.literal(0), z.literal(1)]),
  preferredLang: z.enum(LANGUAGES),
  job: z.number().check(z.int(), z.gte(0), z.lte(JOB_OTHERS)),
})
export type MemberRequiredInfoSetRequest = z.input<typeof MemberRequiredInfoSetRequest>
