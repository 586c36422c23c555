import { failures, logoutAnswer } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { signOutMachine } from './signOut.ts'

/** The test model of sign-out (spec 1 §4): Logout answers or fails, the visitor leaves either way. */
export const model = defineModel({
  id: 'signOut',
  title: 'Sign out',
  area: 'accounts',
  rules: ['SIGNOUT-1', 'SIGNOUT-2', 'SIGNOUT-3'],
  machine: signOutMachine,
  model: {
    inputs: [
      { name: 'with a return address', input: { returnUrl: '/pricing' } },
      { name: 'without a return address', input: { returnUrl: null } },
      {
        name: 'changing the e-mail on the partner site (gotomail=1&port=1)',
        input: { returnUrl: null, goToMail: { port: 1 } },
      },
    ],
    events: {},
    outcomes: {
      logout: {
        done: [{ name: 'session ended', output: logoutAnswer() }],
        error: [
          { name: 'HTTP 500', error: failures.http500('Logout') },
          { name: 'network down', error: failures.network('Logout') },
        ],
      },
    },
    effects: ['clearSession', 'sessionChanged', 'navigate'],
  },
})
