import type { EventFrom, SnapshotFrom } from 'xstate'
import type { SteamStatus } from '../../contract/index.ts'
import type { steamClaimMachine } from '../../machines/event/steamClaim.ts'

/** What the Steam claim page shows and may do (spec 3 §2, §4). */
export interface SteamClaimApi {
  steamId: string
  showForm: boolean
  blank: boolean
  checking: boolean
  failed: boolean
  status: SteamStatus | null
  mayTryAgain: boolean
  input: (value: string) => void
  submit: () => void
  again: () => void
}

export function connectSteamClaim(
  state: SnapshotFrom<typeof steamClaimMachine>,
  send: (event: EventFrom<typeof steamClaimMachine>) => void,
): SteamClaimApi {
  const checking = state.matches('checkingLicense') || state.matches('checkingOwnership')
  return {
    steamId: state.context.steamId,
    showForm: state.matches('editing') || checking,
    blank: state.context.blank,
    checking,
    failed: state.matches('editing') && state.context.error !== null,
    status: state.matches('result') ? state.context.status : null,
    mayTryAgain: state.can({ type: 'steam.again' }),
    input: (value) => send({ type: 'steam.input', value }),
    submit: () => send({ type: 'steam.submit' }),
    again: () => send({ type: 'steam.again' }),
  }
}
