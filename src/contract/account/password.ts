import { z } from 'zod/mini'
import { LIMITS } from '../core/limits.ts'

/** The special characters a password may hold, one of which it must hold (spec 1 §5). */
export const PASSWORD_SPECIALS = '~!@#$%^&*()_+'

/**
 * The password rules of spec 1 §5, in the order a form lists them: 8 to 20 characters; a letter;
 * a digit; a special from `~ ! @ # $ % ^ & * ( ) _ +`; ASCII only; nothing but ASCII letters,
 * digits and those specials; not equal to the id or the current password ('same').
 */
export const PASSWORD_RULES = [
  'length',
  'letter',
  'digit',
  'special',
  'ascii',
  'allowedCharacters',
  'notSame',
] as const
export type PasswordRule = (typeof PASSWORD_RULES)[number]

/** Whether each rule holds (true) or fails (false). */
export type PasswordRuleStates = Readonly<Record<PasswordRule, boolean>>

/** What the password must differ from: the account id and the current password, when known. */
export interface PasswordContext {
  id?: string | undefined
  oldPassword?: string | undefined
}

const SPECIALS = new Set(PASSWORD_SPECIALS)
const isLetter = (c: string) => /^[A-Za-z]$/.test(c)
const isDigit = (c: string) => /^[0-9]$/.test(c)

/** The state of every password rule: the one definition the site's form and the server both use. */
export function passwordRuleStates(pw: string, context: PasswordContext = {}): PasswordRuleStates {
  const chars = Array.from(pw)
  const id = context.id?.trim().toLowerCase() ?? ''
  const old = context.oldPassword ?? ''
  return {
    length: chars.length >= LIMITS.passwordMin && chars.length <= LIMITS.passwordMax,
    letter: chars.some(isLetter),
    digit: chars.some(isDigit),
    special: chars.some((c) => SPECIALS.has(c)),
    ascii: chars.every((c) => (c.codePointAt(0) ?? 0) < 0x80),
    allowedCharacters: chars.every((c) => isLetter(c) || isDigit(c) || SPECIALS.has(c)),
    notSame: !(id !== '' && pw.toLowerCase() === id) && !(old !== '' && pw === old),
  }
}

/** The rules a password breaks, in PASSWORD_RULES order; empty when it is acceptable. */
export function failedPasswordRules(pw: string, context: PasswordContext = {}): PasswordRule[] {
  const states = passwordRuleStates(pw, context)
  return PASSWORD_RULES.filter((rule) => !states[rule])
}

export const isAcceptablePassword = (pw: string, context: PasswordContext = {}): boolean =>
  failedPasswordRules(pw, context).length === 0

/** Plain words for each rule, for messages that are not translated (server answers, logs). */
export const PASSWORD_RULE_TEXT: Readonly<Record<PasswordRule, string>> = {
  length: `must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`,
  letter: 'must contain a letter',
  digit: 'must contain a digit',
  special: `must contain one of ${PASSWORD_SPECIALS.split('').join(' ')}`,
  ascii: 'must contain ASCII characters only',
  allowedCharacters: `may contain only letters, digits and ${PASSWORD_SPECIALS.split('').join(' ')}`,
  notSame: 'must not equal the id or the current password',
}

/**
 * A new password as a zod schema built on the same rules: each broken rule is one issue whose
 * `params.rule` names it (the form translates by rule, the server answers the text).
 */
/* @__NO_SIDE_EFFECTS__ */
export function passwordSchema(context: PasswordContext = {}) {
  return z
    .string()
    .check(z.maxLength(LIMITS.loginFieldMax))
    .check(
      z.superRefine((pw, ctx) => {
        for (const rule of failedPasswordRules(pw, context))
          ctx.addIssue({ code: 'custom', message: PASSWORD_RULE_TEXT[rule], params: { rule } })
      }),
    )
}

/** A new password with no id or current password to compare with. */
export const NewPassword = passwordSchema()
