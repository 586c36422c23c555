import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { isBlank } from '../core/blank.ts'
import { COUNTRY_CODES } from '../account/signUp.ts'
import { STEAM_ID_LENGTH } from './steam.ts'

/**
 * The community submission (spec 3 §3, §5, §7 Event/FF2112): a multipart body with the part
 * `model` (the submission model as JSON) and the part `zip` (the file). It is not JSON, so it is
 * not in the endpoint table; both sides read this description.
 */
export const SUBMISSION = {
  name: 'FF2112',
  method: 'POST',
  path: '/api/Event/FF2112',
  modelField: 'model',
  zipField: 'zip',
  /** A zip of this many bytes or more is refused (spec 3 §5, §9: 52428800, "rejected at or above"). */
  limitBytes: 52_428_800,
  /** 10 submissions in 10 minutes per address (issue 10's public writes). */
  limit: { max: 10, windowS: 600 },
} as const

/** Codes of FF2112 beyond 0 (spec 3 §8: -5500 oversize, -5600 no zip). */
export const SubmissionCode = { tooLarge: -5500, noZip: -5600, invalid: -1 } as const

/** Whether a zip of this many bytes may be sent (spec 3 §5: rejected at or above 52428800). */
export const fitsZipLimit = (bytes: number): boolean => bytes < SUBMISSION.limitBytes

/** The kinds of submission (spec 3 §1 "artwork or case"). */
export const SUBMISSION_KINDS = ['artwork', 'case'] as const
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number]

/** The member types the form offers (spec 3 §3 "member type is chosen from a list"). */
export const SUBMITTER_TYPES = ['personal', 'student', 'professional', 'studio'] as const
export type SubmitterType = (typeof SUBMITTER_TYPES)[number]

/** The validation states of a field (spec 3 §5, §8): blank, vaild (sic: invalid), min, success. */
export type FieldState = 'initial' | 'blank' | 'vaild' | 'min' | 'success'

/** Spec 3 §5: local part, at sign, domain, dot, suffix. */
export const SUBMISSION_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]+$/

/** The state of a text field that only must not be blank (name, city, tell us, title, content, gpu, renderer). */
export const requiredState = (value: string): FieldState => (isBlank(value) ? 'blank' : 'success')
export const emailState = (value: string): FieldState =>
  isBlank(value) ? 'blank' : SUBMISSION_EMAIL.test(value.trim()) ? 'success' : 'vaild'
/** Spec 3 §5: blank gives blank; exactly 17 characters, else min. */
export const steamIdState = (value: string): FieldState =>
  isBlank(value) ? 'blank' : value.trim().length === STEAM_ID_LENGTH ? 'success' : 'min'

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max),
    z.refine((v) => !isBlank(v), 'must not be blank'),
  )

/**
 * The submission model sent (spec 3 §3): email, name, isPro (always false), country, city, url,
 * q1 (tell us), q2 (artwork description), q2Title, cpu (the GPU value), renderer; plus the kind,
 * the Steam ID and the member type the form asks for.
 */
export const SubmissionModel = z.strictObject({
  kind: z.enum(SUBMISSION_KINDS),
  email: z.string().check(
    z.trim(),
    z.maxLength(254),
    z.refine((v) => SUBMISSION_EMAIL.test(v), 'must be an e-mail address'),
  ),
  name: text(100),
  isPro: z.literal(false),
  country: z.enum(COUNTRY_CODES),
  city: text(100),
  url: z.string().check(z.trim(), z.maxLength(500)),
  q1: text(2000),
  q2: text(2000),
  q2Title: text(200),
  cpu: text(200),
  renderer: text(200),
  steamId: z.string().check(
    z.trim(),
    z.refine(
      (v) => v.length === STEAM_ID_LENGTH,
      `must be exactly ${String(STEAM_ID_LENGTH)} characters`,
    ),
  ),
  memberType: z.enum(SUBMITTER_TYPES),
})
export type SubmissionModel = z.input<typeof SubmissionModel>

export const SubmissionResponse = withResult({ submissionId: z.string() })
export type SubmissionResponse = z.infer<typeof SubmissionResponse>
