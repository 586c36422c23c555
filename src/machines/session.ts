import { assign, fromPromise, setup } from 'xstate'
import type { UserInfo } from '../contract/index.ts'
import { isApiError } from '../services/apiError.ts'
import { probeUserInfo } from '../services/member.ts'

/**
 * The visitor's session as the site shell knows it (spec 1 §4, §6): who is signed in, if anyone.
 * Other machines read it; the header shows the profile box from it.
 */
export const sessionMachine = setup({
  types: {
    context: {} as { user: UserInfo | null },
    events: {} as { type: 'session.refresh' } | { type: 'session.signedOut' },
  },
  actors: {
    loadUser: fromPromise(async () => {
      try {
        return (await probeUserInfo()).userInfo
      } catch (e) {
        if (isApiError(e) && e.status === 401) return null
        throw e
      }
    }),
  },
  guards: {
    hasUser: ({ event }) => 'output' in event && event.output !== null,
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in (spec 1 §4 session).',
  context: { user: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Asking GetUserInfo whether the session cookie names a user.',
      invoke: {
        src: 'loadUser',
        onDone: [
          {
            guard: 'hasUser',
            target: 'signedIn',
            actions: assign({ user: ({ event }) => event.output }),
          },
          { target: 'signedOut', actions: assign({ user: null }) },
        ],
        onError: { target: 'signedOut', actions: assign({ user: null }) },
      },
    },
    signedIn: {
      description: 'A member is signed in.',
      on: {
        'session.refresh': 'loading',
        'session.signedOut': { target: 'signedOut', actions: assign({ user: null }) },
      },
    },
    signedOut: {
      description: 'A visitor without a session.',
      on: { 'session.refresh': 'loading' },
    },
  },
})
