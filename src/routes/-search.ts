import { z } from 'zod/mini'

/**
 * Search parameters of the routes (`validateSearch`), written with `zod/mini` like the contract so
 * the browser's bundle carries one small zod. Each parameter may be absent or malformed: either way
 * the page renders without it, never an error page for a hand-edited address.
 */
export const optionalParam = <T extends z.ZodMiniType>(schema: T) =>
  z.catch(z.optional(schema), undefined)

/** Text of the address, at most `max` characters (longer text is dropped, not cut). */
export const textParam = (max: number) => optionalParam(z.string().check(z.maxLength(max)))
