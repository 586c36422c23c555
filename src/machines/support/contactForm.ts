import { assign, fromPromise, setup } from 'xstate'
import {
  ATTACHMENTS,
  EMAIL_EMPTY,
  fitsAttachmentLimit,
  isBlank,
  userTypeOfUt,
  type ContactForm,
  type FileUploadResponse,
  type Language,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import {
  checkContactEmail,
  deleteAttachment,
  sendContactTicket,
  uploadAttachment,
} from '../../services/support/contact.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'
import {
  emptyValues,
  shownFields,
  step1Complete,
  step2Complete,
  type ContactField,
  type ContactValues,
} from './contactFields.ts'

/**
 * The two-step support contact form (spec 3 §2, §3, §4, §5, §8, §9): step 1 (inquiry, user type,
 * title, description, attachments, version and patch for technical issues and bug reports), step 2
 * (e-mail checked by the server, name, country, language, the other language), gating 4/6 then
 * 4/5, the ticket sent with a loader; errCode 0 clears the form and leaves for the complete page,
 * or shows the completion modal in the alternate flow (the form used from error dialogs,
 * /support/contact/1). Attachments go up one at a time with a progress bar, under 50,000,000
 * bytes in all; a delete takes effect only on errCode 0.
 */

/** What the view hands over of a chosen file: a `File` is one (its bytes go to the upload). */
export interface ChosenFile {
  name: string
  size: number
  type: string
}

export interface Attachment {
  id: number
  file: ChosenFile
  /** The server's token once uploaded; null while it is waiting or going up. */
  token: string | null
  loaded: number
}

export interface ContactFormInput {
  /** The ut query: 1 personal, 3 company user (spec 3 §6). */
  ut?: 1 | 3 | undefined
  /** 'page': /support/contact, then the complete page; 'modal': /support/contact/1, the completion modal. */
  flow: 'page' | 'modal'
  locale: Language
  /** The country preselected (the visitor's), '' for none. */
  country: string
}

export interface ContactFormContext extends ContactFormInput {
  values: ContactValues
  /** CheckEmail's errCode for the e-mail now in the field; null until asked (-11: empty). */
  emailCode: number | null
  /** Step 1's "next" was pressed while incomplete: the invalid fields say so. */
  showStep1Errors: boolean
  showStep2Errors: boolean
  attachments: Attachment[]
  nextId: number
  /** The big-file error (spec 3 §5, §8). */
  bigFile: boolean
  /** The attachment whose deletion is asked. */
  deleting: number | null
  destination: string | null
  error: ApiFailure | null
}

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'email.check' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'ticket.send' }
  | { type: 'files.add'; files: ChosenFile[] }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'file.delete'; id: number }
  | { type: 'modal.close' }

export const CONTACT_COMPLETE_PATH = '/support/contact/complete'

const totalOf = (attachments: readonly Attachment[], more: readonly ChosenFile[]) =>
  attachments.reduce((sum, a) => sum + a.file.size, 0) + more.reduce((s, f) => s + f.size, 0)

const waiting = (context: ContactFormContext) => context.attachments.find((a) => a.token === null)

/** The fields as the contract sends them (the server builds the ticket from them). */
export function contactRequest(context: ContactFormContext): { contact: ContactForm } {
  const v = context.values
  return {
    contact: {
      ...v,
      inquiry: v.inquiry as ContactForm['inquiry'],
      userType: v.userType as ContactForm['userType'],
      country: v.country as ContactForm['country'],
      language: v.language as ContactForm['language'],
      os: v.os as ContactForm['os'],
      uploads: context.attachments.flatMap((a) => (a.token ? [a.token] : [])),
      locale: context.locale,
    },
  }
}

