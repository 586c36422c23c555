import { css } from '@emotion/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PrdListItem } from '../../contract/index.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button, ButtonLink } from '../kit/Button.tsx'
import { Segmented } from '../kit/Segmented.tsx'
import { SiteLink } from '../kit/SiteLink.tsx'
import { color, font, mq, radius, shadow, space } from '../kit/tokens.ts'
import { pricingPageMachine, type Period } from '../../machines/commerce/pricingPage.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { Dialog } from '../kit/Dialog.tsx'
import { connectPricingPage } from './connectPricingPage.ts'
import {
  PRICING_TABS,
  plansOf,
  priceIn,
  promotionPrices,
  renewalPrices,
  tabOf,
  type Plan,
  type PricingType,
} from './pricingPlans.ts'

/**
 * The plan overview of /pricing (spec 2 §1-§3): a tab per buyer (personal, enterprise), the
 * yearly/monthly toggle, a card per plan with every field of spec 2 §3's pricing card in the
 * visitor's currency and a link to its order page, the promotion of the 2021 window, the renewal
 * notice, the enterprise notice and the free trial. `prdList` is the price list the route loaded
 * (null when it could not be loaded); the toggle and the notices are the pricingPage machine's.
 */
export function PricingPage({
  prdList,
  type,
  openedAt,
}: {
  prdList: readonly PrdListItem[] | null
  type: PricingType | undefined
  /** When the page opened (ms since the epoch); the model runs give the day of their story. */
  openedAt?: number
}) {
  const { t } = useTranslation('commerce')
  const tab = tabOf(type)
  // The clock the promotion window is checked against, read once when the page opens.
  const [now] = useState(() => openedAt ?? Date.now())
  const actor = useProcess(pricingPageMachine, { type: type ?? 'personal', now })
  const page = useConnect(actor, connectPricingPage)
  const plans = prdList ? plansOf(prdList, tab) : null
  const renewal = prdList ? renewalPrices(prdList) : null
  const promotion =
    prdList && page.promotion && tab === 'personal' ? promotionPrices(prdList) : null
  const highlighted = type === 'student' ? 'student' : type === 'academic' ? 'academic' : null
  return (
    <article css={wrap} data-testid="pricing-page" data-period={page.period}>
      <header css={head}>
        <p css={eyebrow}>{t('pricing.eyebrow')}</p>
        <h1 css={title}>{t('pricing.title')}</h1>
        <p css={lead}>{t('pricing.lead')}</p>
      </header>
      <div css={bar}>
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
        <Segmented
          label={t('pricing.toggle.label')}
          value={page.period}
          onChange={page.choosePeriod}
          options={(['year', 'month'] as const).map((period) => ({
            value: period,
            label: t(`pricing.toggle.${period}`),
            testId: `pricing-toggle-${period}`,
          }))}
        />
      </div>
      {promotion ? (
        <Alert tone="info" title={t('pricing.promotion.title')} css={notice}>
          <p data-testid="pricing-promotion">{t('pricing.promotion.text', promotion)}</p>
        </Alert>
      ) : null}
      {plans === null ? (
        <Alert tone="warning" title={t('pricing.unavailable.title')} css={notice}>
          <p>{t('pricing.unavailable.text')}</p>
          <SiteLink to={`/pricing?type=${type ?? tab}`}>{t('pricing.unavailable.retry')}</SiteLink>
        </Alert>
      ) : (
        <ul css={grid}>
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              period={page.period}
              highlighted={plan.id === highlighted}
            />
          ))}
        </ul>
      )}
      {renewal ? (
        <p css={renewalLine}>
          <Button variant="text" data-testid="pricing-renewal-open" onClick={page.openRenewal}>
            {t('pricing.renewal.open')}
          </Button>
        </p>
      ) : null}
      <section css={trial} aria-labelledby="pricing-trial">
        <div>
          <h2 id="pricing-trial">{t('pricing.trial.title')}</h2>
          <p>{t('pricing.trial.text')}</p>
        </div>
        <ButtonLink to="/product/trial" variant="secondary">
          {t('pricing.trial.cta')}
        </ButtonLink>
      </section>
      {page.notice === 'renewal' && renewal ? (
        <Dialog
          title={t('pricing.renewal.title')}
          onDismiss={page.closeNotice}
          testId="pricing-renewal"
          size="L"
          footer={<Button onClick={page.closeNotice}>{t('pricing.renewal.close')}</Button>}
        >
          <p>{t('pricing.renewal.text')}</p>
          <ul css={renewalList}>
            <li>{t('pricing.renewal.standalone', { price: renewal.standalone })}</li>
            <li>{t('pricing.renewal.network', { price: renewal.network })}</li>
          </ul>
        </Dialog>
      ) : null}
      {page.notice === 'enterprise' ? (
        <Dialog
          title={t('pricing.enterpriseNotice.title')}
          onDismiss={page.closeNotice}
          testId="pricing-enterprise-notice"
          size="L"
          footer={
            <>
              <ButtonLink to="/support/contact" variant="secondary">
                {t('pricing.enterpriseNotice.contact')}
              </ButtonLink>
              <Button onClick={page.closeNotice}>{t('pricing.enterpriseNotice.close')}</Button>
            </>
          }
        >
          <p>{t('pricing.enterpriseNotice.text')}</p>
        </Dialog>
      ) : null}
    </article>
  )
}

