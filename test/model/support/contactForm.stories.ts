import { failures } from '../../../src/tools/testing/fixtures.ts'
import type { ExtraStory } from '../stories.ts'

/**
 * Contact-form stories beside the generated paths (spec 3 §4, §5, §8): whole visits in the order
 * a visitor takes them (both steps filled, the e-mail checked, the ticket sent with each answer),
 * inputs the model does not hold (no ut, an e-mail of spaces, a Mac, HTTP 429, a failure with no
 * name), and what follows an answer (a delete asked again after a failed one), where a path stops
 * at the answer.
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

const uploaded = (name: string, size: number, token: string) => ({
  caseName: `${name} is uploaded`,
  event: {
    type: 'xstate.done.actor.uploadFile',
    output: { result: { errCode: 0, errMsg: 'OK' }, token, fileName: name, size },
  },
})
const adds = (...files: { name: string; size: number; type: string }[]) => ({
  caseName: `adds ${files.map((f) => f.name).join(' and ')}`,
  event: { type: 'files.add', files },
})
const log = { name: 'crash.log', size: 2_000, type: 'text/plain' }
const picture = { name: 'scene.png', size: 3_000_000, type: 'image/png' }
const deletes = (id: number) => ({
  caseName: `deletes attachment ${String(id)}`,
  event: { type: 'file.delete', id },
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
    name: 'the e-mail is changed while the server checks it: the answer about the old one is not taken for the new one, which is checked in turn',
    input: page,
    steps: [
      ...step1,
      change('email', 'pat@example.com'),
      on('email.check'),
      change('email', 'new-address@example.com'),
      emailChecked(0),
      change('name', 'Pat Visitor'),
      change('language', 'korean_md'),
      on('ticket.send'),
      on('email.check'),
      emailChecked(0),
      on('ticket.send'),
      ticketAnswers(0),
    ],
  },
  {
    name: 'the name is typed while the server checks the e-mail: the check goes on, its answer is kept and the ticket goes',
    input: page,
    steps: [
      ...step1,
      change('email', 'pat@example.com'),
      on('email.check'),
      change('name', 'Pat Visitor'),
      emailChecked(0),
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
  {
    name: 'a technical issue on a Mac in another language: the version block, the Mac model and the other language are asked; sent only once complete and every attachment is up, with their tokens',
    input: page,
    steps: [
      adds(log),
      uploaded('crash.log', 2_000, 'tok-log-aaaaaaaaaaaaaaaa'),
      change('inquiry', 'technical_issues'),
      change('email', 'too.early@example.com'),
      change('title', 'Crash on start'),
      change('description', 'The simulation crashes.'),
      on('step.next'),
      change('version', '12.2'),
      change('patchVersion', '12.2.140'),
      change('os', 'mac_os'),
      change('macos', 'MacBook Pro M3'),
      change('cpu', 'Apple M3'),
      change('memory', '32 GB'),
      change('gpu', 'M3 Max'),
      change('resolution', '3024x1964'),
      on('step.next'),
      change('title', 'Changed on step 2'),
      change('email', 'pat@example'),
      on('email.check'),
      emailChecked(-4),
      change('name', 'Pat Visitor'),
      change('language', 'others_lang_md'),
      on('ticket.send'),
      change('email', 'pat@example.com'),
      on('email.check'),
      emailChecked(0),
      on('ticket.send'),
      change('othersLang', 'Deutsch'),
      adds(picture),
      on('ticket.send'),
      uploaded('scene.png', 3_000_000, 'tok-png-aaaaaaaaaaaaaaaa'),
      on('step.back'),
      change('macos', 'MacBook Air'),
      on('step.next'),
      on('ticket.send'),
      ticketAnswers(0),
    ],
  },
  {
    name: 'attachments go up one after the other; one still going up or being deleted cannot be deleted; a deleted one leaves the list only on errCode 0',
    input: modal,
    steps: [
      adds(log, picture),
      deletes(1),
      { caseName: 'half sent', event: { type: 'upload.progress', loaded: 1_000, total: 2_000 } },
      {
        caseName: 'the request with its headers sent',
        event: { type: 'upload.progress', loaded: 2_300, total: 2_300 },
      },
      uploaded('crash.log', 2_000, 'tok-log-aaaaaaaaaaaaaaaa'),
      deletes(2),
      adds({ name: 'more.txt', size: 10, type: 'text/plain' }),
      uploaded('scene.png', 3_000_000, 'tok-png-aaaaaaaaaaaaaaaa'),
      deletes(2),
      deletes(1),
      adds({ name: 'more.txt', size: 10, type: 'text/plain' }),
      {
        caseName: 'the help desk refuses the delete',
        event: { type: 'xstate.done.actor.deleteFile', output: -1301 },
      },
      deletes(2),
      { caseName: 'deleted', event: { type: 'xstate.done.actor.deleteFile', output: 0 } },
      deletes(2),
      adds({ name: 'big.zip', size: 49_998_000, type: 'application/zip' }),
      adds({ name: 'fits.zip', size: 49_997_999, type: 'application/zip' }),
    ],
  },
  {
    name: 'a delete that fails over the network changes nothing: the same attachment can be deleted again, and more files added',
    input: page,
    steps: [
      adds(log),
      uploaded('crash.log', 2_000, 'tok-log-aaaaaaaaaaaaaaaa'),
      deletes(1),
      {
        caseName: 'the delete fails: the network is down',
        event: {
          type: 'xstate.error.actor.deleteFile',
          error: failures.network('zendeskUpLoadFileDelete'),
        },
      },
      deletes(1),
      { caseName: 'deleted', event: { type: 'xstate.done.actor.deleteFile', output: 0 } },
      adds(picture),
    ],
  },
  {
    name: '/support/contact without ut: the user type must be chosen before step 2 opens',
    input: {
      name: '/support/contact from Korea',
      input: { flow: 'page', locale: 'en', country: 'KR' },
    },
    steps: [
      ...step1,
      change('userType', 'company_user'),
      on('step.next'),
      on('email.check'),
      change('email', ' '),
      on('email.check'),
    ],
  },
  {
    name: 'the e-mail check, an upload and the ticket fail without an answer from the client: each raises the error pop-up naming its call',
    input: page,
    steps: [
      adds(log),
      {
        caseName: 'the upload fails',
        event: { type: 'xstate.error.actor.uploadFile', error: new TypeError('Failed to fetch') },
      },
      ...step1,
      change('email', 'pat@example.com'),
      on('email.check'),
      emailCheckFails('the check fails', new TypeError('Failed to fetch')),
      on('email.check'),
      emailChecked(0),
      change('name', 'Pat Visitor'),
      change('language', 'korean_md'),
      on('ticket.send'),
      ticketFails('the ticket fails', new TypeError('Failed to fetch')),
    ],
  },
]
