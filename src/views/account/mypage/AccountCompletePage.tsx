import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../kit/Button.tsx'
import { useConnect } from '../../core/useProcess.ts'
import { connectSession } from '../connectSession.ts'
import { SessionContext } from '../SessionContext.tsx'
import { MyPageLayout, Panel } from './MyPageLayout.tsx'

/**
 * /mypage/account/complete (spec 1 §2): the change is saved. After an e-mail change the new
 * address is unverified until its link is followed (spec 1 §4), so the page says where the link
 * went and offers to send it again.
 */
export function AccountCompletePage({ field }: { field: string | undefined }) {
  const { t } = useTranslation('mypage')
  const { user } = useConnect(SessionContext.useActorRef(), connectSession)
  const email = field === 'email'
  const body = email
    ? t('complete.email')
    : field === 'password'
      ? t('complete.password')
      : t('complete.body')
  return (
    <MyPageLayout testId="account-complete" title={t('complete.title')}>
      <Panel>
        <p role="status" data-testid="account-complete-body">
          {body}
        </p>
        {email && user?.email ? (
          <p data-testid="account-complete-email">
            <strong>{user.email}</strong>
          </p>
        ) : null}
        <div css={actions}>
          <ButtonLink to="/mypage/account" data-testid="account-complete-back">
            {t('complete.back')}
          </ButtonLink>
          <ButtonLink to="/mypage" variant="secondary">
            {t('complete.toMyPage')}
          </ButtonLink>
          {email ? (
            <ButtonLink to="/member/resendverify" variant="ghost">
              {t('complete.resend')}
            </ButtonLink>
          ) : null}
        </div>
      </Panel>
    </MyPageLayout>
  )
}

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
`
