import { assign, fromPromise, setup } from 'xstate'
import type { TicketUploadRequest } from '../../contract/support/ticket.ts'
import { zendeskTicketUpload } from '../../services/support/ticket.ts'
import type { ShownError } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

/**
 * The global error pop-up (spec 1 §8): a network or unexpected error shows header "Error", a
 * sentence, the code in brackets and the first 20 characters of the message, with Contact us and
 * Send error code; dismissing goes home. Navigation is the injected `navigate` action (to
 * `context.destination`). Which failures raise it is one rule, `raisesErrorPopup` in
 * `machines/core/failure.ts`; a machine raises it through its injected `reportFailure` action.
 */
export type { ShownError }

export const ERROR_MESSAGE_LENGTH = 20

/** The part of the message the pop-up prints: its first 20 characters (spec 1 §8). */
export const errorExcerpt = (message: string): string =>
  Array.from(message).slice(0, ERROR_MESSAGE_LENGTH).join('')

/** The help-desk ticket carrying the api name, code and message (spec 1 §8, spec 3 §8). */
export function errorTicket(error: ShownError, page: string): TicketUploadRequest {
  return {
    ticket: {
      requester: { name: 'Website visitor', email: 'no-reply@drape3d.com' },
      subject: `[${error.code}] ${error.apiName}`.slice(0, 200),
      comment: {
        html_body: [
          `<p>API: ${error.apiName}</p>`,
          `<p>Code: ${error.code}</p>`,
          `<p>Message: ${error.message}</p>`,
          `<p>Detail: ${error.detail}</p>`,
          `<p>Page: ${page}</p>`,
        ]
          .join('')
          .slice(0, 20000),
        type: 'Comment',
        uploads: [],
      },
      tags: ['web_error_code', `api_${error.apiName}`.slice(0, 50)],
      type: 'question',
      custom_fields: [],
    },
  }
}

export interface ErrorPopupContext {
  error: ShownError | null
  page: string
  destination: string | null
}

export type ErrorPopupDestination = '/' | '/support/contact'

type Events =
  | { type: 'error.raised'; error: ShownError; page?: string }
  | { type: 'error.contact' }
  | { type: 'error.send' }
  | { type: 'error.dismiss' }

export const errorPopupMachine = setup({
  types: {
    context: {} as ErrorPopupContext,
    events: {} as Events,
    meta: {} as RuleMeta,
  },
  actors: {
    sendErrorCode: fromPromise<unknown, { error: ShownError; page: string }>(async ({ input }) => {
      const res = await zendeskTicketUpload(errorTicket(input.error, input.page))
      if (res.data.result.errCode !== 0) throw new Error(res.data.result.errMsg)
      return res
    }),
  },
  actions: {
    /** Injected by the view: follow `context.destination` with the router. */
    navigate: () => undefined,
    goTo: assign({ destination: (_, params: { to: ErrorPopupDestination }) => params.to }),
    keepError: assign({
      error: (_, params: { error: ShownError; page?: string }) => params.error,
      page: (_, params: { error: ShownError; page?: string }) => params.page ?? '',
    }),
    forgetError: assign({ error: null }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it to the inspector only
  id: 'errorPopup',
  description: 'The global error pop-up of spec 1 §8.',
  // Stryker disable next-line ObjectLiteral,StringLiteral: keepError sets the error and the page before anything reads them
  context: { error: null, page: '', destination: null },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'No error is on screen.',
      entry: 'forgetError',
      on: {
        'error.raised': {
          target: 'showing',
          actions: { type: 'keepError', params: ({ event }) => event },
        },
      },
    },
    showing: {
      description:
        'The pop-up shows "Error", the code in brackets and the first 20 characters of the message (spec 1 §8).',
      meta: { rules: ['ERRPOP-1'] },
      on: {
        'error.contact': {
          target: 'hidden',
          actions: [{ type: 'goTo', params: { to: '/support/contact' } }, 'navigate'],
          description: 'Contact us opens the contact page (spec 1 §8).',
          meta: { rules: ['ERRPOP-2'] },
        },
        'error.send': { target: 'sending' },
        'error.dismiss': {
          target: 'hidden',
          actions: [{ type: 'goTo', params: { to: '/' } }, 'navigate'],
          description: 'Dismissing goes home (spec 1 §8).',
          meta: { rules: ['ERRPOP-4'] },
        },
      },
    },
    sending: {
      description:
        'A support ticket with the API name, code and message is being created; loading shows (spec 1 §8).',
      meta: { rules: ['ERRPOP-3'] },
      invoke: {
        id: 'sendErrorCode',
        src: 'sendErrorCode',
        input: ({ context }) => ({
          // Stryker disable next-line all: sending is entered only from the open pop-up, which holds the error raised
          error: context.error ?? { apiName: '', code: -1, message: '', detail: '' },
          page: context.page,
        }),
        onDone: { target: 'sent' },
        onError: { target: 'sendFailed' },
      },
    },
    sent: {
      description: 'The ticket was created; the pop-up thanks the user (spec 1 §8).',
      meta: { rules: ['ERRPOP-3'] },
      on: {
        'error.dismiss': {
          target: 'hidden',
          actions: [{ type: 'goTo', params: { to: '/' } }, 'navigate'],
          description: 'Dismissing goes home (spec 1 §8).',
          meta: { rules: ['ERRPOP-4'] },
        },
        'error.contact': {
          target: 'hidden',
          actions: [{ type: 'goTo', params: { to: '/support/contact' } }, 'navigate'],
          description: 'Contact us opens the contact page (spec 1 §8).',
          meta: { rules: ['ERRPOP-2'] },
        },
      },
    },
    sendFailed: {
      description:
        'The ticket could not be created (spec 3 §8: the loader stops); the user may retry or contact us.',
      meta: { rules: ['ERRPOP-3'] },
      on: {
        'error.send': { target: 'sending' },
        'error.dismiss': {
          target: 'hidden',
          actions: [{ type: 'goTo', params: { to: '/' } }, 'navigate'],
          description: 'Dismissing goes home (spec 1 §8).',
          meta: { rules: ['ERRPOP-4'] },
        },
        'error.contact': {
          target: 'hidden',
          actions: [{ type: 'goTo', params: { to: '/support/contact' } }, 'navigate'],
          description: 'Contact us opens the contact page (spec 1 §8).',
          meta: { rules: ['ERRPOP-2'] },
        },
      },
    },
  },
})
