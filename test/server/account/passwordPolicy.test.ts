import { describe, expect, it } from 'vitest'
import {
  NewPassword,
  PASSWORD_RULES,
  failedPasswordRules,
  passwordRuleStates,
  passwordSchema,
} from '../../../src/contract/index.ts'

/** Spec 1 §5: the one password policy the form and the server share. */
describe('the password policy', () => {
  it('accepts a password that keeps every rule', () => {
    const states = passwordRuleStates('Drape3d!2026', { id: 'personal', oldPassword: 'Old!pass1' })
    expect(Object.values(states).every(Boolean)).toBe(true)
    expect(Object.keys(states)).toEqual([...PASSWORD_RULES])
  })

  it.each([
    ['Ab1!', ['length']],
    ['Abcdefgh1!Abcdefgh1!x', ['length']],
    ['12345678!', ['letter']],
    ['abcdefgh!', ['digit']],
    ['abcdefgh1', ['special']],
    ['abcdefg1!한', ['ascii', 'allowedCharacters']],
    ['abcd efg1!', ['allowedCharacters']],
    ['abcdefg1!-', ['allowedCharacters']],
    ['', ['length', 'letter', 'digit', 'special']],
  ])('%j breaks %j', (pw, rules) => {
    expect(failedPasswordRules(pw)).toEqual(rules)
  })

  it('each of ~ ! @ # $ % ^ & * ( ) _ + counts as the special character', () => {
    for (const special of '~!@#$%^&*()_+')
      expect(failedPasswordRules(`abcdefg1${special}`), special).toEqual([])
  })

  it("is 'same' when equal to the id (any case) or to the current password", () => {
    expect(failedPasswordRules('Legacy01!x', { id: 'legacy01!x' })).toEqual(['notSame'])
    expect(failedPasswordRules('Old!pass1', { oldPassword: 'Old!pass1' })).toEqual(['notSame'])
    expect(failedPasswordRules('Old!pass1', { oldPassword: 'old!pass1' })).toEqual([])
  })

  it('the zod schema reports each broken rule by name', () => {
    expect(NewPassword.safeParse('Drape3d!2026').success).toBe(true)
    const parsed = passwordSchema({ id: 'abc' }).safeParse('short')
    expect(parsed.success).toBe(false)
    const rules = parsed.error?.issues.map(
      (i) => (i as { params?: { rule?: string } }).params?.rule,
    )
    expect(rules).toEqual(['length', 'digit', 'special'])
  })
})