function PlanCard({
  plan,
  period,
  highlighted,
}: {
  plan: Plan
  period: Period
  highlighted: boolean
}) {
  const { t } = useTranslation('commerce')
  const price = priceIn(plan, period)
  const yearOnly = plan.prices.every((p) => p.period === 'year')
  return (
    <li
      css={[card, highlighted && cardHighlighted]}
      style={{ order: plan.order }}
      data-testid={`plan-${plan.id}`}
      data-group={plan.group}
      data-order={plan.order}
    >
      {highlighted ? <p css={chip}>{t('pricing.highlight')}</p> : null}
      <h2 css={planName}>{t(`pricing.plans.${plan.id}.name`)}</h2>
      <p css={muted}>{t(`pricing.plans.${plan.id}.subTitle`)}</p>
      <p css={kind} data-testid="plan-network-type">
        {t(`pricing.networkType.${plan.networkType}`)}
      </p>
      {plan.chip ? <p css={chip}>{t(`pricing.plans.${plan.id}.chip`)}</p> : null}
      {price ? (
        <p css={amount} data-testid="plan-price">
          {price.price} <span css={muted}>{t(`pricing.period.${price.period}`)}</span>
        </p>
      ) : null}
      {yearOnly ? <p css={kind}>{t('pricing.toggle.yearOnly')}</p> : null}
      <p css={info}>{t(`pricing.plans.${plan.id}.infoText`)}</p>
      <p css={kind} data-testid="plan-seats">
        {t('pricing.seats', { count: plan.seats })}
      </p>
      <div>
        <h3 css={reqTitle}>{t('pricing.requirementsTitle')}</h3>
        <ul css={reqList}>
          {plan.requirements.map((r) => (
            <li key={r}>{t(`pricing.requirements.${r}`)}</li>
          ))}
        </ul>
      </div>
      {price ? (
        <div css={actions}>
          <ButtonLink to={price.orderTo} variant="primary" data-testid="plan-order">
            {t(`pricing.order.${price.period}`)}
          </ButtonLink>
        </div>
      ) : null}
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
const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md}px;
  margin: 40px 0 0;
`
const tabs = css`
  display: flex;
  gap: ${space.sm}px;
`
const cardHighlighted = css`
  border: 2px solid ${color.accentStrong};
`
const info = css`
  margin: 0;
  font-size: ${font.size.md}px;
`
const reqTitle = css`
  margin: ${space.sm}px 0 ${space.xs}px;
  font-size: ${font.size.sm}px;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${color.bodyMuted};
`
const reqList = css`
  margin: 0;
  padding-left: 18px;
  font-size: ${font.size.sm}px;
  color: ${color.bodyMuted};
`
const renewalLine = css`
  margin: ${space.lg}px 0 0;
`
const renewalList = css`
  margin: ${space.sm}px 0 0;
  padding-left: 18px;
  font-weight: ${font.weight.semibold};
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
