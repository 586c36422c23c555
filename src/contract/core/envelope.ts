import { z } from 'zod/mini'

/** Every answer of the API carries `result.errCode` (0 is success) and `errMsg` (spec 1 §7). */
export const Result = z.object({
  errCode: z.number().check(z.int()),
  errMsg: z.string(),
})
export type Result = z.infer<typeof Result>

/** A response body: the result envelope plus the endpoint's own fields. */
/* @__NO_SIDE_EFFECTS__ */
export const withResult = <T extends z.core.$ZodShape>(shape: T) =>
  z.object({ result: Result, ...shape })

/** The body of an answer that carries only the result (validation errors, 401, 404, 429...). */
export const ResultOnly = withResult({})
export type ResultOnly = z.infer<typeof ResultOnly>

export const ok = (errMsg = 'OK'): Result => ({ errCode: 0, errMsg })

/** The request of a call that takes no payload. */
export const none = z.strictObject({})
