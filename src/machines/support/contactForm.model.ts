import { ATTACHMENTS } from '../../contract/index.ts'
import { ApiError } from '../../services/core/apiError.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import {
  step1Complete,
  step1Fields,
  step2Complete,
  step2Fields,
  fieldState,
} from './contactFields.ts'
import { contactFormMachine, type ContactFormContext } from './contactForm.ts'

const change = (field: string, value: string, name: string) => ({
  name,
  event: { type: 'field.change' as const, field: field as 'title', value },
})

const refusedSize = new ApiError({
  apiName: ATTACHMENTS.name,
  kind: 'http',
  status: 413,
  code: -413,
  message: 'The attachments of one form must total under 50000000 bytes',
  detail: 'HTTP 413',
})

/** How many fields of each step are valid: what the guards read, without each value. */
const validOf = (c: ContactFormContext) => ({
  s1: step1Fields(c.values).filter((f) => fieldState(c.values, null, f).isValid === 1).length,
  s1Done: step1Complete(c.values),
  s2: step2Fields(c.values).filter((f) => fieldState(c.values, c.emailCode, f).isValid === 1)
    .length,
  s2Done: step2Complete(c.values, c.emailCode),
  // The e-mail as its field shows it: blank, typed but not checked (''), accepted or refused. A
  // typed e-mail is invalid until checked, so the count alone would take it for the empty field
  // (isEmailBlank) and the check would never be asked of the server.
  email: fieldState(c.values, c.emailCode, 'email').regexp,
})

/** The test model of the contact form (spec 3 §2-§5, §8, §9): Pat writes to support. */
export const model = defineModel({
  id: 'contactForm',
  title: 'Support contact form',
  area: 'support',
  rules: [
    'CONTACT-1',
    'CONTACT-2',
    'CONTACT-3',
    'CONTACT-4',
    'CONTACT-5',
    'CONTACT-6',
    'CONTACT-7',
    'CONTACT-8',
    'CONTACT-9',
    'CONTACT-10',
    'CONTACT-11',
    'ATTACH-1',
    'ATTACH-2',
    'ATTACH-3',
    'ERRPOP-1',
  ],
  machine: contactFormMachine,
  model: {
    inputs: [
      {
        name: '/support/contact?ut=1 from Korea',
        input: { ut: 1, flow: 'page', locale: 'en', country: 'KR' },
      },
      {
        name: '/support/contact/1?ut=3 from Japan (the error-dialog form)',
        input: { ut: 3, flow: 'modal', locale: 'ko', country: 'JP' },
      },
    ],
    events: {
      'field.change': [
        change('inquiry', 'technical_issues', 'inquiry technical issue'),
        change('inquiry', 'license_purchase', 'inquiry licence purchase'),
        change('title', 'Crash on start', 'a title'),
        change('title', ' ', 'a title of one space'),
        change('description', 'The simulation crashes.', 'a description'),
        change('version', '12.2', 'version 12.2'),
        change('version', '6.2', 'version 6.2'),
        change('patchVersion', '12.2.140', 'patch 12.2.140'),
        change('email', 'pat@example.com', 'an e-mail'),
        change('email', '', 'the e-mail emptied'),
        change('name', 'Pat Visitor', 'a name'),
        change('language', 'korean_md', 'Korean'),
        change('language', 'others_lang_md', 'another language'),
        change('othersLang', 'Deutsch', 'that language: Deutsch'),
      ],
      'email.check': [{ name: 'leaves the e-mail', event: { type: 'email.check' } }],
      'step.next': [{ name: 'next', event: { type: 'step.next' } }],
      'step.back': [{ name: 'back', event: { type: 'step.back' } }],
      'ticket.send': [{ name: 'sends', event: { type: 'ticket.send' } }],
      'modal.close': [{ name: 'closes the modal', event: { type: 'modal.close' } }],
      'files.add': [
        {
          name: 'adds a log and a 30 MB picture',
          event: {
            type: 'files.add',
            files: [
              { name: 'crash.log', size: 2_000, type: 'text/plain' },
              { name: 'scene.png', size: 30_000_000, type: 'image/png' },
            ],
          },
        },
        {
          name: 'adds a 50,000,000-byte file',
          event: {
            type: 'files.add',
            files: [{ name: 'huge.zip', size: 50_000_000, type: 'application/zip' }],
          },
        },
      ],
      'upload.progress': [
        { name: 'half sent', event: { type: 'upload.progress', loaded: 1_000, total: 2_000 } },
      ],
      'file.delete': [{ name: 'deletes the first file', event: { type: 'file.delete', id: 1 } }],
    },
    outcomes: {
      checkEmail: {
        done: [
          { name: 'e-mail free (0)', output: 0 },
          { name: 'e-mail already used (-5)', output: -5 },
          { name: 'e-mail invalid (-4)', output: -4 },
        ],
        error: [
          { name: 'network down', error: failures.network('CheckEmail') },
          { name: 'HTTP 429', error: failures.http429('CheckEmail') },
        ],
      },
      sendTicket: {
        done: [
          { name: 'ticket created (errCode 0)', output: 0 },
          { name: 'refused (errCode -1301)', output: -1301 },
        ],
        error: [
          { name: 'network down', error: failures.network('zendeskTicketUpload') },
          { name: 'HTTP 400', error: failures.http400('zendeskTicketUpload') },
        ],
      },
      uploadFile: {
        done: [
          {
            name: 'uploaded',
            output: {
              result: { errCode: 0, errMsg: 'OK' },
              token: 'tok-aaaaaaaaaaaaaaaaaaaaaa',
              fileName: 'crash.log',
              size: 2000,
            },
          },
        ],
        error: [
          { name: 'too big (413)', error: refusedSize },
          { name: 'HTTP 400', error: failures.http400(ATTACHMENTS.name) },
          { name: 'HTTP 500', error: failures.http500(ATTACHMENTS.name) },
        ],
      },
      deleteFile: {
        done: [
          { name: 'deleted (errCode 0)', output: 0 },
          { name: 'refused (errCode -1301)', output: -1301 },
        ],
        error: [{ name: 'network down', error: failures.network('zendeskUpLoadFileDelete') }],
      },
    },
    // Step 1 tells its own fields apart, step 2 its own: the other step counts only as done or not.
    project: (s) => {
      const v = validOf(s.context)
      const fields = s.matches({ form: 'step1' })
        ? { s1: v.s1, s2Done: v.s2Done }
        : { s1Done: v.s1Done, s2: v.s2, email: v.email }
      return {
        ...fields,
        files: s.context.attachments.map((a) => a.token !== null),
        big: s.context.bigFile,
      }
    },
    effects: ['navigate', 'reportFailure'],
    regions: {
      form: [
        'field.change',
        'email.check',
        'step.next',
        'step.back',
        'ticket.send',
        'modal.close',
        'xstate.done.actor.checkEmail',
        'xstate.error.actor.checkEmail',
        'xstate.done.actor.sendTicket',
        'xstate.error.actor.sendTicket',
      ],
      files: [
        'files.add',
        'upload.progress',
        'file.delete',
        'xstate.done.actor.uploadFile',
        'xstate.error.actor.uploadFile',
        'xstate.done.actor.deleteFile',
        'xstate.error.actor.deleteFile',
      ],
    },
  },
})
