import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import type { SteamStatus } from '../../contract/index.ts'
import { steamClaimMachine } from '../../machines/event/steamClaim.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button } from '../kit/Button.tsx'
import { Field } from '../kit/Field.tsx'
import { TextInput } from '../kit/TextInput.tsx'
import { pageEyebrow, pageHead, pageLead, pageTitle, pageWrap } from '../kit/pageText.ts'
import { connectSteamClaim } from './connectSteamClaim.ts'

const TONE: Record<SteamStatus, 'success' | 'warning' | 'error' | 'info'> = {
  complete: 'success',
  hasItem: 'info',
  overlap: 'warning',
  notItem: 'warning',
  notvaild: 'error',
}

/** /event/steam (spec 3 §2, §4): the Steam ID form, then the status of the claim. */
export function SteamClaimPage({
  memberType,
  status,
}: {
  memberType: number
  status: SteamStatus | null
}) {
  const { t } = useTranslation('event')
  const actor = useProcess(steamClaimMachine, { memberType, status })
  const claim = useConnect(actor, connectSteamClaim)
  return (
    <div css={pageWrap} data-testid="steam-claim-page">
      <header css={pageHead}>
        <p css={pageEyebrow}>{t('steam.eyebrow')}</p>
        <h1 css={pageTitle}>{t('steam.title')}</h1>
        <p css={pageLead}>{t('steam.lead')}</p>
      </header>
      <div css={panel}>
        {claim.status !== null && (
          <Alert tone={TONE[claim.status]} data-status={claim.status} data-testid="steam-status">
            {t(`steam.status.${claim.status}`)}
          </Alert>
        )}
        {claim.mayTryAgain && (
          <Button variant="secondary" onClick={claim.again}>
            {t('steam.again')}
          </Button>
        )}
        {claim.showForm && (
          <form
            css={form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              claim.submit()
            }}
          >
            {claim.failed && <Alert tone="error">{t('steam.failed')}</Alert>}
            <Field
              label={t('steam.steamId')}
              hint={t('steam.steamIdHint')}
              error={claim.blank ? t('steam.blank') : undefined}
            >
              <TextInput
                name="steamId"
                inputMode="numeric"
                autoComplete="off"
                maxLength={64}
                value={claim.steamId}
                onChange={(e) => claim.input(e.target.value)}
              />
            </Field>
            <Button type="submit" loading={claim.checking}>
              {t('steam.claim')}
            </Button>
          </form>
        )}
      </div>
    </div>
  )
}

const panel = css`
  display: grid;
  gap: 20px;
  margin-top: 28px;
  max-width: 560px;
`
const form = css`
  display: grid;
  gap: 16px;
  justify-items: start;
  & > div {
    width: 100%;
  }
`
