import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createActor } from 'xstate'
import { signUpMachine } from '../../../src/machines/account/signUp.ts'
import { checkFields, join } from '../../../src/services/account/signUp.ts'

/**
 * Sign-up with real time and its real calls (spec 1 §5: checks "debounced 500 ms"; §8 the global
 * error pop-up, whose ticket names the API). The model run sends "500 ms passed" as an event and
 * replaces the calls by recorders; here the debounce runs on a fake clock, so a keystroke within
 * 500 ms of the last one restarts the wait, and a Join failure the client could not name reaches
 * the pop-up as Join's.
 */
vi.mock('../../../src/services/account/signUp.ts', () => ({
  checkFields: vi.fn(),
  join: vi.fn(),
}))
const check = vi.mocked(checkFields)
const joinCall = vi.mocked(join)
beforeEach(() => {
  vi.useFakeTimers()
  check.mockImplementation((fields) =>
    Promise.resolve({
      ...(fields.id === undefined ? {} : { id: { result: { errCode: 0, errMsg: 'OK' } } }),
      ...(fields.email === undefined
        ? {}
        : { email: { result: { errCode: 0, errMsg: 'OK' }, available: true } }),
      ...(fields.name === undefined ? {} : { name: { result: { errCode: 0, errMsg: 'OK' } } }),
    }),
  )
})
afterEach(() => {
  vi.useRealTimers()
  check.mockReset()
  joinCall.mockReset()
})

const start = () => {
  const reported: unknown[] = []
  const actor = createActor(
    signUpMachine.provide({
      actions: {
        reportFailure: ({ context }) => {
          reported.push(context.error)
        },
      },
    }),
    { input: { kind: 'company', visitorCountry: 'CN', language: 'zh' } },
  )
  actor.start()
  const type = (field: 'id' | 'email' | 'name' | 'pw' | 'confirm' | 'country', value: string) => {
    actor.send({ type: 'field.change', field, value })
  }
  return { actor, type, reported }
}

describe('the live checks wait for 500 ms without a keystroke', () => {
  test('a keystroke within 500 ms of the last one restarts the wait', async () => {
    const { type } = start()
    type('id', 'newcome')
    await vi.advanceTimersByTimeAsync(300)
    type('id', 'newcomer')
    await vi.advanceTimersByTimeAsync(300)
    expect(check).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(check).toHaveBeenCalledExactlyOnceWith({ id: 'newcomer' })
  })

  test('the Alt key checks the password again, and pressing it again restarts the wait', async () => {
    const { actor, type } = start()
    type('pw', 'Newcomer#2026')
    await vi.advanceTimersByTimeAsync(500)
    actor.send({ type: 'key.alt' })
    await vi.advanceTimersByTimeAsync(300)
    actor.send({ type: 'key.alt' })
    await vi.advanceTimersByTimeAsync(300)
    expect(actor.getSnapshot().context.password.state).toBe('loading')
    await vi.advanceTimersByTimeAsync(200)
    expect(actor.getSnapshot().context.password).toEqual({ state: 'fail', problem: 'alt' })
  })
})

test('a Join failure the client could not name reaches the error pop-up as Join’s', async () => {
  joinCall.mockRejectedValue(new TypeError('Failed to fetch'))
  const { actor, type, reported } = start()
  type('id', 'newcomer')
  type('email', 'new@example.com')
  type('name', 'Acme Studio')
  type('pw', 'Newcomer#2026')
  type('confirm', 'Newcomer#2026')
  type('country', 'CN')
  await vi.advanceTimersByTimeAsync(500)
  actor.send({ type: 'form.submit' })
  await vi.advanceTimersByTimeAsync(0)
  expect(joinCall).toHaveBeenCalledTimes(1)
  expect(reported).toMatchObject([{ apiName: 'Join', kind: 'network' }])
})
