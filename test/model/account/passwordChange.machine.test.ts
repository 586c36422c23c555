import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createActor } from 'xstate'
import { ResultOnly } from '../../../src/contract/index.ts'
import { passwordChangeMachine } from '../../../src/machines/account/passwordChange.ts'
import { setMemberField } from '../../../src/services/account/member.ts'

/**
 * The forced password change with real time and its real call (spec 1 §5: "Checks show per rule
 * as initial, loading, success or fail, debounced 500 ms"; §7 SetMemberField). The model run sends
 * "500 ms passed" as an event and replaces SetMemberField by a recorder; here the debounce runs on
 * a fake clock, so a keystroke within 500 ms of the last one restarts the wait, and the call goes
 * through the machine's own default on a mocked member service.
 */
vi.mock('../../../src/services/account/member.ts', () => ({ setMemberField: vi.fn() }))
const call = vi.mocked(setMemberField)
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  call.mockReset()
})

const good = 'Legacy#2026a'
const start = () => {
  const navigate = vi.fn()
  const actor = createActor(passwordChangeMachine.provide({ actions: { navigate } }), {
    input: { id: 'legacy01' },
  })
  actor.start()
  const type = (field: 'current' | 'password' | 'confirm', value: string) => {
    actor.send({ type: 'field.change', field, value })
  }
  const rules = () => new Set(Object.values(actor.getSnapshot().context.ruleStates))
  return { actor, type, rules, navigate }
}

describe('the rules wait for 500 ms without a keystroke', () => {
  test('a keystroke within 500 ms of the last one restarts the wait', () => {
    const { type, rules } = start()
    type('password', 'Legacy#2026')
    vi.advanceTimersByTime(300)
    type('password', good)
    vi.advanceTimersByTime(300)
    expect(rules()).toEqual(new Set(['loading']))
    vi.advanceTimersByTime(200)
    expect(rules()).toEqual(new Set(['success']))
  })

  test('the Alt key checks the rules again, and pressing it again restarts the wait', () => {
    const { actor, type, rules } = start()
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
    expect(rules()).not.toContain('loading')
  })

  test('a refused submit while the rules wait shows them at once, and no later wait brings loading back', () => {
    const { actor, type, rules } = start()
    type('current', 'legacy01')
    type('password', good)
    type('confirm', 'Leg#1')
    actor.send({ type: 'form.submit' })
    expect(rules()).toEqual(new Set(['success']))
    vi.advanceTimersByTime(500)
    expect(rules()).toEqual(new Set(['success']))
  })
})

describe('SetMemberField, the machine’s own call', () => {
  test('sends modFld pw with the id, the new password and the current one; errCode 0 ends the change', async () => {
    call.mockResolvedValue(ResultOnly.parse({ result: { errCode: 0, errMsg: 'OK' } }))
    const { actor, type, navigate } = start()
    type('current', 'legacy01')
    type('password', good)
    type('confirm', good)
    actor.send({ type: 'form.submit' })
    await vi.runAllTimersAsync()
    expect(call).toHaveBeenCalledExactlyOnceWith({
      modFld: 'pw',
      myId: 'legacy01',
      keyVals: { val: good, oldVal: 'legacy01' },
    })
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().status).toBe('done')
  })
})
