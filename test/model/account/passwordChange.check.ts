import { expect } from 'vitest'
import { passwordRuleStates } from '../../../src/contract/index.ts'
import type { PasswordChangeContext } from '../../../src/machines/account/passwordChange.ts'
import type { MachineCheck } from '../viewModels.tsx'

/** Spec 1 §5, §8 in plain terms, for the forced password change. */
export const check: MachineCheck = (snapshot, effects, caseName) => {
  const c = snapshot.context as PasswordChangeContext
  const count = (name: string) => effects.filter((e) => e.name === name).length
  if (snapshot.matches({ editing: 'settled' }) && caseName === 'time passes') {
    // The shared policy decides each rule once the 500 ms have passed.
    const states = passwordRuleStates(c.password, { id: c.id, oldPassword: c.current })
    for (const [rule, holds] of Object.entries(states))
      expect(c.ruleStates[rule as keyof typeof states]).toBe(
        c.password === '' ? 'initial' : holds ? 'success' : 'fail',
      )
  }
  if (snapshot.matches({ editing: 'checking' }) && c.password !== '')
    expect(Object.values(c.ruleStates)).toEqual(Object.values(c.ruleStates).map(() => 'loading'))
  if (caseName === 'submits' && snapshot.matches('editing')) {
    // Nothing is sent while a field is blank, a rule fails or the confirmation is wrong.
    const flagged = Object.values(c.fieldErrors).filter((e) => e !== null)
    expect(flagged.length).toBeGreaterThan(0)
    const filled = [c.current, c.password, c.confirm].every((v) => v.trim() !== '')
    if (filled && c.password === c.id) expect(c.fieldErrors.password).toMatch(/^(same|alt)$/)
  }
  if (caseName === 'errCode -6') expect(c.fieldErrors.password).toBe('tooShort')
  if (caseName === 'errCode -1004') expect(c.fieldErrors.current).toBe('wrongCurrent')
  if (caseName === 'HTTP 500' || caseName === 'network down') expect(count('reportFailure')).toBe(1)
  if (caseName === 'HTTP 403') expect(count('reportFailure')).toBe(0)
  if (snapshot.matches('changed')) {
    expect(c.destination).toBe('/')
    expect(count('navigate')).toBe(1)
    expect(count('sessionChanged')).toBe(1)
  } else {
    expect(count('navigate')).toBe(0)
  }
}
