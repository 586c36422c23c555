import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { useConnect } from '../../core/useProcess.ts'
import { SiteLink } from '../../kit/SiteLink.tsx'
import { palette, space } from '../../kit/tokens.ts'
import { connectSession } from '../connectSession.ts'
import { SessionContext } from '../SessionContext.tsx'

/**
 * The top banner asking to resend the verification e-mail (spec 1 §2, pop-ups in the shell): for a
 * signed-in member whose e-mail is not verified, on every page but the account pages (/member/…),
 * which say it themselves. Its link opens /member/resendverify with the throttled resend button.
 */
export function VerifyBanner({ path }: { path: string }) {
  const { t } = useTranslation('verifyBanner')
  const { user } = useConnect(SessionContext.useActorRef(), connectSession)
  if (!user || user.isVerifyEmail || user.email === '' || path.startsWith('/member/')) return null
  return (
    <aside css={bar} aria-label={t('text')} data-testid="verify-banner">
      <span>{t('text')}</span>
      <SiteLink to="/member/resendverify" css={link}>
        {t('action')}
      </SiteLink>
    </aside>
  )
}

const bar = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${space.xs}px ${space.md}px;
  padding: ${space.sm}px ${space.lg}px;
  background: ${palette.amberPale};
  color: ${palette.amberDeep};
  font-size: 14px;
  text-align: center;
`
const link = css`
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
`
