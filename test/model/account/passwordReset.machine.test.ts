import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createActor } from 'xstate'
import { CheckVaildPwMailResponse } from '../../../src/contract/index.ts'
import { passwordResetMachine } from '../../../src/machines/account/passwordReset.ts'
import { checkVaildPwMail, sendResetPwMail, setPw } from '../../../src/services/account/mail.ts'

/**
 * The password reset's new-password form with real time and its real calls (spec 1 §5: "Checks
 * show per rule as initial, loading, success or fail, debounced 500 ms"; §8 the global error
 * pop-up). The model run sends "500 ms passed" as an event and replaces the calls by recorders;
 * here the debounce runs on a fake clock, so a keystroke within 500 ms of the last one restarts the
 * wait, and a failure the client could not name reaches the error pop-up under its API's name
 * (the pop-up's ticket sends it to support).
 */
vi.mock('../../../src/services/account/mail.ts', () => ({
  checkVaildPwMail: vi.fn(),
  sendResetPwMail: vi.fn(),
  setPw: vi.fn(),
}))
const checkLink = vi.mocked(checkVaildPwMail)
const setPassword = vi.mocked(setPw)
beforeEach(() => {
  vi.useFakeTimers()
  checkLink.mockResolvedValue(
    CheckVaildPwMailResponse.parse({ result: { errCode: 0, errMsg: 'OK' }, id: 'uma' }),
  )
})
afterEach(() => {
  vi.useRealTimers()
  checkLink.mockReset()
  setPassword.mockReset()
})

const good = 'Fresh#pass26'
const start = async () => {
  const reported: unknown[] = []
  const actor = createActor(
    passwordResetMachine.provide({
      actions: {
        reportFailure: ({ context }) => {
          reported.push(context.error)
        },
      },
    }),
    { input: { token: 'T'.repeat(43) } },
  )
  actor.start()
  await vi.advanceTimersByTimeAsync(0)
  const type = (field: 'password' | 'confirm', value: string) => {
    actor.send({ type: 'field.change', field, value })
  }
  const rules = () => new Set(Object.values(actor.getSnapshot().context.ruleStates))
  return { actor, type, rules, reported }
}

describe('the rules of the new password wait for 500 ms without a keystroke', () => {
  test('a keystroke within 500 ms of the last one restarts the wait', async () => {
    const { type, rules } = await start()
    type('password', 'Fresh#pass2')
    vi.advanceTimersByTime(300)
    type('password', good)
    vi.advanceTimersByTime(300)
    expect(rules()).toEqual(new Set(['loading']))
    vi.advanceTimersByTime(200)
    expect(rules()).toEqual(new Set(['success']))
  })

  test('the Alt key checks the rules again, and pressing it again restarts the wait', async () => {
    const { actor, type, rules } = await start()
    type('password', good)
    vi.advanceTimersByTime(500)
    expect(rules()).toEqual(new Set(['success']))
    actor.send({ type: 'key.alt' })
    expect(rules()).toEqual(new Set(['loading']))
    vi.advanceTimersByTime(300)
    actor.send({ type: 'key.alt' })
    vi.advanceTimersByTime(300)
    expect(rules()).toEqual(new Set(['loading']))
    vi.advanceTimersByTime(200)
    expect(rules()).toEqual(new Set(['success']))
  })
})

describe('a failure the client could not name', () => {
  test('CheckVaildPwMail failing: the error pop-up names CheckVaildPwMail', async () => {
    checkLink.mockReset()
    checkLink.mockRejectedValue(new TypeError('Failed to fetch'))
    const { reported } = await start()
    expect(reported).toMatchObject([{ apiName: 'CheckVaildPwMail', kind: 'network' }])
  })

  test('SendResetPwMail failing: the error pop-up names SendResetPwMail', async () => {
    vi.mocked(sendResetPwMail).mockRejectedValue(new TypeError('Failed to fetch'))
    const reported: unknown[] = []
    const actor = createActor(
      passwordResetMachine.provide({
        actions: {
          reportFailure: ({ context }) => {
            reported.push(context.error)
          },
        },
      }),
      { input: { token: null } },
    )
    actor.start()
    actor.send({ type: 'email.change', value: 'uma@demo.drape3d.test' })
    actor.send({ type: 'form.submit' })
    await vi.advanceTimersByTimeAsync(0)
    expect(reported).toMatchObject([{ apiName: 'SendResetPwMail', kind: 'network' }])
    vi.mocked(sendResetPwMail).mockReset()
  })

  test('SetPw failing: the error pop-up names SetPw', async () => {
    setPassword.mockRejectedValue(new TypeError('Failed to fetch'))
    const { actor, type, reported } = await start()
    type('password', good)
    type('confirm', good)
    actor.send({ type: 'form.submit' })
    await vi.advanceTimersByTimeAsync(0)
    expect(setPassword).toHaveBeenCalledExactlyOnceWith({
      verifyToken: 'T'.repeat(43),
      id: 'uma',
      pw: good,
    })
    expect(reported).toMatchObject([{ apiName: 'SetPw', kind: 'network' }])
  })
})
