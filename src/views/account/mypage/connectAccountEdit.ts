import type { EventFrom, SnapshotFrom } from 'xstate'
import { PASSWORD_RULES, type PasswordRule, type UserInfo } from '../../../contract/index.ts'
import {
  changedOnPartnerSite,
  editableFields,
  type accountEditMachine,
  type DraftKey,
  type Drafts,
  type EditField,
  type EditFlags,
} from '../../../machines/account/accountEdit.ts'
import type { PasswordChangeFailure, RuleState } from '../../../machines/account/passwordChange.ts'

/** What the account page needs from its machine: the member, the open pop-up and the user's intents. */
export interface AccountEditApi {
  loading: boolean
  loadFailed: boolean
  user: UserInfo | null
  /** The rows of the page: each editable field, and whether it is changed on the partner site. */
  rows: { field: EditField; onPartnerSite: boolean }[]
  /** The open pop-up, if any. */
  field: EditField | null
  /** The pop-up is waiting for the billing address. */
  addressLoading: boolean
  busy: boolean
  leaving: boolean
  draft: Drafts
  flags: EditFlags
  rules: { rule: PasswordRule; state: RuleState }[]
  pasted: DraftKey | null
  partnerNotice: boolean
  failure: PasswordChangeFailure | null
  attempt: number
  open: (field: EditField) => void
  change: (key: DraftKey, value: string) => void
  pasteRefused: (key: DraftKey) => void
  altPressed: () => void
  save: () => void
  cancel: () => void
  retry: () => void
}

export function connectAccountEdit(
  state: SnapshotFrom<typeof accountEditMachine>,
  send: (event: EventFrom<typeof accountEditMachine>) => void,
): AccountEditApi {
  const c = state.context
  return {
    loading: state.matches('loading'),
    loadFailed: state.matches('loadFailed'),
    user: c.user,
    rows: editableFields(c.user).map((field) => ({
      field,
      onPartnerSite: changedOnPartnerSite(field, c.user),
    })),
    field: c.field,
    addressLoading: state.matches('loadingAddress'),
    busy:
      state.matches('checkingPassword') ||
      state.matches('passwordChecked') ||
      state.matches('savingField') ||
      state.matches('savingEmail') ||
      state.matches('savingAddress') ||
      state.matches('answered') ||
      state.matches('saved'),
    leaving: state.matches('leaving') || state.matches('saved'),
    draft: c.draft,
    flags: c.flags,
    rules: PASSWORD_RULES.map((rule) => ({ rule, state: c.ruleStates[rule] })),
    pasted: c.pasted,
    partnerNotice: c.partnerNotice,
    failure: c.failure,
    attempt: c.attempt,
    open: (field) => send({ type: 'edit.open', field }),
    change: (key, value) => send({ type: 'draft.change', key, value }),
    pasteRefused: (key) => send({ type: 'field.paste', key }),
    altPressed: () => send({ type: 'key.alt' }),
    save: () => send({ type: 'edit.save' }),
    cancel: () => send({ type: 'edit.cancel' }),
    retry: () => send({ type: 'load.retry' }),
  }
}
