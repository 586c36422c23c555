import { MEMBER_EMAIL_UNIQUE } from './tables.ts'

interface DatabaseError {
  code?: unknown
  constraint?: unknown
  message?: unknown
  cause?: unknown
}

/**
 * Whether a write failed because another member holds the e-mail: the unique index settled a race
 * the check before it could not (two sign-ups or e-mail changes at once). Drizzle wraps the
 * driver's error (pg or PGlite) as its cause.
 */
export function isEmailTaken(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const e = current as DatabaseError
    if (
      e.code === '23505' &&
      (e.constraint === MEMBER_EMAIL_UNIQUE || String(e.message).includes(MEMBER_EMAIL_UNIQUE))
    )
      return true
    current = e.cause
  }
  return false
}
