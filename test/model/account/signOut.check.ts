import { expect } from 'vitest'
import type { MachineCheck } from '../viewModels.tsx'

/** Spec 1 §4: whatever Logout answers, the session is forgotten, then the page leaves. */
export const check: MachineCheck = (snapshot, effects) => {
  if (snapshot.matches('signedOut'))
    expect(effects.map((e) => e.name)).toEqual(['clearSession', 'sessionChanged', 'navigate'])
}
