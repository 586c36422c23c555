import { failures } from '../../../src/tools/testing/fixtures.ts'
import type { ExtraStory } from '../stories.ts'

/**
 * Contact-form stories the generated paths do not reach (spec 3 §4, §5, §8): both steps filled,
 * the e-mail checked, and the ticket sent with each answer. The paths tell the fields apart, so
 * they stop before a whole form; these stories carry it to the help desk.
 */
const page = {
  name: '/support/contact?ut=1 from Korea',
  input: { ut: 1, flow: 'page', locale: 'en', country: 'KR' },
}
const modal = {
  name: '/support/contact/1?ut=3 from Japan (the error-dialog form)',
  input: { ut: 3, flow: 'modal', locale: 'ko', country: 'JP' },
}
const change = (field: string, value: string) => ({
  caseName: `types "${value}" in ${field}`,
  event: { type: 'field.change', field, value },
})
const on = (type: string) => ({ caseName: type, event: { type } })
const emailChecked = (code: number) => ({
  caseName: `e-mail check answers ${String(code)}`,
  event: { type: 'xstate.done.actor.checkEmail', output: code },
})
const emailCheckFails = (caseName: string, error: unknown) => ({
  caseName,
  event: { type: 'xstate.error.actor.checkEmail', error },
})
const ticketAnswers = (code: number) => ({
  caseName: `the help desk answers errCode ${String(code)}`,
  event: { type: 'xstate.done.actor.sendTicket', output: code },
})
const ticketFails = (caseName: string, error: unknown) => ({
  caseName,
  event: { type: 'xstate.error.actor.sendTicket', error },
})

const step1 = [
  change('inquiry', 'license_purchase'),
  change('title', 'Licence for two seats'),
  change('description', 'We would like two seats.'),
  on('step.next'),
]
const step2 = [
  change('email', 'pat@example.com'),
  on('email.check'),
  emailChecked(0),
  change('name', 'Pat Visitor'),
  change('language', 'korean_md'),
]

export const stories: ExtraStory[] = [
  {
    name: 'fills both steps and sends: the ticket is created and the visitor goes to the complete page',
    input: page,
    steps: [...step1, ...step2, on('ticket.send'), ticketAnswers(0)],
  },
  {
    name: 'from an error dialog: the ticket is created, the completion modal shows and closes on a new form',
    input: modal,
    steps: [...step1, ...step2, on('ticket.send'), ticketAnswers(0), on('modal.close')],
  },
  {
    name: 'the help desk refuses, then the network fails, then a 400: the form stays each time',
    input: page,
    steps: [
      ...step1,
      ...step2,
      on('ticket.send'),
      ticketAnswers(-1301),
      on('ticket.send'),
      ticketFails('the network is down', failures.network('zendeskTicketUpload')),
      on('ticket.send'),
      ticketFails('HTTP 400', failures.http400('zendeskTicketUpload')),
    ],
  },
  {
    name: 'the e-mail is checked blank, then fails twice, then is found already used (accepted)',
    input: page,
    steps: [
      ...step1,
      on('email.check'),
      change('email', 'pat@example.com'),
      on('email.check'),
      emailCheckFails('the network is down', failures.network('CheckEmail')),
      on('email.check'),
      emailCheckFails('HTTP 429', failures.http429('CheckEmail')),
      on('email.check'),
      emailChecked(-5),
      change('name', 'Pat Visitor'),
      change('language', 'korean_md'),
      on('ticket.send'),
      ticketAnswers(0),
    ],
  },
  {
    name: 'an attachment is refused with HTTP 429: it is not kept, without the error pop-up',
    input: page,
    steps: [
      {
        caseName: 'adds a log',
        event: {
          type: 'files.add',
          files: [{ name: 'crash.log', size: 2_000, type: 'text/plain' }],
        },
      },
      {
        caseName: 'HTTP 429',
        event: {
          type: 'xstate.error.actor.uploadFile',
          error: failures.http429('zendeskFileUpload'),
        },
      },
    ],
  },
]
