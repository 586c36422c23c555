import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  emailVerificationMachine,
  type EmailVerificationInput,
} from '../../../src/machines/account/emailVerification.ts'
import { resendVerifyEmail, setEmail, verifyEmail } from '../../../src/services/account/mail.ts'

/**
 * E-mail verification with its real calls (spec 1 §8: network or unexpected errors raise the
 * global error pop-up, whose ticket sends the API's name to support). The model run replaces the
 * calls by recorders that fail with named API errors; here a call fails with something the client
 * could not name (a TypeError from fetch), and the pop-up must still name the API that failed.
 */
vi.mock('../../../src/services/account/mail.ts', () => ({
  verifyEmail: vi.fn(),
  resendVerifyEmail: vi.fn(),
  setEmail: vi.fn(),
}))
const calls = [vi.mocked(verifyEmail), vi.mocked(resendVerifyEmail), vi.mocked(setEmail)]
beforeEach(() => {
  vi.useFakeTimers()
  for (const call of calls) call.mockRejectedValue(new TypeError('Failed to fetch'))
})
afterEach(() => {
  vi.useRealTimers()
  for (const call of calls) call.mockReset()
})

const start = async (input: EmailVerificationInput) => {
  const reported: unknown[] = []
  const actor = createActor(
    emailVerificationMachine.provide({
      actions: {
        reportFailure: ({ context }) => {
          reported.push(context.error)
        },
      },
    }),
    { input },
  )
  actor.start()
  await vi.advanceTimersByTimeAsync(0)
  return { actor, reported }
}

describe('a failure the client could not name reaches the error pop-up under its API', () => {
  test('VerifyEmail', async () => {
    const { reported } = await start({ mode: 'link', token: 'T'.repeat(43) })
    expect(reported).toMatchObject([{ apiName: 'VerifyEmail', kind: 'network' }])
  })

  test('ResendVerifyEmail', async () => {
    const { actor, reported } = await start({ mode: 'resend', id: 'unverified', comId: '' })
    actor.send({ type: 'resend.request' })
    await vi.advanceTimersByTimeAsync(0)
    expect(reported).toMatchObject([{ apiName: 'ResendVerifyEmail', kind: 'network' }])
  })

  test('SetEmail', async () => {
    const { actor, reported } = await start({ mode: 'add', id: 'noemailco', comId: 'C-2002' })
    actor.send({ type: 'email.change', value: 'noah@example.com' })
    actor.send({ type: 'form.submit' })
    await vi.advanceTimersByTimeAsync(0)
    expect(reported).toMatchObject([{ apiName: 'SetEmail', kind: 'network' }])
  })
})

describe('the resend button rests 1500 ms after a send (spec 1 §9)', () => {
  test('a press within the 1500 ms sends nothing; after them it sends again', async () => {
    const resend = vi.mocked(resendVerifyEmail)
    resend.mockReset()
    resend.mockResolvedValue({ result: { errCode: 0, errMsg: 'OK' } })
    const { actor } = await start({ mode: 'resend', id: 'unverified', comId: '' })
    actor.send({ type: 'resend.request' })
    await vi.advanceTimersByTimeAsync(1400)
    actor.send({ type: 'resend.request' })
    expect(resend).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(100)
    actor.send({ type: 'resend.request' })
    await vi.advanceTimersByTimeAsync(0)
    expect(resend).toHaveBeenCalledTimes(2)
  })
})
