import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../kit/Button.tsx'
import { alpha, color, gradient, mq, palette, radius } from '../../kit/tokens.ts'
import { CONNECT, helpCenterUrl } from '../../../machines/shell/siteLinks.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { errorContent, type ErrorAction } from '../../../machines/shell/errorContent.ts'

const TARGET: Record<Exclude<ErrorAction, 'helpCenter'>, string> = {
  main: '/',
  pricing: '/pricing',
  contact: '/support/contact',
  connect: CONNECT.global,
}

/** A full-page error (spec 1 §2) for a status code and the path that failed. */
export function ErrorPage({ status, pathname }: { status: number; pathname: string }) {
  const { t } = useTranslation('errors')
  const language = useLanguage()
  const content = errorContent(status, pathname)
  return (
    <section css={page} data-testid="error-page" data-status={status}>
      <div css={glow} aria-hidden="true" />
      <div css={inner}>
        <p css={code}>{status}</p>
        <h1 css={title}>{t(`page.${content.headline}.title`)}</h1>
        <p css={text}>{t(`page.${content.headline}.text`)}</p>
        {content.storeMoved ? (
          <p css={hint} data-testid="store-moved">
            {t('page.storeMoved')}
          </p>
        ) : null}
        <div css={buttons}>
          {content.actions.map((action, i) => (
            <ButtonLink
              key={action}
              to={action === 'helpCenter' ? helpCenterUrl(language) : TARGET[action]}
              variant={i === 0 ? 'light' : 'ghost'}
              data-testid={`error-action-${action}`}
            >
              {t(`actions.${action}`)}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  )
}

const page = css`
  position: relative;
  overflow: hidden;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 48px 20px;
  background: ${color.ink};
  color: ${color.text};
  text-align: center;
`
const glow = css`
  position: absolute;
  inset: -20% -10% auto;
  height: 80%;
  background: radial-gradient(50% 60% at 50% 40%, ${alpha(palette.violet, 0.35)}, transparent 70%);
  pointer-events: none;
`
const inner = css`
  position: relative;
  max-width: 720px;
`
const code = css`
  margin: 0;
  font-size: clamp(96px, 18vw, 180px);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  background: ${gradient.brand};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`
const title = css`
  margin: 12px 0 10px;
  font-size: 32px;
  letter-spacing: 0.08em;
  ${mq.upToSm} {
    font-size: 24px;
  }
`
const text = css`
  margin: 0 auto;
  max-width: 520px;
  color: ${color.textMuted};
  font-size: 16px;
`
const hint = css`
  margin: 20px auto 0;
  max-width: 520px;
  padding: 14px 18px;
  border: 1px solid ${alpha(palette.violetSoft, 0.4)};
  border-radius: ${radius.md}px;
  background: ${alpha(palette.violet, 0.12)};
  color: ${color.text};
`
const buttons = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 32px;
`
