import { afterEach, expect, test, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ResultOnly } from '../../../src/contract/index.ts'
import { accountDeletionMachine } from '../../../src/machines/account/accountDeletion.ts'
import { deleteUser } from '../../../src/services/account/member.ts'
import { forgetSession } from '../../../src/services/account/session.ts'

/**
 * Account deletion with its own effects (spec 1 §4 "Ending the session clears cookies and
 * redirects"; §8 the global error pop-up, whose ticket names the API). The model run replaces
 * `clearSession` by a recorder and fails with named API errors; here the machine's default
 * forgets the session, and a failure the client could not name reaches the pop-up as DeleteUser's.
 */
vi.mock('../../../src/services/account/member.ts', async (original) => ({
  ...(await original<typeof import('../../../src/services/account/member.ts')>()),
  deleteUser: vi.fn(),
}))
vi.mock('../../../src/services/account/session.ts', async (original) => ({
  ...(await original<typeof import('../../../src/services/account/session.ts')>()),
  forgetSession: vi.fn(),
}))
const call = vi.mocked(deleteUser)
const forget = vi.mocked(forgetSession)
afterEach(() => {
  call.mockReset()
  forget.mockReset()
})

const confirm = () => {
  const reported: unknown[] = []
  const actor = createActor(
    accountDeletionMachine.provide({
      actions: {
        navigate: () => undefined,
        reportFailure: ({ context }) => {
          reported.push(context.error)
        },
      },
    }),
    { input: { comId: '', brId: 'personal' } },
  )
  actor.start()
  actor.send({ type: 'deletion.start' })
  actor.send({ type: 'deletion.confirm' })
  return { actor, reported }
}

test('errCode 0: the session is forgotten', async () => {
  call.mockResolvedValue(ResultOnly.parse({ result: { errCode: 0, errMsg: 'OK' } }))
  const { actor } = confirm()
  await waitFor(actor, (s) => s.status === 'done')
  expect(forget).toHaveBeenCalledTimes(1)
})

test('a refusal keeps the session', async () => {
  call.mockResolvedValue(ResultOnly.parse({ result: { errCode: -1, errMsg: 'no' } }))
  const { actor } = confirm()
  await waitFor(actor, (s) => s.matches('confirming'))
  expect(forget).not.toHaveBeenCalled()
})

test('a failure the client could not name reaches the error pop-up as DeleteUser’s', async () => {
  call.mockRejectedValue(new TypeError('Failed to fetch'))
  const { actor, reported } = confirm()
  await waitFor(actor, (s) => s.matches('confirming'))
  expect(reported).toMatchObject([{ apiName: 'DeleteUser', kind: 'network' }])
  expect(forget).not.toHaveBeenCalled()
})
