import type { SnapshotFrom } from 'xstate'
import type { UserInfo } from '../../contract/index.ts'
import type { sessionMachine } from '../../machines/account/session.ts'

/** Who is signed in, for the header's profile box and the account pages. */
export interface SessionApi {
  user: UserInfo | null
  signedIn: boolean
  /** Still asking GetUserInfo. */
  loading: boolean
}

export function connectSession(state: SnapshotFrom<typeof sessionMachine>): SessionApi {
  return {
    user: state.context.user,
    signedIn: state.matches('signedIn'),
    loading: state.matches('loading'),
  }
}
