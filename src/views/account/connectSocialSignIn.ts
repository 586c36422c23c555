import type { EventFrom, SnapshotFrom } from 'xstate'
import type { socialSignInMachine } from '../../machines/account/socialSignIn.ts'

/** What the social sign-in page shows: the link lacks its code, the code is being exchanged, or the page is leaving. */
export type SocialSignInScreen = 'missingCode' | 'exchanging' | 'redirecting'

export interface SocialSignInApi {
  screen: SocialSignInScreen
  /** Leave for the id and password form. */
  signIn: () => void
}

export function connectSocialSignIn(
  state: SnapshotFrom<typeof socialSignInMachine>,
  send: (event: EventFrom<typeof socialSignInMachine>) => void,
): SocialSignInApi {
  return {
    screen: state.matches('missingCode')
      ? 'missingCode'
      : state.matches('redirecting')
        ? 'redirecting'
        : 'exchanging',
    signIn: () => send({ type: 'link.signIn' }),
  }
}
