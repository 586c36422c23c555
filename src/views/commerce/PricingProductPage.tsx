import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import type { PrdListItem, PricingRouteKey } from '../../contract/index.ts'
import { Alert } from '../kit/Alert.tsx'
import { ButtonLink } from '../kit/Button.tsx'
import { pageEyebrow, pageHead, pageLead, pageTitle, pageWrap } from '../kit/pageText.ts'
import { color, font, radius, shadow, space } from '../kit/tokens.ts'
import { formatPrice, seatsOf } from './pricingPlans.ts'

export interface PricingProductSearch {
  /** Seat count (network, academic). */
  c?: number
  /** A coupon code to apply at checkout. */
  cpcode?: string
  /** `s=t`: an order after the personal trial. */
  s?: 't'
}

/**
 * /pricing/{userType}/{licenseType}/{period} (spec 2 §2): the chosen product, its price in the
 * visitor's currency, the seats (`c`), a coupon (`cpcode`) and the personal-trial mark (`s=t`) it
 * was opened with, and the way on to checkout. `product` is the route's row of the price list
 * (null when the list could not be loaded). The enterprise yearly offer of
 * /pricing/enterprise365/{id}/e365 is this page with its reference.
 */
export function PricingProductPage({
  route,
  product,
  search,
  reference,
}: {
  route: PricingRouteKey
  product: PrdListItem | null
  search: PricingProductSearch
  reference?: string
}) {
  const { t } = useTranslation('commerce')
  const seats = seatsOf(route, search.c)
  return (
    <article css={pageWrap} data-testid="pricing-product" data-route={route}>
      <header css={pageHead}>
        <p css={pageEyebrow}>
          {t(reference === undefined ? 'product.eyebrow' : 'product.enterprise365.eyebrow')}
        </p>
        <h1 css={pageTitle}>{t(`product.names.${route}`)}</h1>
        <p css={pageLead}>{t('product.lead')}</p>
      </header>
      {product === null ? (
        <Alert tone="warning" css={box}>
          {t('product.unavailable')}
        </Alert>
      ) : (
        <section css={[box, summary]} aria-label={t(`product.names.${route}`)}>
          {reference !== undefined ? (
            <p css={muted} data-testid="pricing-reference">
              {t('product.enterprise365.reference', { id: reference })}
            </p>
          ) : null}
          <p css={muted}>{t('product.version', { version: product.version })}</p>
          <dl css={facts}>
            <dt>{t('product.price')}</dt>
            <dd data-testid="product-price">
              {formatPrice(product.salePrice, product.currency)}
              {seats > 1 ? <span css={muted}> {t('product.perSeat')}</span> : null}
            </dd>
            <dt>{t('product.seats')}</dt>
            <dd data-testid="product-seats">{seats}</dd>
            <dt>{t('product.total')}</dt>
            <dd data-testid="product-total" css={total}>
              {formatPrice(product.salePrice * seats, product.currency)}
            </dd>
          </dl>
          {search.cpcode ? (
            <Alert tone="info" data-testid="product-coupon">
              {t('product.coupon', { code: search.cpcode })}
            </Alert>
          ) : null}
          {search.s === 't' ? (
            <Alert tone="info" data-testid="product-trial">
              {t('product.trial')}
            </Alert>
          ) : null}
          <div css={actions}>
            <ButtonLink to={checkoutPathOf(route, search)} data-testid="product-checkout">
              {t('product.checkout')}
            </ButtonLink>
            <ButtonLink to="/pricing" variant="secondary">
              {t('product.back')}
            </ButtonLink>
          </div>
        </section>
      )}
    </article>
  )
}

/** /store/checkout with what checkout needs of this route: the route, its seats, coupon and trial mark. */
export function checkoutPathOf(route: PricingRouteKey, search: PricingProductSearch): string {
  const query = new URLSearchParams({ route })
  if (search.c !== undefined) query.set('c', String(search.c))
  if (search.cpcode !== undefined) query.set('cpcode', search.cpcode)
  if (search.s !== undefined) query.set('s', search.s)
  return `/store/checkout?${query.toString()}`
}

const box = css`
  max-width: 560px;
  margin: 40px 0 0;
`
const summary = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md}px;
  padding: 28px 24px;
  border-radius: ${radius.md}px;
  background: ${color.paper};
  border: 1px solid ${color.lineDark};
  box-shadow: ${shadow.card};
`
const muted = css`
  margin: 0;
  color: ${color.bodyMuted};
  font-size: ${font.size.md}px;
`
const facts = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.sm}px ${space.lg}px;
  margin: 0;
  dt {
    color: ${color.bodyMuted};
  }
  dd {
    margin: 0;
    font-weight: ${font.weight.semibold};
    text-align: right;
  }
`
const total = css`
  font-size: 28px;
  font-weight: ${font.weight.heavy};
`
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
`
