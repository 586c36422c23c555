import { css } from '@emotion/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  archiveDownloadStep,
  defaultTrialAudience,
  type TrialAudience,
} from '../../../machines/shell/trialDownload.ts'
import { AccountInfoPage } from '../../account/AccountInfoPage.tsx'
import { AccountLayout, actions, muted } from '../../account/AccountLayout.tsx'
import { connectSession } from '../../account/connectSession.ts'
import { SessionContext } from '../../account/SessionContext.tsx'
import { useConnect } from '../../core/useProcess.ts'
import { useSiteNavigate } from '../../core/useSiteNavigate.ts'
import { Button } from '../../kit/Button.tsx'
import { RadioGroup } from '../../kit/RadioGroup.tsx'

/**
 * /product/trial (spec 1 §6, spec 2 §4): open to everyone. A non-member chooses personal or
 * company; the archive download asks them to sign in first and brings them back with the choice.
 */
export function TrialPage({ type }: { type: string | undefined }) {
  const session = useConnect(SessionContext.useActorRef(), connectSession)
  if (session.signedIn) return <AccountInfoPage page="trial" />
  return <VisitorTrial type={type} />
}

function VisitorTrial({ type }: { type: string | undefined }) {
  const { t } = useTranslation(['account', 'shell'])
  const navigate = useSiteNavigate()
  const [audience, setAudience] = useState<TrialAudience>(() => defaultTrialAudience(null, type))
  const download = () => {
    const step = archiveDownloadStep(false, audience)
    if (step.kind === 'signIn') navigate(step.to)
  }
  return (
    <AccountLayout
      testId="trial-visitor"
      title={t('account:pages.trial.title')}
      lead={t('account:pages.trial.body')}
    >
      <RadioGroup
        legend={t('shell:trial.legend')}
        name="trial-audience"
        value={audience}
        options={[
          { value: 'personal', label: t('shell:trial.personal') },
          { value: 'company', label: t('shell:trial.company') },
        ]}
        onChange={setAudience}
        css={chooser}
      />
      <p css={muted}>{t('shell:trial.signInFirst')}</p>
      <div css={actions}>
        <Button onClick={download} data-testid="trial-download">
          {t('shell:trial.download')}
        </Button>
      </div>
    </AccountLayout>
  )
}

const chooser = css`
  margin-bottom: 8px;
`
