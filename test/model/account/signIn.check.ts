import { expect } from 'vitest'
import { PATHS } from '../../../src/machines/account/destinations.ts'
import type { SignInContext } from '../../../src/machines/account/signIn.ts'
import type { MachineCheck } from '../viewModels.tsx'

/** Spec 1 §4 in plain terms, as an oracle for where a signed-in user lands. */
function signInDestination(c: SignInContext): string | null {
  const info = c.loginInfo
  if (!info) return null
  if (!info.email) return PATHS.addEmail
  if (!info.isVerifyEmail) return PATHS.verifyWarning
  if (info.isPwSameAsId || c.pw === c.id) return PATHS.passChange
  return PATHS.home
}

/** Spec 1 §8 in plain terms: network, timeout, an answer that breaks the contract or a 5xx raise the pop-up. */
const popupCases = ['HTTP 500', 'network down', 'timeout', 'answer breaks the contract']
const quietCases = ['HTTP 429']

export const check: MachineCheck = (snapshot, effects, caseName) => {
  const c = snapshot.context as SignInContext
  const navigations = effects.filter((e) => e.name === 'navigate')
  if (snapshot.matches('redirecting')) {
    expect(navigations).toHaveLength(1)
    expect(c.destination).toBe(signInDestination(c))
    expect(effects.filter((e) => e.name === 'rememberSession')).toHaveLength(1)
  } else {
    expect(navigations).toHaveLength(0)
  }
  if (snapshot.matches({ editing: 'unreachable' })) {
    expect(c.failure?.kind).toBe('unreachable')
    if (caseName !== null && [...popupCases, ...quietCases].includes(caseName))
      expect(effects.filter((e) => e.name === 'reportFailure').length).toBe(
        popupCases.includes(caseName) ? 1 : 0,
      )
  }
  if (snapshot.matches({ editing: 'rejected' })) expect(c.failure?.kind).toBe('rejected')
  if (snapshot.matches('integrating')) expect(c.status).toMatch(/^integrate_closet_(ent|per)$/)
  if (snapshot.matches('contact')) expect(c.status).toBe('contact')
}
