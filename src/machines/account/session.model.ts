import { failures, userInfo } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { sessionMachine } from './session.ts'

/** The test model of the session (spec 1 §4, §6): GetUserInfo names a user, nobody, or fails. */
export const model = defineModel({
  id: 'session',
  title: 'Session: who is signed in',
  area: 'accounts',
  rules: ['SESSION-1', 'SESSION-2'],
  machine: sessionMachine,
  model: {
    inputs: [{ name: 'page load', input: undefined }],
    events: {
      'session.refresh': [{ name: 'refreshes', event: { type: 'session.refresh' } }],
      'session.signedOut': [{ name: 'signs out', event: { type: 'session.signedOut' } }],
    },
    outcomes: {
      loadUser: {
        done: [
          { name: 'a member is signed in', output: userInfo() },
          { name: 'nobody (401)', output: null },
        ],
        error: [{ name: 'network down', error: failures.network('GetUserInfo') }],
      },
    },
    project: (s) => s.context.user !== null,
    effects: [],
  },
})