const initialContext = (input: ContactFormInput): ContactFormContext => ({
  ...input,
  values: emptyValues(userTypeOfUt(input.ut), input.country),
  emailCode: null,
  showStep1Errors: false,
  showStep2Errors: false,
  attachments: [],
  nextId: 1,
  bigFile: false,
  deleting: null,
  destination: null,
  error: null,
})

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    input: {} as ContactFormInput,
    events: {} as ContactFormEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    /** CheckEmail (spec 3 §5): the server's code for the e-mail. */
    checkEmail: fromPromise<number, { email: string }>(({ input }) =>
      checkContactEmail(input.email),
    ),
    /** zendeskTicketUpload: the errCode of data.result (spec 3 §7). */
    sendTicket: fromPromise<number, { contact: ContactForm }>(({ input }) =>
      sendContactTicket(input),
    ),
    /** zendeskFileUpload; progress goes back to the machine as `upload.progress`. */
    uploadFile: fromPromise<FileUploadResponse, { file: ChosenFile }>(({ input, self }) =>
      uploadAttachment(input.file as ChosenFile & Blob, input.file.name, (p) => {
        self._parent?.send({ type: 'upload.progress', loaded: p.loaded, total: p.total })
      }),
    ),
    /** zendeskUpLoadFileDelete: result.errCode (spec 3 §7). */
    deleteFile: fromPromise<number, { token: string }>(({ input }) =>
      deleteAttachment(input.token),
    ),
  },
  guards: {
    /** Spec 3 §2, §3: the field is one the step shows now (the version block only for technical issues and bug reports). */
    isShownField: ({ context }, params: { field: ContactField; step: 1 | 2 }) =>
      shownFields(context.values, params.step).includes(params.field),
    isEmailField: (_, params: { field: ContactField }) => params.field === 'email',
    /** Spec 3 §4: 4 valid fields, or 6 for technical issues and bug reports. */
    isStep1Complete: ({ context }) => step1Complete(context.values),
    /**
     * Spec 3 §4: both steps complete (step 1 is: step 2 opens only then and shows none of its
     * fields), and no attachment still going up (the ticket carries their tokens).
     */
    canSend: ({ context }) =>
      step2Complete(context.values, context.emailCode) && waiting(context) === undefined,
    /** Spec 3 §5: a blank e-mail is -11 (empty) without asking the server. */
    isEmailBlank: ({ context }) => isBlank(context.values.email),
    /** errCode 0 (spec 3 §4). */
    isSent: (_, params: { errCode: number }) => params.errCode === 0,
    isPageFlow: ({ context }) => context.flow === 'page',
    /** Spec 3 §5: the attachments must total under 50,000,000 bytes. */
    isTooBig: ({ context }, params: { files: ChosenFile[] }) =>
      !fitsAttachmentLimit(totalOf(context.attachments, params.files)),
    hasWaitingFile: ({ context }) => waiting(context) !== undefined,
    /** The attachment is in the list (while the list is idle every attachment in it is up). */
    isListed: ({ context }, params: { id: number }) =>
      context.attachments.some((a) => a.id === params.id),
    /** The server refused the size (413): the big-file error. */
    isRefusedSize: (_, params: { error: unknown }) => failureOf(params.error).status === 413,
    /** Spec 1 §8: a network or unexpected failure raises the global error pop-up; a refusal (4xx) does not. */
    failureRaisesErrorPopup: (_, params: { error: unknown }) =>
      raisesErrorPopup(failureOf(params.error)),
  },
  actions: {
    /** Injected by the view: follows `context.destination`. */
    navigate: () => undefined,
    /** Injected by the view: the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    setField: assign({
      values: ({ context }, params: { field: ContactField; value: string }) => ({
        ...context.values,
        [params.field]: params.value,
      }),
      emailCode: ({ context }, params: { field: ContactField; value: string }) =>
        params.field === 'email' ? null : context.emailCode,
    }),
    keepEmailCode: assign({ emailCode: (_, params: { code: number }) => params.code }),
    markEmailEmpty: assign({ emailCode: EMAIL_EMPTY }),
    showStep1Errors: assign({ showStep1Errors: true }),
    showStep2Errors: assign({ showStep2Errors: true }),
    keepFailure: assign({
      error: (_, params: { error: unknown; apiName: string }) =>
        failureOf(params.error, params.apiName),
    }),
    /** Spec 3 §4: all fields reset, the upload list emptied, language and user type reset. */
    clearForm: assign(({ context }) => initialContext({ ...context, ut: undefined })),
    leaveForComplete: assign({ destination: CONTACT_COMPLETE_PATH }),
    markBigFile: assign({ bigFile: true }),
    queueFiles: assign({
      attachments: ({ context }, params: { files: ChosenFile[] }) => [
        ...context.attachments,
        ...params.files.map((file, i) => ({
          id: context.nextId + i,
          file,
          token: null,
          loaded: 0,
        })),
      ],
      nextId: ({ context }, params: { files: ChosenFile[] }) =>
        context.nextId + params.files.length,
      bigFile: false,
    }),
    keepProgress: assign({
      attachments: ({ context }, params: { loaded: number }) => {
        const going = waiting(context)
        return context.attachments.map((a) =>
          a === going ? { ...a, loaded: Math.min(params.loaded, a.file.size) } : a,
        )
      },
    }),
    keepToken: assign({
      attachments: ({ context }, params: { token: string }) => {
        const going = waiting(context)
        return context.attachments.map((a) =>
          a === going ? { ...a, token: params.token, loaded: a.file.size } : a,
        )
      },
    }),
    dropWaiting: assign({
      attachments: ({ context }) => {
        const going = waiting(context)
        return context.attachments.filter((a) => a !== going)
      },
    }),
    markDeleting: assign({ deleting: (_, params: { id: number }) => params.id }),
    removeDeleted: assign({
      attachments: ({ context }) => context.attachments.filter((a) => a.id !== context.deleting),
      deleting: null,
    }),
    forgetDeleting: assign({ deleting: null }),
  },
}).createMachine({
  id: 'contactForm',
  description: 'The two-step support contact form and its attachments (spec 3 §2-§5, §8, §9).',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  states: {
    form: {
      description: 'The two steps, the sending and what follows (spec 3 §2, §4).',
      initial: 'step1',
      states: {
        step1: {
          description:
            'Step 1: inquiry, user type, title, description, attachments and, for technical issues and bug reports, version and patch (spec 3 §2).',
          meta: { rules: ['CONTACT-1', 'CONTACT-2', 'CONTACT-8'] },
          on: {
            'field.change': {
              guard: {
                type: 'isShownField',
                params: ({ event }) => ({ field: event.field, step: 1 }),
              },
              actions: {
                type: 'setField',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
              description:
                'A field step 1 shows changes (the version block only for technical issues and bug reports); its state follows spec 3 §5.',
              meta: { rules: ['CONTACT-6'] },
            },
            'step.next': [
              {
                guard: 'isStep1Complete',
                target: 'step2',
                description: 'Step 1 complete: 4 valid fields, or 6 (spec 3 §4).',
                meta: { rules: ['CONTACT-3'] },
              },
              {
                actions: 'showStep1Errors',
                description: 'Step 1 incomplete: the invalid fields say why; step 2 stays closed.',
                meta: { rules: ['CONTACT-3'] },
              },
            ],
          },
        },
        step2: {
          description:
            'Step 2: e-mail (checked by the server), name, country, language and the other language (spec 3 §2).',
          meta: { rules: ['CONTACT-1'] },
          initial: 'editing',
          on: {
            'step.back': { target: 'step1', description: 'Back to step 1; nothing is lost.' },
            'field.change': {
              guard: {
                type: 'isShownField',
                params: ({ event }) => ({ field: event.field, step: 2 }),
              },
              actions: {
                type: 'setField',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
              description:
                'A field of step 2 changes; its state follows spec 3 §5 (a new e-mail must be checked by the server again).',
              meta: { rules: ['CONTACT-6', 'CONTACT-7'] },
            },
          },
          states: {
            editing: {
              description: 'The visitor fills step 2.',
              on: {
                'email.check': [
                  {
                    guard: 'isEmailBlank',
                    actions: 'markEmailEmpty',
                    description: 'A blank e-mail is -11, empty, without a call (spec 3 §5).',
                    meta: { rules: ['CONTACT-7'] },
                  },
                  {
                    target: 'checkingEmail',
                    description: 'The e-mail is checked by the server (spec 3 §5).',
                    meta: { rules: ['CONTACT-7'] },
                  },
                ],
                'ticket.send': [
                  {
                    guard: 'canSend',
                    target: '#contactForm.form.sending',
                    description: 'Both steps complete: the ticket is sent (spec 3 §4).',
                    meta: { rules: ['CONTACT-5', 'CONTACT-9'] },
                  },
                  {
                    actions: 'showStep2Errors',
                    description: 'A step is incomplete: nothing is sent (spec 3 §4).',
                    meta: { rules: ['CONTACT-5'] },
                  },
                ],
              },
            },
            checkingEmail: {
              description: 'CheckEmail is asked about the e-mail (spec 3 §5).',
              meta: { rules: ['CONTACT-7'] },
              on: {
                'field.change': {
                  guard: {
                    type: 'isEmailField',
                    params: ({ event }) => ({ field: event.field }),
                  },
                  target: 'editing',
                  actions: {
                    type: 'setField',
                    params: ({ event }) => ({ field: event.field, value: event.value }),
                  },
                  description:
                    'The e-mail changes while the server checks it: the answer about the old one is dropped, the new one must be checked (spec 3 §5).',
                  meta: { rules: ['CONTACT-7'] },
                },
              },
              invoke: {
                id: 'checkEmail',
                src: 'checkEmail',
                input: ({ context }) => ({ email: context.values.email }),
                onDone: {
                  target: 'editing',
                  actions: {
                    type: 'keepEmailCode',
                    params: ({ event }) => ({ code: event.output }),
                  },
                  description:
                    '0 and -5 are accepted; other codes are kept as invalid (spec 3 §5).',
                  meta: { rules: ['CONTACT-7'] },
                },
                onError: [
                  {
                    guard: {
                      type: 'failureRaisesErrorPopup',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'editing',
                    actions: [
                      {
                        type: 'keepFailure',
                        params: ({ event }) => ({ error: event.error, apiName: 'CheckEmail' }),
                      },
                      'reportFailure',
                    ],
                    description:
                      'No answer or a server error: the e-mail stays unchecked, and the global error pop-up (spec 1 §8).',
                    meta: { rules: ['ERRPOP-1'] },
                  },
                  {
                    target: 'editing',
                    description: 'A refused check: the e-mail stays unchecked.',
                    meta: { rules: ['CONTACT-7'] },
                  },
                ],
              },
            },
          },
        },
        sending: {
          description: 'The ticket is being sent; the loader shows (spec 3 §4).',
          meta: { rules: ['CONTACT-9'] },
          invoke: {
            id: 'sendTicket',
            src: 'sendTicket',
            input: ({ context }) => contactRequest(context),
            onDone: [
              {
                guard: { type: 'isSent', params: ({ event }) => ({ errCode: event.output }) },
                target: 'sent',
                actions: 'clearForm',
                description:
                  'errCode 0: every field, the upload list, the language and the user type reset (spec 3 §4).',
                meta: { rules: ['CONTACT-10'] },
              },
              {
                target: '#contactForm.form.step2',
                description:
                  'Another errCode: the loader stops, the form stays as it is, no message (spec 3 §4, §8).',
                meta: { rules: ['CONTACT-11'] },
              },
            ],
            onError: [
              {
                guard: {
                  type: 'failureRaisesErrorPopup',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#contactForm.form.step2',
                actions: [
                  {
                    type: 'keepFailure',
                    params: ({ event }) => ({ error: event.error, apiName: 'zendeskTicketUpload' }),
                  },
                  'reportFailure',
                ],
                description:
                  'A network failure also stops the loader; the form stays; the global error pop-up (spec 1 §8, spec 3 §4).',
                meta: { rules: ['CONTACT-11', 'ERRPOP-1'] },
              },
              {
                target: '#contactForm.form.step2',
                description: 'A refused request: the loader stops and the form stays.',
                meta: { rules: ['CONTACT-11'] },
              },
            ],
          },
        },
        sent: {
          description: 'The ticket was created.',
          always: [
            {
              guard: 'isPageFlow',
              target: 'left',
              actions: ['leaveForComplete', 'navigate'],
              description: 'The visitor goes to the complete page (spec 3 §2, §4).',
              meta: { rules: ['CONTACT-10'] },
            },
            {
              target: 'completed',
              description: 'The alternate flow: the completion modal (spec 3 §2, §4).',
              meta: { rules: ['CONTACT-10'] },
            },
          ],
        },
        completed: {
          description: 'The completion modal over an empty form (spec 3 §2).',
          meta: { rules: ['CONTACT-10'] },
          on: {
            'modal.close': {
              target: 'step1',
              description: 'Closing the modal leaves the empty form at step 1.',
            },
          },
        },
        left: {
          description: 'On the way to /support/contact/complete.',
          meta: { rules: ['CONTACT-10'] },
          type: 'final',
        },
      },
    },
    files: {
      description: 'The attachments: uploads one at a time, deletes (spec 3 §4, §5, §7).',
      initial: 'idle',
      states: {
        idle: {
          description: 'The list of attachments; more may be added or one deleted.',
          on: {
            'files.add': [
              {
                guard: { type: 'isTooBig', params: ({ event }) => ({ files: event.files }) },
                actions: 'markBigFile',
                description:
                  'They would total 50,000,000 bytes or more: the big-file error, nothing sent (spec 3 §5).',
                meta: { rules: ['ATTACH-1'] },
              },
              {
                target: 'uploading',
                actions: { type: 'queueFiles', params: ({ event }) => ({ files: event.files }) },
                description: 'Under the total: each file is sent in turn (spec 3 §7).',
                meta: { rules: ['ATTACH-2'] },
              },
            ],
            'file.delete': {
              guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
              target: 'deleting',
              actions: { type: 'markDeleting', params: ({ event }) => ({ id: event.id }) },
              description: 'zendeskUpLoadFileDelete is asked with its token (spec 3 §4).',
              meta: { rules: ['ATTACH-3'] },
            },
          },
        },
        uploading: {
          description: 'zendeskFileUpload sends the next waiting file; the progress bar follows.',
          meta: { rules: ['ATTACH-2'] },
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context }) => ({
              file: waiting(context)?.file ?? { name: '', size: 0, type: '' },
            }),
            onDone: {
              target: 'nextFile',
              actions: {
                type: 'keepToken',
                params: ({ event }) => ({ token: event.output.token }),
              },
              description: 'Kept: its token goes with the ticket (spec 3 §3).',
              meta: { rules: ['ATTACH-2'] },
            },
            onError: [
              {
                guard: { type: 'isRefusedSize', params: ({ event }) => ({ error: event.error }) },
                target: 'nextFile',
                actions: ['dropWaiting', 'markBigFile'],
                description: 'The server refused the size (413): the big-file error (spec 3 §5).',
                meta: { rules: ['ATTACH-1'] },
              },
              {
                guard: {
                  type: 'failureRaisesErrorPopup',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'nextFile',
                actions: [
                  'dropWaiting',
                  {
                    type: 'keepFailure',
                    params: ({ event }) => ({ error: event.error, apiName: ATTACHMENTS.name }),
                  },
                  'reportFailure',
                ],
                description:
                  'No answer or a server error: the file is dropped; the global error pop-up.',
                meta: { rules: ['ERRPOP-1'] },
              },
              {
                target: 'nextFile',
                actions: 'dropWaiting',
                description: 'Another refusal: the file is dropped from the list.',
                meta: { rules: ['ATTACH-2'] },
              },
            ],
          },
          on: {
            'upload.progress': {
              actions: { type: 'keepProgress', params: ({ event }) => ({ loaded: event.loaded }) },
              description: 'The progress bar moves.',
            },
          },
        },
        nextFile: {
          description: 'Another file waiting is sent; else the list is idle.',
          always: [
            { guard: 'hasWaitingFile', target: 'uploading', description: 'The next file.' },
            { target: 'idle', description: 'Every file is up.' },
          ],
        },
        deleting: {
          description: 'zendeskUpLoadFileDelete is asked (spec 3 §4, §7).',
          meta: { rules: ['ATTACH-3'] },
          invoke: {
            id: 'deleteFile',
            src: 'deleteFile',
            input: ({ context }) => ({
              token: context.attachments.find((a) => a.id === context.deleting)?.token ?? '',
            }),
            onDone: [
              {
                guard: { type: 'isSent', params: ({ event }) => ({ errCode: event.output }) },
                target: 'idle',
                actions: 'removeDeleted',
                description: 'errCode 0: the entry and its token go (spec 3 §4).',
                meta: { rules: ['ATTACH-3'] },
              },
              {
                target: 'idle',
                actions: 'forgetDeleting',
                description: 'Another errCode: nothing changes (spec 3 §4, §8: logged only).',
                meta: { rules: ['ATTACH-3'] },
              },
            ],
            onError: {
              target: 'idle',
              actions: 'forgetDeleting',
              description: 'A failed call: nothing changes (spec 3 §8: logged only).',
              meta: { rules: ['ATTACH-3'] },
            },
          },
        },
      },
    },
  },
})
