import type { EventFrom, SnapshotFrom } from 'xstate'
import {
  requiredState,
  SubmissionCode,
  type FieldState,
  type SubmissionKind,
  type SubmitterType,
} from '../../contract/index.ts'
import {
  TEXT_FIELDS,
  type Alert,
  type ChosenZip,
  type CommunitySubmissionContext,
  type communitySubmissionMachine,
  type Popup,
  type TextField,
} from '../../machines/event/communitySubmission.ts'

/** What a field shows beside it: nothing, or the rule it breaks (spec 3 §5). */
export type FieldProblem = 'blank' | 'email' | 'steamId' | null

/** The problem a field's state tells; `initial` and `success` tell none. */
export function problemOf(state: FieldState): FieldProblem {
  if (state === 'blank') return 'blank'
  if (state === 'vaild') return 'email'
  if (state === 'min') return 'steamId'
  return null
}

/**
 * Whether the member has tried to send: every field then shows its state (the machine's
 * `showEveryState` leaves none `initial`). Choices and agreements are flagged only from then on.
 */
export const hasTried = (c: Pick<CommunitySubmissionContext, 'states'>): boolean =>
  TEXT_FIELDS.every((f) => c.states[f] !== 'initial')

/** What the community submission page shows and may do (spec 3 §2-§5, §8, §9). */
export interface CommunitySubmissionApi {
  kind: SubmissionKind
  values: CommunitySubmissionContext['values']
  problems: Record<TextField, FieldProblem>
  country: string
  memberType: SubmitterType | ''
  memberTypeMissing: boolean
  agreeTerms: boolean
  agreePrivacy: boolean
  termsMissing: boolean
  privacyMissing: boolean
  zip: { name: string; size: number } | null
  alert: Alert | null
  popup: Popup | null
  /** Every required field and both agreements: the send button looks enabled (spec 3 §4). */
  ready: boolean
  /** The form is shown (editing or sending, or the moment of success before it fades). */
  showForm: boolean
  sending: boolean
  /** The form fades out after success (spec 3 §4: 500 ms). */
  fading: boolean
  /** Upload progress in percent; null when hidden. */
  progress: number | null
  /** The success state (spec 3 §4). */
  success: boolean
  mayStartOver: boolean
  /** A failure other than the zip alerts: the form stays, with a message. */
  failed: boolean
  change: (field: TextField, value: string) => void
  chooseCountry: (value: string) => void
  chooseMemberType: (value: SubmitterType) => void
  chooseKind: (value: SubmissionKind) => void
  chooseZip: (zip: ChosenZip) => void
  removeZip: () => void
  toggleTerms: () => void
  togglePrivacy: () => void
  openTerms: () => void
  openPrivacy: () => void
  closePopup: () => void
  closeAlert: () => void
  submit: (scrollY: number) => void
  startOver: () => void
}

const ZIP_CODES: readonly number[] = [SubmissionCode.tooLarge, SubmissionCode.noZip]

export function connectCommunitySubmission(
  state: SnapshotFrom<typeof communitySubmissionMachine>,
  send: (event: EventFrom<typeof communitySubmissionMachine>) => void,
): CommunitySubmissionApi {
  const c = state.context
  const tried = hasTried(c)
  const editing = state.matches({ form: 'editing' })
  const sending = state.matches({ form: 'uploading' }) || state.matches({ form: 'checking' })
  const sent = state.matches({ form: 'sent' })
  return {
    kind: c.kind,
    values: c.values,
    problems: Object.fromEntries(TEXT_FIELDS.map((f) => [f, problemOf(c.states[f])])) as Record<
      TextField,
      FieldProblem
    >,
    country: c.country,
    memberType: c.memberType,
    memberTypeMissing: tried && c.memberType === '',
    agreeTerms: c.agreeTerms,
    agreePrivacy: c.agreePrivacy,
    termsMissing: tried && !c.agreeTerms,
    privacyMissing: tried && !c.agreePrivacy,
    zip: c.zip ? { name: c.zip.name, size: c.zip.size } : null,
    alert: c.alert,
    popup: c.popup,
    ready:
      editing &&
      c.agreeTerms &&
      c.agreePrivacy &&
      c.memberType !== '' &&
      TEXT_FIELDS.every((f) => f === 'url' || requiredState(c.values[f]) === 'success'),
    showForm: editing || sending || sent,
    sending,
    fading: state.matches({ form: { sent: 'fading' } }),
    progress: c.progress,
    success: state.matches({ form: 'restoring' }) || state.matches({ form: 'done' }),
    mayStartOver: state.can({ type: 'submission.again' }),
    failed: editing && c.error !== null && !ZIP_CODES.includes(c.error.code),
    change: (field, value) => send({ type: 'field.change', field, value }),
    chooseCountry: (value) => send({ type: 'country.choose', value }),
    chooseMemberType: (value) => send({ type: 'memberType.choose', value }),
    chooseKind: (value) => send({ type: 'kind.choose', value }),
    chooseZip: (zip) => send({ type: 'zip.choose', zip }),
    removeZip: () => send({ type: 'zip.remove' }),
    toggleTerms: () => send({ type: 'terms.toggle' }),
    togglePrivacy: () => send({ type: 'privacy.toggle' }),
    openTerms: () => send({ type: 'terms.open' }),
    openPrivacy: () => send({ type: 'privacy.open' }),
    closePopup: () => send({ type: 'popup.close' }),
    closeAlert: () => send({ type: 'alert.close' }),
    submit: (scrollY) => send({ type: 'submission.submit', scrollY }),
    startOver: () => send({ type: 'submission.again' }),
  }
}
