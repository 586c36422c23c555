/**
 * The new-password rules of spec 1 §5, as the oracles of the forced password change and the
 * password reset compute them (never from the machines or the contract): "Password: 8 to 20
 * characters … at least one letter, one digit and one special character from ~ ! @ # $ % ^ & * ( ) _ +",
 * ASCII only, nothing else, and "it fails with 'same' if equal to the old password or the id".
 */

/** Spec 1 §5: "at least one special character from ~ ! @ # $ % ^ & * ( ) _ +". */
export const SPECIALS = '~!@#$%^&*()_+'
/** Spec 1 §5: "Password: 8 to 20 characters". */
const MIN = 8
const MAX = 20
/** Spec 1 §5: "Confirmation … its minimum is 6 characters". */
export const CONFIRM_MIN = 6

export type RuleName =
  'length' | 'letter' | 'digit' | 'special' | 'ascii' | 'allowedCharacters' | 'notSame'
export const RULES: readonly RuleName[] = [
  'length',
  'letter',
  'digit',
  'special',
  'ascii',
  'allowedCharacters',
  'notSame',
]

/** Each rule for a new password, true when it holds (ids are compared without case). */
export function rulesHold(pw: string, id: string, old: string): Record<RuleName, boolean> {
  const chars = Array.from(pw)
  const letter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
  const digit = (c: string) => c >= '0' && c <= '9'
  const special = (c: string) => SPECIALS.includes(c)
  return {
    length: chars.length >= MIN && chars.length <= MAX,
    letter: chars.some(letter),
    digit: chars.some(digit),
    special: chars.some(special),
    ascii: chars.every((c) => c.charCodeAt(0) < 128),
    allowedCharacters: chars.every((c) => letter(c) || digit(c) || special(c)),
    notSame: pw.toLowerCase() !== id.toLowerCase() && pw !== old,
  }
}

/** Every rule in one state (initial, loading). */
export const every = (state: string) => Object.fromEntries(RULES.map((r) => [r, state]))

/** Each rule's verdict for a typed new password: initial while it is empty, else success or fail. */
export function verdictFor(pw: string, id: string, old: string): Record<string, string> {
  if (pw === '') return every('initial')
  const holds = rulesHold(pw, id, old)
  return Object.fromEntries(RULES.map((r) => [r, holds[r] ? 'success' : 'fail']))
}
