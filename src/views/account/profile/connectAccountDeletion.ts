import type { EventFrom, SnapshotFrom } from 'xstate'
import type { accountDeletionMachine } from '../../../machines/account/accountDeletion.ts'

/** What the deletion section needs from its machine: where it is, the survey and the intents. */
export interface AccountDeletionApi {
  confirming: boolean
  deleting: boolean
  surveyTxt: string
  /** A refusal's errCode, or null. */
  refusedCode: number | null
  failed: boolean
  start: () => void
  changeSurvey: (value: string) => void
  cancel: () => void
  confirm: () => void
}

export function connectAccountDeletion(
  state: SnapshotFrom<typeof accountDeletionMachine>,
  send: (event: EventFrom<typeof accountDeletionMachine>) => void,
): AccountDeletionApi {
  return {
    confirming: state.matches('confirming') || state.matches('deleting'),
    deleting: state.matches('deleting') || state.matches('deleted'),
    surveyTxt: state.context.surveyTxt,
    refusedCode: state.context.refusedCode,
    failed: state.context.error !== null,
    start: () => send({ type: 'deletion.start' }),
    changeSurvey: (value) => send({ type: 'survey.change', value }),
    cancel: () => send({ type: 'deletion.cancel' }),
    confirm: () => send({ type: 'deletion.confirm' }),
  }
}
