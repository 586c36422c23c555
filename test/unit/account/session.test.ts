import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { UserInfo } from '../../../src/contract/index.ts'
import { sessionMachine } from '../../../src/machines/account/session.ts'
import { userInfo } from '../../../src/tools/testing/fixtures.ts'

/** A session whose GetUserInfo calls are answered by the test, one by one, in any order. */
function session() {
  const pending: ((user: UserInfo | null) => void)[] = []
  const machine = sessionMachine.provide({
    actors: {
      loadUser: fromPromise<UserInfo | null>(
        () => new Promise<UserInfo | null>((resolve) => pending.push(resolve)),
      ),
    },
  })
  return { actor: createActor(machine).start(), pending }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('the session (spec 1 §2, §4): the header follows sign-in and sign-out', () => {
  it('a sign-in while GetUserInfo is still answering asks again; the stale answer is dropped (issue 11 defect 4)', async () => {
    const { actor, pending } = session()
    expect(actor.getSnapshot().value).toBe('loading')
    // The page's first question left before the sign-in set the session cookie.
    actor.send({ type: 'session.refresh' })
    await tick()
    expect(pending).toHaveLength(2)
    // The second question answers with the member; the first, stale one then says nobody.
    pending[1]?.(userInfo())
    await waitFor(actor, (s) => s.matches('signedIn'))
    pending[0]?.(null)
    await tick()
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(actor.getSnapshot().context.user?.id).toBe(userInfo().id)
  })

  it('a refresh when signed out asks GetUserInfo again', async () => {
    const { actor, pending } = session()
    pending[0]?.(null)
    await waitFor(actor, (s) => s.matches('signedOut'))
    actor.send({ type: 'session.refresh' })
    expect(actor.getSnapshot().value).toBe('loading')
    await tick()
    pending[1]?.(userInfo())
    await waitFor(actor, (s) => s.matches('signedIn'))
  })
})
