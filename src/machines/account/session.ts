import { assign, fromPromise, setup } from 'xstate'
import type { UserInfo } from '../../contract/index.ts'
import { currentUser } from '../../services/account/session.ts'
import type { RuleMeta } from '../core/rules.ts'

/**
 * The visitor's session as the site shell knows it (spec 1 §4, §6): who is signed in, if anyone.
 * Other machines read it; the header shows the profile box from it.
 */
export interface SessionContext {
  user: UserInfo | null
}

export type SessionEvent = { type: 'session.refresh' } | { type: 'session.signedOut' }

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    /** The same cached answer the route guards read, so a page load asks GetUserInfo once. */
    loadUser: fromPromise<UserInfo | null>(() => currentUser()),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
  },
  actions: {
    keepUser: assign({ user: (_, params: { user: UserInfo | null }) => params.user }),
    forgetUser: assign({ user: null }),
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in (spec 1 §4 session).',
  context: { user: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Asking GetUserInfo whether the session cookie names a user.',
      meta: { rules: ['SESSION-1'] },
      on: {
        'session.refresh': {
          target: 'loading',
          reenter: true,
          description:
            'Sign-in or sign-out happened while asking: the answer on its way may predate it, so ask again.',
          meta: { rules: ['SESSION-2'] },
        },
      },
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: {
          target: 'answered',
          actions: { type: 'keepUser', params: ({ event }) => ({ user: event.output }) },
          description: 'GetUserInfo answered: a user, or nobody (401).',
          meta: { rules: ['SESSION-1'] },
        },
        onError: {
          target: 'signedOut',
          actions: 'forgetUser',
          description: 'The check failed: the visitor is treated as signed out.',
          meta: { rules: ['SESSION-1'] },
        },
      },
    },
    answered: {
      description: 'Reading the answer of GetUserInfo.',
      meta: { rules: ['SESSION-1'] },
      always: [
        {
          guard: 'hasUser',
          target: 'signedIn',
          description: 'GetUserInfo named a user: the header shows the profile box.',
          meta: { rules: ['SESSION-1'] },
        },
        {
          target: 'signedOut',
          description: 'GetUserInfo answered 401: nobody is signed in.',
          meta: { rules: ['SESSION-1'] },
        },
      ],
    },
    signedIn: {
      description: 'A member is signed in.',
      meta: { rules: ['SESSION-1', 'SESSION-2'] },
      on: {
        'session.refresh': {
          target: 'loading',
          description: 'Sign-in or sign-out happened: ask again.',
          meta: { rules: ['SESSION-2'] },
        },
        'session.signedOut': {
          target: 'signedOut',
          actions: 'forgetUser',
          description: 'The session ended.',
          meta: { rules: ['SESSION-2'] },
        },
      },
    },
    signedOut: {
      description: 'A visitor without a session.',
      meta: { rules: ['SESSION-1'] },
      on: {
        'session.refresh': {
          target: 'loading',
          description: 'Sign-in happened: ask again.',
          meta: { rules: ['SESSION-2'] },
        },
      },
    },
  },
})
