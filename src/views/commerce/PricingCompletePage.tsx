import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../kit/Alert.tsx'
import { ButtonLink } from '../kit/Button.tsx'
import { pageEyebrow, pageHead, pageTitle, pageWrap } from '../kit/pageText.ts'
import { space } from '../kit/tokens.ts'

/** The results of /pricing/complete?type= (spec 2 §2): a personal or company order, a failure, a payment in progress. */
export const COMPLETE_TYPES = ['per', 'ent', 'fail', 'progress'] as const
export type CompleteType = (typeof COMPLETE_TYPES)[number]

const NEXT: Record<CompleteType, string> = {
  per: '/mypage/license',
  ent: '/teamconsole',
  fail: '/pricing',
  progress: '/mypage/license',
}
const TONE = { per: 'success', ent: 'success', fail: 'error', progress: 'info' } as const

/** The page an order ends on: its title and text by type, and where to go next. */
export function PricingCompletePage({ type }: { type: CompleteType }) {
  const { t } = useTranslation('commerce')
  return (
    <article css={pageWrap} data-testid="pricing-complete" data-type={type}>
      <header css={pageHead}>
        <p css={pageEyebrow}>{t('product.eyebrow')}</p>
        <h1 css={pageTitle}>{t(`complete.${type}.title`)}</h1>
      </header>
      <Alert tone={TONE[type]} css={box}>
        {t(`complete.${type}.text`)}
      </Alert>
      <div css={actions}>
        <ButtonLink to={NEXT[type]} data-testid="complete-next">
          {t(`complete.${type}.cta`)}
        </ButtonLink>
        <ButtonLink to="/" variant="ghost">
          {t('complete.home')}
        </ButtonLink>
      </div>
    </article>
  )
}

const box = css`
  max-width: 720px;
  margin: 40px 0 0;
`
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
  margin: ${space.lg}px 0 0;
`
