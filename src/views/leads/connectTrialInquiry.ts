import type { EventFrom, SnapshotFrom } from 'xstate'
import type {
  FieldStatus,
  TrialChoiceField,
  TrialInquiryContext,
  TrialTextField,
  trialInquiryMachine,
} from '../../machines/leads/trialInquiry.ts'
import type { TrialField } from '../../contract/index.ts'

/** What the trial form shows and the intents it sends (spec 3 §2, §4, §5). */
export interface TrialInquiryApi {
  values: TrialInquiryContext['values']
  newsletter: boolean
  agree: boolean
  fields: Record<TrialField, FieldStatus>
  busy: boolean
  complete: boolean
  formError: TrialInquiryContext['formError']
  attempt: number
  change: (field: TrialTextField | TrialChoiceField, value: string) => void
  blur: (field: TrialTextField) => void
  setNewsletter: (checked: boolean) => void
  setAgree: (checked: boolean) => void
  submit: () => void
  restart: () => void
}

export function connectTrialInquiry(
  state: SnapshotFrom<typeof trialInquiryMachine>,
  send: (event: EventFrom<typeof trialInquiryMachine>) => void,
): TrialInquiryApi {
  const c = state.context
  return {
    values: c.values,
    newsletter: c.newsletter,
    agree: c.agree,
    fields: c.fields,
    busy: state.matches('checking') || state.matches('sending') || state.matches('checked'),
    complete: state.matches('complete'),
    formError: c.formError,
    attempt: c.attempt,
    change: (field, value) => send({ type: 'field.change', field, value }),
    blur: (field) => send({ type: 'field.blur', field }),
    setNewsletter: (checked) => send({ type: 'newsletter.toggle', checked }),
    setAgree: (checked) => send({ type: 'agree.toggle', checked }),
    submit: () => send({ type: 'form.submit' }),
    restart: () => send({ type: 'form.restart' }),
  }
}
