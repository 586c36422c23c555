import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import type { PrdListItem } from '../../contract/index.ts'
import { Alert } from '../kit/Alert.tsx'
import { ButtonLink } from '../kit/Button.tsx'
import { SiteLink } from '../kit/SiteLink.tsx'
import { color, font, mq, radius, shadow, space } from '../kit/tokens.ts'
import { PRICING_TABS, plansOf, type Plan, type PricingTab } from './pricingPlans.ts'

/**
 * The plan overview of /pricing (spec 2 §2): a tab per buyer (personal, enterprise), a card per plan
 * with its price per period in the visitor's currency and a link to its order page, and the free
 * trial. `prdList` is the price list the route loaded (null when it could not be loaded).
 */
export function PricingPage({
  prdList,
  tab,
}: {
  prdList: readonly PrdListItem[] | null
  tab: PricingTab
}) {
  const { t } = useTranslation('commerce')
  const plans = prdList ? plansOf(prdList, tab) : null
  return (
    <article css={wrap} data-testid="pricing-page">
      <header css={head}>
        <p css={eyebrow}>{t('pricing.eyebrow')}</p>
        <h1 css={title}>{t('pricing.title')}</h1>
        <p css={lead}>{t('pricing.lead')}</p>
      </header>
      <nav aria-label={t('pricing.tabs.label')} css={tabs}>
        {PRICING_TABS.map((each) => (
          <SiteLink
            key={each}
            to={`/pricing?type=${each}`}
            css={tabLink}
            aria-current={each === tab ? 'page' : undefined}
          >
            {t(`pricing.tabs.${each}`)}
          </SiteLink>
        ))}
      </nav>
      {plans === null ? (
        <Alert tone="warning" title={t('pricing.unavailable.title')} css={notice}>
          <p>{t('pricing.unavailable.text')}</p>
          <SiteLink to={`/pricing?type=${tab}`}>{t('pricing.unavailable.retry')}</SiteLink>
        </Alert>
      ) : (
        <ul css={grid}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
      <section css={trial} aria-labelledby="pricing-trial">
        <div>
          <h2 id="pricing-trial">{t('pricing.trial.title')}</h2>
          <p>{t('pricing.trial.text')}</p>
        </div>
        <ButtonLink to="/product/trial" variant="secondary">
          {t('pricing.trial.cta')}
        </ButtonLink>
      </section>
    </article>
  )
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('commerce')
  return (
    <li css={card} data-testid={`plan-${plan.id}`}>
      <h2 css={planName}>{t(`pricing.plans.${plan.id}.name`)}</h2>
      <p css={muted}>{t(`pricing.plans.${plan.id}.subTitle`)}</p>
      <p css={kind}>{t(`pricing.networkType.${plan.networkType}`)}</p>
      {plan.chip ? <p css={chip}>{t(`pricing.plans.${plan.id}.chip`)}</p> : null}
      <dl css={prices}>
        {plan.prices.map((p) => (
          <div key={p.period} css={priceRow}>
            <dt css={visuallyHidden}>{t(`pricing.order.${p.period}`)}</dt>
            <dd css={amount}>
              {p.price} <span css={muted}>{t(`pricing.period.${p.period}`)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div css={actions}>
        {plan.prices.map((p, i) => (
          <ButtonLink key={p.period} to={p.orderTo} variant={i === 0 ? 'primary' : 'secondary'}>
            {t(`pricing.order.${p.period}`)}
          </ButtonLink>
        ))}
      </div>
    </li>
  )
}

const wrap = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 72px 32px 110px;
  ${mq.upToMd} {
    padding: 48px 20px 80px;
  }
`
const head = css`
  max-width: 760px;
`
const eyebrow = css`
  margin: 0 0 12px;
  color: ${color.accentStrong};
  font-size: 13px;
  font-weight: ${font.weight.bold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
`
const title = css`
  margin: 0;
  font-size: clamp(32px, 4.4vw, 54px);
  line-height: 1.1;
  letter-spacing: -0.02em;
`
const lead = css`
  margin: 20px 0 0;
  font-size: 18px;
  color: ${color.bodyMuted};
`
const tabs = css`
  display: flex;
  gap: ${space.sm}px;
  margin: 40px 0 0;
`
const tabLink = css`
  padding: 10px 20px;
  border-radius: ${radius.pill}px;
  border: 1px solid ${color.lineDark};
  color: inherit;
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  &[aria-current='page'] {
    background: ${color.accentStrong};
    border-color: ${color.accentStrong};
    color: ${color.onAccent};
  }
`
const notice = css`
  margin: 32px 0 0;
`
const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(250px, 1fr));
  gap: 20px;
  margin: 32px 0 0;
  padding: 0;
  list-style: none;
`
const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm}px;
  padding: 28px 24px;
  border-radius: ${radius.md}px;
  background: ${color.paper};
  border: 1px solid ${color.lineDark};
  box-shadow: ${shadow.card};
`
const planName = css`
  margin: 0;
  font-size: ${font.size.h3}px;
`
const muted = css`
  margin: 0;
  color: ${color.bodyMuted};
  font-size: ${font.size.md}px;
  font-weight: ${font.weight.regular};
`
const kind = css`
  margin: 0;
  font-size: ${font.size.sm}px;
  color: ${color.bodyMuted};
`
const chip = css`
  align-self: flex-start;
  margin: 0;
  padding: 4px 10px;
  border-radius: ${radius.pill}px;
  background: ${color.mist};
  color: ${color.accentStrong};
  font-size: ${font.size.sm}px;
  font-weight: ${font.weight.semibold};
`
const prices = css`
  margin: ${space.md}px 0 0;
`
const priceRow = css`
  margin: 0 0 ${space.xs}px;
`
const amount = css`
  margin: 0;
  font-size: 28px;
  font-weight: ${font.weight.heavy};
`
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
  margin-top: auto;
  padding-top: ${space.lg}px;
`
const trial = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.lg}px;
  margin: 48px 0 0;
  padding: 28px 32px;
  border-radius: ${radius.md}px;
  background: ${color.mist};
  h2 {
    margin: 0;
    font-size: ${font.size.h2}px;
  }
  p {
    margin: ${space.sm}px 0 0;
    color: ${color.bodyMuted};
  }
`
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`
