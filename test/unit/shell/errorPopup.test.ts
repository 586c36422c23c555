import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import {
  errorExcerpt,
  errorPopupMachine,
  errorTicket,
  type ShownError,
} from '../../../src/machines/shell/errorPopup.ts'
import { failureOf, ApiError, type ApiErrorKind } from '../../../src/services/core/apiError.ts'

const error: ShownError = {
  apiName: 'Join',
  code: -500,
  message: 'The server could not finish the request',
  detail: 'HTTP 500',
}

function popup(send: () => Promise<unknown> = () => Promise.resolve({})) {
  const visited: string[] = []
  const tickets: { error: ShownError; page: string }[] = []
  const machine = errorPopupMachine.provide({
    actors: {
      sendErrorCode: fromPromise<unknown, { error: ShownError; page: string }>(({ input }) => {
        tickets.push(input)
        return send()
      }),
    },
    actions: {
      navigate: ({ context }) => {
        if (context.destination) visited.push(context.destination)
      },
    },
  })
  const actor = createActor(machine).start()
  return { actor, visited, tickets }
}

describe('the global error pop-up (spec 1 §8)', () => {
  it('opens with the error and shows the first 20 characters of the message', () => {
    const { actor } = popup()
    actor.send({ type: 'error.raised', error, page: '/pricing' })
    expect(actor.getSnapshot().value).toBe('showing')
    expect(actor.getSnapshot().context.error).toEqual(error)
    expect(errorExcerpt(error.message)).toBe('The server could not')
    expect(errorExcerpt('짧은')).toBe('짧은')
  })
  it('Contact us goes to /support/contact', () => {
    const { actor, visited } = popup()
    actor.send({ type: 'error.raised', error })
    actor.send({ type: 'error.contact' })
    expect(visited).toEqual(['/support/contact'])
    expect(actor.getSnapshot().value).toBe('hidden')
  })
  it('dismissing goes home', () => {
    const { actor, visited } = popup()
    actor.send({ type: 'error.raised', error })
    actor.send({ type: 'error.dismiss' })
    expect(visited).toEqual(['/'])
  })
  it('Send error code shows loading, then creates a ticket with the api name, code and message', async () => {
    const { actor, tickets } = popup()
    actor.send({ type: 'error.raised', error, page: 'http://site/pricing' })
    actor.send({ type: 'error.send' })
    expect(actor.getSnapshot().value).toBe('sending')
    await waitFor(actor, (s) => s.matches('sent'))
    expect(tickets).toEqual([{ error, page: 'http://site/pricing' }])
  })
  it('a failed ticket stops the loader and lets the user retry (spec 3 §8)', async () => {
    let attempts = 0
    const { actor } = popup(() =>
      ++attempts === 1 ? Promise.reject(new Error('help desk down')) : Promise.resolve({}),
    )
    actor.send({ type: 'error.raised', error })
    actor.send({ type: 'error.send' })
    await waitFor(actor, (s) => s.matches('sendFailed'))
    actor.send({ type: 'error.send' })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(attempts).toBe(2)
  })
  it('the ticket carries the api name, code and message', () => {
    const ticket = errorTicket(error, '/pricing').ticket
    expect(ticket.subject).toBe('[-500] Join')
    expect(ticket.comment.html_body).toContain('Join')
    expect(ticket.comment.html_body).toContain('-500')
    expect(ticket.comment.html_body).toContain(error.message)
    expect(ticket.type).toBe('question')
  })
})

describe('which failures raise the global error pop-up (spec 1 §8: network or unexpected error)', () => {
  const failure = (kind: ApiErrorKind, status: number) =>
    failureOf(new ApiError({ apiName: 'Login', kind, status, code: -1, message: 'm', detail: '' }))
  it.each([
    ['no answer at all', failure('network', 0)],
    ['a timeout', failure('timeout', 0)],
    ['an answer that breaks the contract', failure('invalid-response', 200)],
    ['a server error (500)', failure('http', 500)],
    ['a gateway error (503)', failure('http', 503)],
    ['something that is not an API error', failureOf(new TypeError('boom'))],
  ])('%s raises it', (_, f) => {
    expect(raisesErrorPopup(f)).toBe(true)
  })
  it.each([
    ['a bad request (400)', failure('http', 400)],
    ['no session (401), which sends the user to sign-in', failure('http', 401)],
    ['too many attempts (429)', failure('http', 429)],
    ['the last 4xx (499)', failure('http', 499)],
  ])('%s does not: the flow answers it', (_, f) => {
    expect(raisesErrorPopup(f)).toBe(false)
  })
  it('no failure raises nothing', () => {
    expect(raisesErrorPopup(null)).toBe(false)
  })
})
