import { afterEach, expect, test, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { socialSignInMachine } from '../../../src/machines/account/socialSignIn.ts'
import { integrationToken } from '../../../src/services/account/member.ts'
import { setSessionToken } from '../../../src/services/core/http.ts'
import { tokenAnswer } from '../../../src/tools/testing/fixtures.ts'

/**
 * Social sign-in with its own session effect (spec 1 §4: "errCode 0 with a token logs in"). The
 * model run replaces `rememberSession` by a recorder; here the machine's default runs on a mocked
 * IntegrationToken, so the token the answer carries is the one the API client sends from then on.
 */
vi.mock('../../../src/services/account/member.ts', async (original) => ({
  ...(await original<typeof import('../../../src/services/account/member.ts')>()),
  integrationToken: vi.fn(),
}))
vi.mock('../../../src/services/core/http.ts', async (original) => ({
  ...(await original<typeof import('../../../src/services/core/http.ts')>()),
  setSessionToken: vi.fn(),
}))
const exchange = vi.mocked(integrationToken)
const remember = vi.mocked(setSessionToken)
afterEach(() => {
  exchange.mockReset()
  remember.mockReset()
})

const run = async () => {
  const actor = createActor(
    socialSignInMachine.provide({ actions: { navigate: () => undefined } }),
    {
      input: { code: 'demo-social-ok' },
    },
  )
  actor.start()
  return waitFor(actor, (s) => s.status === 'done')
}

test('errCode 0 with a token: the API client keeps that token for the session', async () => {
  exchange.mockResolvedValue(tokenAnswer(0, 'social-token', true))
  const done = await run()
  expect(remember).toHaveBeenCalledExactlyOnceWith('social-token')
  expect(done.context.destination).toBe('/?firstLogin=1')
})

test('errCode -300 with a token: no session is kept', async () => {
  exchange.mockResolvedValue(tokenAnswer(-300, 'stray-token'))
  await run()
  expect(remember).not.toHaveBeenCalled()
})
