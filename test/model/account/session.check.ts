import { expect } from 'vitest'
import type { MachineCheck } from '../viewModels.tsx'

/** Spec 1 §4, §6: signed in exactly when GetUserInfo named a user. */
export const check: MachineCheck = (snapshot) => {
  const user = (snapshot.context as { user: unknown }).user
  if (snapshot.matches('signedIn')) expect(user).not.toBeNull()
  if (snapshot.matches('signedOut')) expect(user).toBeNull()
}
