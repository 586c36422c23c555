import type { SnapshotFrom } from 'xstate'
import type { signOutMachine } from '../../machines/account/signOut.ts'

/** What the sign-out page shows: whether the session has ended (it offers nothing to click). */
export interface SignOutApi {
  done: boolean
}

export function connectSignOut(state: SnapshotFrom<typeof signOutMachine>): SignOutApi {
  return { done: state.matches('signedOut') }
}
