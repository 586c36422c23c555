import { PASSWORD_RULES, type PasswordRule } from '../../contract/index.ts'

/**
 * The new-password field as the forced password change, the password reset and sign-up show it
 * (spec 1 §5): each rule of the contract's shared policy shown as initial, loading, success or
 * fail 500 ms after the last keystroke; 'alt' when the Alt key was used, 'same' when it equals the
 * id or the current password, 'rules' when another rule fails; the confirmation non-blank, at least
 * 6 characters and equal. The three machines keep their own events and context; these are the
 * rules they share.
 */
export type RuleState = 'initial' | 'loading' | 'success' | 'fail'
export type RuleStates = Record<PasswordRule, RuleState>

/** Why a new password is refused (spec 1 §5). */
export type NewPasswordProblem = 'alt' | 'same' | 'rules'
/** Why a confirmation is refused (spec 1 §5). */
export type ConfirmationProblem = 'blank' | 'tooShort' | 'mismatch'

/** Spec 1 §5, §9: the checks run 500 ms after the last keystroke. */
export const RULE_CHECK_DEBOUNCE_MS = 500
/** Spec 1 §5, §9: the confirmation has at least 6 characters. */
export const CONFIRM_MIN_LENGTH = 6

/** Blank after trimming (spec 1 §5: blank or whitespace only). */
export const isBlank = (value: string) => value.trim() === ''

/** Every rule in the same state. */
export const everyRule = (state: RuleState): RuleStates =>
  Object.fromEntries(PASSWORD_RULES.map((rule) => [rule, state])) as RuleStates

/** While the password is typed: every rule initial when it is empty, else loading. */
export const typingRules = (password: string): RuleStates =>
  everyRule(password === '' ? 'initial' : 'loading')

/** Once checked: every rule initial when the password is empty, else success or fail. */
export function checkedRules(password: string, broken: readonly PasswordRule[]): RuleStates {
  if (password === '') return everyRule('initial')
  return Object.fromEntries(
    PASSWORD_RULES.map((rule) => [rule, broken.includes(rule) ? 'fail' : 'success']),
  ) as RuleStates
}

/** What is wrong with a new password, in the order of spec 1 §5: 'alt', then 'same', then the other rules. */
export function newPasswordProblem(
  altUsed: boolean,
  broken: readonly PasswordRule[],
): NewPasswordProblem | null {
  if (altUsed) return 'alt'
  if (broken.includes('notSame')) return 'same'
  return broken.length > 0 ? 'rules' : null
}

/** What is wrong with the confirmation, if anything (spec 1 §5). */
export function confirmationProblem(c: {
  password: string
  confirm: string
}): ConfirmationProblem | null {
  if (isBlank(c.confirm)) return 'blank'
  if (Array.from(c.confirm).length < CONFIRM_MIN_LENGTH) return 'tooShort'
  return c.confirm === c.password ? null : 'mismatch'
}

/** Whether the Alt key still counts after the password field changed: emptying it forgets the Alt key. */
export const altUsedAfterEdit = (altUsed: boolean, editsPassword: boolean, value: string) =>
  editsPassword && value === '' ? false : altUsed

/** A field of a password form and the value typed in it (the guards and actions of `field.change` read these). */
export interface FieldEdit<F extends string> {
  field: F
  value: string
}

/** What a password form keeps of its fields: their values, the Alt key and each field's flag. */
export type PasswordFormFields<F extends string, E> = Record<F, string> & {
  altUsed: boolean
  fieldErrors: Record<F, E | null>
}

/**
 * What typing `value` in `field` changes (spec 1 §5): the value, the Alt key forgotten once the new
 * password is emptied, the 'copied' notice gone, the field's flag cleared; nothing when the field
 * already held that value.
 */
export function editedField<F extends string, E>(
  context: PasswordFormFields<F, E>,
  { field, value }: FieldEdit<F>,
): Partial<PasswordFormFields<F, E> & { pasted: null }> {
  if (value === context[field]) return {}
  const typed = { [field]: value } as Record<F, string>
  const fieldErrors: Record<F, E | null> = { ...context.fieldErrors, [field]: null }
  return {
    ...typed,
    altUsed: altUsedAfterEdit(context.altUsed, field === 'password', value),
    pasted: null,
    fieldErrors,
  }
}
