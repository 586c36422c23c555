import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  errorExcerpt,
  errorPopupMachine,
  errorTicket,
  onErrorReported,
  reportError,
  type ShownError,
} from '../../../src/machines/shell/errorPopup.ts'
import { ApiError } from '../../../src/services/core/apiError.ts'

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
      goTo: (_, params: { to: '/' | '/support/contact' }) => {
        visited.push(params.to)
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
  it('a failed service call reaches the pop-up through reportError', () => {
    const seen: ShownError[] = []
    const stop = onErrorReported((e) => seen.push(e))
    reportError(
      new ApiError({
        apiName: 'GetList',
        kind: 'network',
        status: 0,
        code: -1,
        message: 'network error',
        detail: 'offline',
      }),
    )
    stop()
    reportError(
      new ApiError({
        apiName: 'Ignored',
        kind: 'network',
        status: 0,
        code: -1,
        message: 'x',
        detail: '',
      }),
    )
    expect(seen).toEqual([
      { apiName: 'GetList', code: -1, message: 'network error', detail: 'offline' },
    ])
  })
})
