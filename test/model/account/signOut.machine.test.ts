import { afterEach, describe, expect, test, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { signOutMachine } from '../../../src/machines/account/signOut.ts'
import { logout } from '../../../src/services/account/member.ts'
import { forgetSession } from '../../../src/services/account/session.ts'
import { logoutAnswer } from '../../../src/tools/testing/fixtures.ts'

/**
 * Sign-out with its real effects (spec 1 §4: "Ending the session clears cookies and redirects";
 * §2 /logout "Ends the session"): the model run replaces the Logout call and the forgetting of the
 * local session by recorders, so these tests run the machine's own defaults on mocked services.
 */
vi.mock('../../../src/services/account/member.ts', () => ({ logout: vi.fn() }))
vi.mock('../../../src/services/account/session.ts', () => ({ forgetSession: vi.fn() }))
const logoutCall = vi.mocked(logout)
const forget = vi.mocked(forgetSession)
afterEach(() => {
  logoutCall.mockReset()
  forget.mockReset()
})

const signOut = async () => {
  const navigate = vi.fn()
  const actor = createActor(signOutMachine.provide({ actions: { navigate } }), {
    input: { returnUrl: null },
  })
  actor.start()
  await toPromise(actor)
  return navigate
}

describe('/logout with its real effects', () => {
  test('calls Logout on the server and forgets the local session (spec 1 §4)', async () => {
    logoutCall.mockResolvedValue(logoutAnswer())
    const navigate = await signOut()
    expect(logoutCall).toHaveBeenCalledTimes(1)
    expect(forget).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  test('forgets the local session even when Logout fails (spec 1 §4)', async () => {
    logoutCall.mockRejectedValue(new Error('network down'))
    const navigate = await signOut()
    expect(logoutCall).toHaveBeenCalledTimes(1)
    expect(forget).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})
