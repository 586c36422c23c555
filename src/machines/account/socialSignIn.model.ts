import { failures, tokenAnswer } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { socialSignInMachine } from './socialSignIn.ts'

/** The test model of the social-platform token sign-in (spec 1 §4): each errCode and each failure. */
export const model = defineModel({
  id: 'socialSignIn',
  title: 'Sign in with a social-platform token',
  area: 'accounts',
  rules: ['SOCIAL-1', 'SOCIAL-2', 'SOCIAL-3', 'SOCIAL-4', 'SOCIAL-5', 'SOCIAL-6', 'SOCIAL-7'],
  machine: socialSignInMachine,
  model: {
    inputs: [
      { name: 'link with a code', input: { code: 'demo-social-ok' } },
      { name: 'link without a code', input: { code: '' } },
    ],
    events: { 'link.signIn': [{ name: 'chooses to sign in', event: { type: 'link.signIn' } }] },
    outcomes: {
      integrationToken: {
        done: [
          {
            name: 'errCode 0 with a token, first login',
            output: tokenAnswer(0, 'social-token', true),
          },
          {
            name: 'errCode 0 with a token, returning user',
            output: tokenAnswer(0, 'social-token', false),
          },
          { name: 'errCode 0 without a token', output: tokenAnswer(0, '') },
          { name: 'errCode -300', output: tokenAnswer(-300, '') },
          { name: 'errCode -301', output: tokenAnswer(-301, '') },
          { name: 'errCode -1 (other)', output: tokenAnswer(-1, '') },
        ],
        error: [
          { name: 'HTTP 400', error: failures.http400('IntegrationToken') },
          { name: 'HTTP 500', error: failures.http500('IntegrationToken') },
          { name: 'network down', error: failures.network('IntegrationToken') },
          { name: 'timeout', error: failures.timeout('IntegrationToken') },
        ],
      },
    },
    effects: ['navigate', 'rememberSession', 'sessionChanged'],
  },
})
