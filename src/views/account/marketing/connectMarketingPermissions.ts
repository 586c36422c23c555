import type { EventFrom, SnapshotFrom } from 'xstate'
import type { Language } from '../../../contract/index.ts'
import {
  jobCodes,
  type JobList,
  type marketingPermissionsMachine,
} from '../../../machines/account/marketingPermissions.ts'
import type { ShellPopupStatus } from '../../../machines/shell/shellPopups.ts'

/** What the marketing-permissions pop-up shows and what its controls send (spec 1 §2, §4, §7). */
export interface MarketingPermissionsApi {
  open: boolean
  /** For the shell's one-at-a-time rule. */
  status: ShellPopupStatus
  saving: boolean
  /** Occupation (personal users) or industry (company users). */
  list: JobList
  /** The codes of that list, Others (99) last. */
  codes: number[]
  newsletter: boolean
  language: Language
  job: number | null
  jobMissing: boolean
  /** The code of a refused or failed save, or null. */
  errorCode: number | null
  setNewsletter: (on: boolean) => void
  setLanguage: (language: Language) => void
  setJob: (job: number) => void
  save: () => void
  close: () => void
  escape: () => void
  outsideClick: () => void
}

export function connectMarketingPermissions(
  state: SnapshotFrom<typeof marketingPermissionsMachine>,
  send: (event: EventFrom<typeof marketingPermissionsMachine>) => void,
): MarketingPermissionsApi {
  const c = state.context
  const open = state.matches('editing') || state.matches('saving')
  return {
    open,
    status: open
      ? 'open'
      : state.matches('checking') || state.matches('deciding') || state.matches('checkingMemory')
        ? 'deciding'
        : 'hidden',
    saving: state.matches('saving'),
    list: c.list,
    codes: jobCodes(c.list),
    newsletter: c.newsletter,
    language: c.preferredLang,
    job: c.job,
    jobMissing: c.jobMissing,
    errorCode: c.refusedCode ?? c.error?.code ?? null,
    setNewsletter: (on) => send({ type: 'marketing.newsletter', on }),
    setLanguage: (language) => send({ type: 'marketing.language', language }),
    setJob: (job) => send({ type: 'marketing.job', job }),
    save: () => send({ type: 'marketing.save' }),
    close: () => send({ type: 'marketing.close' }),
    escape: () => send({ type: 'marketing.escape' }),
    outsideClick: () => send({ type: 'marketing.outsideClick' }),
  }
}
