import { afterEach, describe, expect, test, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { errorPopupMachine, errorTicket } from '../../../src/machines/shell/errorPopup.ts'
import { zendeskTicketUpload } from '../../../src/services/support/ticket.ts'

/**
 * The ticket the global error pop-up sends (spec 1 §8: "Send error code (creates a support
 * ticket, shows loading) … The API name, code, message and detail are carried"; spec 3 §3 the
 * ticket payload, §8 "Ticket errCode not 0: the loader stops", §9 "Ticket type is always
 * question"), and the real send on a mocked ticket service.
 */
vi.mock('../../../src/services/support/ticket.ts', () => ({ zendeskTicketUpload: vi.fn() }))
const upload = vi.mocked(zendeskTicketUpload)
afterEach(() => upload.mockReset())

const error = {
  apiName: 'Login',
  code: -500,
  message: 'Internal server error',
  detail: 'HTTP 500 from /api/Member/Login',
}

describe('the error code ticket', () => {
  const { ticket } = errorTicket(error, '/member/signin')

  test('carries the API name, the code, the message and the detail (spec 1 §8)', () => {
    const body = ticket.comment.html_body
    for (const part of [error.apiName, String(error.code), error.message, error.detail])
      expect(body).toContain(part)
    expect(ticket.subject).toContain(String(error.code))
    expect(ticket.subject).toContain(error.apiName)
  })

  test('names the page the error was raised on, each fact in a paragraph of its own', () => {
    const body = ticket.comment.html_body
    expect(body).toContain('/member/signin')
    expect(body.match(/<p>/g)).toHaveLength(5)
    // Nothing stands between the paragraphs.
    expect(body.replace(/<p>[^<]*<\/p>/g, '')).toBe('')
  })

  test('is a question with a comment, a requester and tags (spec 3 §3, §9)', () => {
    expect(ticket.type).toBe('question')
    expect(ticket.comment.type).toBe('Comment')
    expect(ticket.comment.uploads).toEqual([])
    expect(ticket.requester.name.trim()).not.toBe('')
    expect(ticket.requester.email).toMatch(/^[^@\s]+@[^@\s]+$/)
    expect(ticket.tags.length).toBeGreaterThan(0)
    expect(ticket.tags.every((tag) => tag.trim() !== '')).toBe(true)
    expect(ticket.tags.some((tag) => tag.includes(error.apiName))).toBe(true)
    expect(ticket.custom_fields).toEqual([])
  })

  test('stays within the help desk limits whatever the error says', () => {
    const long = errorTicket(
      { ...error, apiName: 'A'.repeat(300), message: 'm'.repeat(30000) },
      '/',
    )
    expect(long.ticket.subject.length).toBeLessThanOrEqual(200)
    expect(long.ticket.comment.html_body.length).toBeLessThanOrEqual(20000)
    expect(long.ticket.tags.every((tag) => tag.length <= 50)).toBe(true)
  })
})

describe('Send error code, with the ticket service answering', () => {
  const sendFrom = async (answer: unknown) => {
    upload.mockResolvedValue(answer as Awaited<ReturnType<typeof zendeskTicketUpload>>)
    const actor = createActor(errorPopupMachine.provide({ actions: { navigate: () => undefined } }))
    actor.start()
    actor.send({ type: 'error.raised', error, page: '/member/signin' })
    actor.send({ type: 'error.send' })
    const settled = await waitFor(actor, (s) => !s.matches('sending'))
    actor.stop()
    return settled
  }

  test('sends the ticket built from the error and the page', async () => {
    const s = await sendFrom({ data: { result: { errCode: 0, errMsg: 'OK' } } })
    expect(upload).toHaveBeenCalledTimes(1)
    expect(upload).toHaveBeenCalledWith(errorTicket(error, '/member/signin'))
    expect(s.matches('sent')).toBe(true)
  })

  test('errCode 0: the ticket is created and the pop-up says so', async () => {
    expect(
      (await sendFrom({ data: { result: { errCode: 0, errMsg: 'OK' } } })).matches('sent'),
    ).toBe(true)
  })

  test('errCode not 0: the loader stops and nothing says it was sent (spec 3 §8)', async () => {
    const s = await sendFrom({ data: { result: { errCode: -1, errMsg: 'refused' } } })
    expect(s.matches('sending')).toBe(false)
    expect(s.matches('sent')).toBe(false)
  })

  test('closing the pop-up forgets its error, so it never shows a stale one', () => {
    const actor = createActor(errorPopupMachine.provide({ actions: { navigate: () => undefined } }))
    actor.start()
    actor.send({ type: 'error.raised', error })
    expect(actor.getSnapshot().context.error).toEqual(error)
    expect(actor.getSnapshot().context.page).toBe('')
    actor.send({ type: 'error.dismiss' })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.stop()
  })
})
