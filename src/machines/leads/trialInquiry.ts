import { assign, fromPromise, setup } from 'xstate'
import {
  isBlank,
  isCompanyUrl,
  isInquiryLongEnough,
  TRIAL_EMAIL_OK_CODES,
  TRIAL_OTHERS,
  type Language,
  type TrialField,
  type TrialInquiryRequest,
  type TrialInquiryResponse,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import {
  checkTrialFields,
  sendTrialInquiry,
  type TrialChecks,
  type TrialChecksInput,
} from '../../services/leads/trial.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

/**
 * The enterprise trial inquiry (spec 3 §2, §3, §4, §5, §7, §8): the form on /product/trial/form
 * and /pricing/trial, its checks (local ones as the visitor leaves a field and on submit, the
 * server's CheckName and CheckEmail on submit), TrialInquiry (the server passes the lead to the
 * CRM, then subscribes the newsletter when ticked) and the completion screen.
 */
export interface TrialInquiryInput {
  language: Language
}

export type TrialTextField = Exclude<TrialField, 'agree'>
export type TrialChoiceField = 'jobTitle' | 'country' | 'domain'
export type TrialProblem = 'blank' | 'invalid' | 'forbidden' | 'short' | 'unchecked' | 'required'

/** Spec 3 §4: initial / success / fail, isValid 0 / 1 / -1. */
export interface FieldStatus {
  state: 'initial' | 'success' | 'fail'
  isValid: 0 | 1 | -1
  problem: TrialProblem | null
}

export interface TrialValues {
  fullName: string
  businessEmail: string
  jobTitle: string
  companyName: string
  country: string
  companyWebpage: string
  domain: string
  inquiry: string
}

export interface TrialInquiryContext {
  language: Language
  values: TrialValues
  newsletter: boolean
  agree: boolean
  fields: Record<TrialField, FieldStatus>
  /** Why the last sending did not complete: a refusal (errCode) or a failure (no answer, HTTP error). */
  formError: 'refused' | 'failed' | null
  error: ApiFailure | null
  /** Counts submissions, so the view can move focus once per outcome. */
  attempt: number
}

export type TrialInquiryEvent =
  | { type: 'field.change'; field: TrialTextField | TrialChoiceField; value: string }
  | { type: 'field.blur'; field: TrialTextField }
  | { type: 'newsletter.toggle'; checked: boolean }
  | { type: 'agree.toggle'; checked: boolean }
  | { type: 'form.submit' }
  | { type: 'form.restart' }

const initial = (): FieldStatus => ({ state: 'initial', isValid: 0, problem: null })
const success = (): FieldStatus => ({ state: 'success', isValid: 1, problem: null })
const fail = (problem: TrialProblem): FieldStatus => ({ state: 'fail', isValid: -1, problem })

const TEXT_FIELDS: readonly TrialTextField[] = [
  'fullName',
  'businessEmail',
  'companyName',
  'companyWebpage',
  'inquiry',
]
/** Checked by the server on submit (spec 3 §5); locally only their blank check. */
const SERVER_CHECKED: readonly TrialTextField[] = ['fullName', 'businessEmail', 'companyName']

const emptyValues = (): TrialValues => ({
  fullName: '',
  businessEmail: '',
  jobTitle: TRIAL_OTHERS,
  companyName: '',
  country: '',
  companyWebpage: '',
  domain: TRIAL_OTHERS,
  inquiry: '',
})
const freshFields = (): Record<TrialField, FieldStatus> => ({
  fullName: initial(),
  businessEmail: initial(),
  companyName: initial(),
  companyWebpage: initial(),
  inquiry: initial(),
  agree: initial(),
})

/**
 * The local check of one field (spec 3 §5): the blank check for all; the web-address pattern;
 * the inquiry's 200 characters. A non-blank name or e-mail stays initial: only the server decides.
 */
export function localStatus(field: TrialTextField, value: string): FieldStatus {
  if (isBlank(value)) return fail('blank')
  if (field === 'companyWebpage') return isCompanyUrl(value) ? success() : fail('invalid')
  if (field === 'inquiry') return isInquiryLongEnough(value) ? success() : fail('short')
  return initial()
}

/** The local check of a field the server checks (the names, the e-mail): blank, or initial until it answers. */
const blankCheck = (value: string): FieldStatus => (isBlank(value) ? fail('blank') : initial())

const localFields = (c: TrialInquiryContext): Record<TrialField, FieldStatus> => ({
  fullName: blankCheck(c.values.fullName),
  businessEmail: blankCheck(c.values.businessEmail),
  companyName: blankCheck(c.values.companyName),
  companyWebpage: localStatus('companyWebpage', c.values.companyWebpage),
  inquiry: localStatus('inquiry', c.values.inquiry),
  agree: c.agree ? success() : fail('required'),
})

/** Spec 3 §5: the server's name codes (negative: an invalid word) and e-mail codes (0, -5 fine; -4; -10). */
export function nameStatus(code: number): FieldStatus {
  if (code === -10) return fail('blank')
  return code < 0 ? fail('forbidden') : success()
}
export function emailStatus(code: number): FieldStatus {
  if (TRIAL_EMAIL_OK_CODES.includes(code)) return success()
  if (code === -10) return fail('blank')
  return fail('invalid')
}

/** The refusal codes of TrialInquiry, as the problem its field shows. */
const refusalProblem = (code: number): TrialProblem =>
  code === -10
    ? 'blank'
    : code === -1001
      ? 'forbidden'
      : code === -2102
        ? 'short'
        : code === -2103
          ? 'required'
          : 'invalid'

export const requestOf = (c: TrialInquiryContext): TrialInquiryRequest => ({
  fullName: c.values.fullName.trim(),
  businessEmail: c.values.businessEmail.trim(),
  jobTitle: c.values.jobTitle as TrialInquiryRequest['jobTitle'],
  companyName: c.values.companyName.trim(),
  country: c.values.country,
  companyWebpage: c.values.companyWebpage.trim(),
  domain: c.values.domain as TrialInquiryRequest['domain'],
  inquiry: c.values.inquiry.trim(),
  newsletter: c.newsletter,
  agree: c.agree,
  language: c.language,
})

const hasFailure = (fields: Record<TrialField, FieldStatus>) =>
  Object.values(fields).some((f) => f.state === 'fail')

export const trialInquiryMachine = setup({
  types: {
    context: {} as TrialInquiryContext,
    input: {} as TrialInquiryInput,
    events: {} as TrialInquiryEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    checkFields: fromPromise<TrialChecks, TrialChecksInput>(({ input }) => checkTrialFields(input)),
    sendInquiry: fromPromise<TrialInquiryResponse, TrialInquiryRequest>(({ input }) =>
      sendTrialInquiry(input),
    ),
  },
  guards: {
    hasLocalProblem: ({ context }) => hasFailure(localFields(context)),
    hasFieldProblem: ({ context }) => hasFailure(context.fields),
    isAccepted: (_, params: { answer: TrialInquiryResponse }) => params.answer.result.errCode === 0,
    isFieldRefusal: (_, params: { answer: TrialInquiryResponse }) =>
      params.answer.field !== undefined,
    /** Spec 1 §8: a network or unexpected failure raises the global error pop-up; a refusal (4xx) does not. */
    failureRaisesErrorPopup: (_, params: { error: unknown }) =>
      raisesErrorPopup(failureOf(params.error)),
  },
  actions: {
    /** Injected by the view: raises the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    editField: assign(
      ({ context }, params: { field: TrialInquiryEvent & { type: 'field.change' } }) => {
        const { field, value } = params.field
        const isText = (TEXT_FIELDS as readonly string[]).includes(field)
        return {
          values: { ...context.values, [field]: value },
          fields: isText ? { ...context.fields, [field]: initial() } : context.fields,
        }
      },
    ),
    checkField: assign({
      fields: ({ context }, params: { field: TrialTextField }) => ({
        ...context.fields,
        [params.field]: localStatus(params.field, context.values[params.field]),
      }),
    }),
    setNewsletter: assign({ newsletter: (_, params: { checked: boolean }) => params.checked }),
    setAgree: assign({
      agree: (_, params: { checked: boolean }) => params.checked,
      fields: ({ context }, params: { checked: boolean }) => ({
        ...context.fields,
        agree: params.checked ? success() : fail('required'),
      }),
    }),
    flagLocal: assign({
      fields: ({ context }) => localFields(context),
      formError: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    startAttempt: assign({
      fields: ({ context }) => localFields(context),
      formError: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    keepChecks: assign({
      fields: ({ context }, params: { checks: TrialChecks }) => ({
        ...context.fields,
        fullName: nameStatus(params.checks.fullName),
        companyName: nameStatus(params.checks.companyName),
        businessEmail: emailStatus(params.checks.businessEmail),
      }),
    }),
    markUnchecked: assign({
      fields: ({ context }) => {
        const fields = { ...context.fields }
        for (const f of SERVER_CHECKED) fields[f] = fail('unchecked')
        return fields
      },
    }),
    flagRefusedField: assign({
      fields: ({ context }, params: { answer: TrialInquiryResponse }) => {
        const field = params.answer.field
        if (field === undefined) return context.fields
        return { ...context.fields, [field]: fail(refusalProblem(params.answer.result.errCode)) }
      },
    }),
    noteRefusal: assign({ formError: 'refused' as const }),
    keepFailure: assign({
      error: (_, params: { error: unknown; apiName: string }) =>
        failureOf(params.error, params.apiName),
      formError: 'failed' as const,
    }),
    resetForm: assign({
      values: emptyValues,
      newsletter: false,
      agree: false,
      fields: freshFields,
      formError: null,
    }),
  },
}).createMachine({
  id: 'trialInquiry',
  description:
    'The enterprise trial inquiry: the form, its checks, TrialInquiry (CRM lead, then newsletter), the completion screen (spec 3 §2, §4, §5, §7).',
  context: ({ input }) => ({
    language: input.language,
    values: emptyValues(),
    newsletter: false,
    agree: false,
    fields: freshFields(),
    formError: null,
    error: null,
    attempt: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form: each field shows its status (initial, success, fail); jobTitle and domain start at Others.',
      meta: { rules: ['TRIAL-1', 'TRIAL-2'] },
      on: {
        'field.change': {
          actions: { type: 'editField', params: ({ event }) => ({ field: event }) },
          description: 'A value changed: its field is initial again until it is checked.',
          meta: { rules: ['TRIAL-1'] },
        },
        'field.blur': {
          actions: { type: 'checkField', params: ({ event }) => ({ field: event.field }) },
          description:
            'Leaving a field checks it here: blank, the web-address pattern, the 200 characters of the inquiry.',
          meta: { rules: ['TRIAL-2', 'TRIAL-3', 'TRIAL-4'] },
        },
        'newsletter.toggle': {
          actions: { type: 'setNewsletter', params: ({ event }) => ({ checked: event.checked }) },
          description: 'The newsletter box is ticked or unticked.',
        },
        'agree.toggle': {
          actions: { type: 'setAgree', params: ({ event }) => ({ checked: event.checked }) },
          description: 'The agreement is ticked (success) or unticked (fail).',
          meta: { rules: ['TRIAL-2'] },
        },
        'form.submit': [
          {
            guard: 'hasLocalProblem',
            actions: 'flagLocal',
            description:
              'A required field is blank, the web address does not match or the inquiry is under 200 characters: nothing is sent, each problem is flagged.',
            meta: { rules: ['TRIAL-2', 'TRIAL-3', 'TRIAL-4'] },
          },
          {
            target: 'checking',
            actions: 'startAttempt',
            description:
              'Every local check holds: the names and the e-mail are asked of the server.',
            meta: { rules: ['TRIAL-5', 'TRIAL-6'] },
          },
        ],
      },
    },
    checking: {
      description: 'CheckName (name, company name) and CheckEmail answer; the form shows a loader.',
      meta: { rules: ['TRIAL-5', 'TRIAL-6'] },
      invoke: {
        id: 'checkFields',
        src: 'checkFields',
        input: ({ context }) => ({
          fullName: context.values.fullName.trim(),
          companyName: context.values.companyName.trim(),
          businessEmail: context.values.businessEmail.trim(),
        }),
        onDone: {
          target: 'checked',
          actions: { type: 'keepChecks', params: ({ event }) => ({ checks: event.output }) },
          description:
            "The server's codes decide: a negative name code is an invalid word; e-mail 0 and -5 fine, -4 invalid, -10 blank.",
          meta: { rules: ['TRIAL-5', 'TRIAL-6'] },
        },
        onError: [
          {
            guard: {
              type: 'failureRaisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'editing',
            actions: [
              'markUnchecked',
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'CheckName' }),
              },
              'reportFailure',
            ],
            description:
              'The checks could not be made (no answer, a server error): the form stays with an error, and the global error pop-up (spec 1 §8).',
            meta: { rules: ['TRIAL-10', 'ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: [
              'markUnchecked',
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'CheckName' }),
              },
            ],
            description: 'The checks were refused (HTTP 4xx): the form stays with an error.',
            meta: { rules: ['TRIAL-10'] },
          },
        ],
      },
    },
    checked: {
      description: 'Reading the checks.',
      always: [
        {
          guard: 'hasFieldProblem',
          target: 'editing',
          description: 'A name holds an invalid word or the e-mail is refused: nothing is sent.',
          meta: { rules: ['TRIAL-5', 'TRIAL-6'] },
        },
        {
          target: 'sending',
          description: 'Every field holds: TrialInquiry is sent.',
          meta: { rules: ['TRIAL-7'] },
        },
      ],
    },
    sending: {
      description:
        'TrialInquiry is sent; the server passes the lead to the CRM, then subscribes the newsletter when ticked. The form shows a loader.',
      meta: { rules: ['TRIAL-7', 'TRIAL-8'] },
      invoke: {
        id: 'sendInquiry',
        src: 'sendInquiry',
        input: ({ context }) => requestOf(context),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'complete',
            actions: 'resetForm',
            description:
              'errCode 0, whatever became of the newsletter: the form resets and the completion screen shows.',
            meta: { rules: ['TRIAL-8', 'TRIAL-9'] },
          },
          {
            guard: { type: 'isFieldRefusal', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: {
              type: 'flagRefusedField',
              params: ({ event }) => ({ answer: event.output }),
            },
            description: 'The server refused a field: it is flagged, the rest stays as typed.',
            meta: { rules: ['TRIAL-10'] },
          },
          {
            target: 'editing',
            actions: 'noteRefusal',
            description: 'Any other refusal: the form stays with an error.',
            meta: { rules: ['TRIAL-10'] },
          },
        ],
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
                params: ({ event }) => ({ error: event.error, apiName: 'TrialInquiry' }),
              },
              'reportFailure',
            ],
            description:
              'TrialInquiry failed (the CRM could not be reached, the network): the form stays, and the global error pop-up (spec 1 §8).',
            meta: { rules: ['TRIAL-10', 'ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: {
              type: 'keepFailure',
              params: ({ event }) => ({ error: event.error, apiName: 'TrialInquiry' }),
            },
            description: 'TrialInquiry was refused (HTTP 4xx): the form stays with an error.',
            meta: { rules: ['TRIAL-10'] },
          },
        ],
      },
    },
    complete: {
      description: 'The completion screen; the form behind it is empty again.',
      meta: { rules: ['TRIAL-8'] },
      on: {
        'form.restart': {
          target: 'editing',
          description: 'The visitor asks to send another inquiry: the empty form.',
        },
      },
    },
  },
})
