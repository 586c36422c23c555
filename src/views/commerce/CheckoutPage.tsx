import { css } from '@emotion/react'
import { useCallback, useEffect, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { US_STATES, type PricingRouteKey } from '../../contract/index.ts'
import {
  checkoutMachine,
  PAYMENT_CHOICES,
  type AddressField,
  type CheckoutAddress,
  type CheckoutInput,
  type CheckoutProduct,
} from '../../machines/commerce/checkout.ts'
import type { OrderLine } from '../../machines/commerce/orderSetup.ts'
import { useCountryOptions } from '../core/useCountryOptions.ts'
import { useHydrated } from '../core/useHydrated.ts'
import { useLanguage } from '../core/useLanguage.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button, ButtonLink } from '../kit/Button.tsx'
import { Checkbox } from '../kit/Checkbox.tsx'
import { Field } from '../kit/Field.tsx'
import { pageEyebrow, pageHead, pageLead, pageTitle, pageWrap } from '../kit/pageText.ts'
import { RadioGroup } from '../kit/RadioGroup.tsx'
import { Select } from '../kit/Select.tsx'
import { Spinner } from '../kit/Spinner.tsx'
import { TextInput } from '../kit/TextInput.tsx'
import { color, font, mq, radius, shadow, space } from '../kit/tokens.ts'
import { connectCheckout } from './connectCheckout.ts'
import { CouponPopup } from './CouponPopup.tsx'
import { formatMoney } from './money.ts'
import { newKeySeed } from './keySeed.ts'
import { BillingCountryPopup } from './BillingCountryPopup.tsx'
import { OrderAlertPopup } from './OrderAlertPopup.tsx'
import { OrderSetupPanel } from './OrderSetupPanel.tsx'
import { RefundPolicyPopup } from './RefundPolicyPopup.tsx'

/** What the route found for the checkout: the pricing route's product, seats and marks, the member. */
export interface CheckoutSetup {
  route: PricingRouteKey
  product: CheckoutProduct
  seats: number
  /** The fewest and most seats of the route's product (step 3 of a company's order). */
  minSeats: number
  maxSeats: number
  /** A company admin buying for its end users: checkout steps 1-4 come first (spec 2 §2, §6). */
  company: boolean
  trial: boolean
  couponCode: string
  userId: string
  country: string
  address: CheckoutAddress
}

/** A member's own order: a new licence for themself, one period. */
const ownLine = (setup: CheckoutSetup): OrderLine => ({
  kind: 'new',
  targetUserId: '',
  myLicenseSeq: 0,
  seats: setup.seats,
  periods: 1,
})

/** Alipay's window (spec 2 §2): 800x500. */
const ALIPAY_WINDOW = 'width=800,height=500'

/** How often the page looks whether the Alipay window has come back or been closed. */
const ALIPAY_WATCH_MS = 500

/** The Alipay window of this page, while it is open. */
let alipayWindow: Window | null = null
const openAlipay = (url: string) => {
  alipayWindow = window.open(url, 'alipay', ALIPAY_WINDOW)
  return alipayWindow
}

/**
 * Whether the Alipay window is done: closed, or back on this site's own pages (the provider sends
 * it to the complete page). While it is on the provider's pages (another origin, or the local
 * sandbox's /sandbox/), it is not.
 */
function isAlipayWindowBack(): boolean {
  if (alipayWindow === null) return false
  if (alipayWindow.closed) return true
  try {
    const at = alipayWindow.location
    return at.origin === window.location.origin && !at.pathname.startsWith('/sandbox/')
  } catch {
    // Another origin (the provider's page) cannot be read: not back yet.
    return false
  }
}

/**
 * The page's own effects: the provider's pages are the server's, not the router's (a full page
 * load), and Alipay opens in its own window (a blocked pop-up falls back to the page itself).
 */
const pageMachine = checkoutMachine.provide({
  actions: {
    openPaymentPage: ({ context }) => window.location.assign(context.paymentUrl),
    openAlipayWindow: ({ context }) => {
      if (openAlipay(context.paymentUrl) === null) window.location.assign(context.paymentUrl)
    },
  },
})

export { formatMoney }

/**
 * /store/checkout (spec 2 §2): for a company admin, steps 1-4 first (the order type, the end user,
 * the seats and periods, the confirmation); then, for every member, steps 5-8: the billing address
 * and its tax, the agreements, a coupon, the payment method and the order. The page renders the
 * machines and sends their intents; prices and taxes are the server's answers.
 */
export function CheckoutPage({ setup }: { setup: CheckoutSetup | null }) {
  const { t } = useTranslation('commerce')
  const [line, setLine] = useState<OrderLine | null>(null)
  const onLine = useCallback((decided: OrderLine) => setLine(decided), [])
  if (setup === null)
    return (
      <div css={pageWrap} data-testid="checkout-no-product">
        <header css={pageHead}>
          <p css={pageEyebrow}>{t('checkout.eyebrow')}</p>
          <h1 css={pageTitle}>{t('checkout.noProduct.title')}</h1>
          <p css={pageLead}>{t('checkout.noProduct.text')}</p>
        </header>
        <ButtonLink to="/pricing">{t('checkout.noProduct.cta')}</ButtonLink>
      </div>
    )
  if (setup.company && line === null)
    return (
      <div css={pageWrap} data-testid="checkout-setup">
        <Heading route={setup.route} />
        <div css={setupWrap}>
          <OrderSetupPanel
            input={{
              route: setup.route,
              prdOptSeq: setup.product.prdOptSeq,
              seats: setup.seats,
              minSeats: setup.minSeats,
              maxSeats: setup.maxSeats,
            }}
            comId={setup.userId}
            onDone={onLine}
          />
        </div>
      </div>
    )
  return <CheckoutForm setup={setup} line={line ?? ownLine(setup)} />
}

/** Checkout steps 5-8 for the order line steps 1-4 decided (or the member's own). */
export function CheckoutForm({ setup, line }: { setup: CheckoutSetup; line: OrderLine }) {
  const { t } = useTranslation('commerce')
  const language = useLanguage()
  const [keySeed] = useState(newKeySeed)
  const input: CheckoutInput = {
    route: setup.route,
    product: setup.product,
    seats: line.seats,
    periods: line.periods,
    kind: line.kind,
    targetUserId: line.targetUserId,
    myLicenseSeq: line.myLicenseSeq,
    trial: setup.trial,
    couponCode: setup.couponCode,
    userId: setup.userId,
    country: setup.country,
    address: setup.address,
    language,
    keySeed,
  }
  const api = useConnect(useProcess(pageMachine, input), connectCheckout)
  const locked = !useHydrated()
  const formLocked =
    locked || api.working || api.ordering || api.currencyHold || api.countryToConfirm !== null

  // Spec 2 §2: the Alipay window sends its opener on to the complete page. When the window comes
  // back to this site (the provider's return) or is closed, it is closed and the payment checked.
  const waitingForAlipay = api.screen === 'alipay' && !api.checkingAlipay
  const checkAlipay = api.checkAlipay
  useEffect(() => {
    if (!waitingForAlipay) return undefined
    const timer = window.setInterval(() => {
      if (!isAlipayWindowBack()) return
      alipayWindow?.close()
      alipayWindow = null
      checkAlipay()
    }, ALIPAY_WATCH_MS)
    return () => window.clearInterval(timer)
  }, [waitingForAlipay, checkAlipay])

  const countries = useCountryOptions(!locked)
  const states = US_STATES.map((s) => ({ value: s, label: s }))

  const problem = (field: AddressField) => {
    const p = api.problems[field]
    if (p === undefined) return undefined
    if (field === 'state') return t('checkout.address.problems.state')
    return t(`checkout.address.problems.${p}`)
  }
  const text = (field: AddressField, autoComplete: string, optional = false) => (
    <Field
      label={optional ? t(`checkout.address.${field}Optional`) : t(`checkout.address.${field}`)}
      error={problem(field)}
    >
      <TextInput
        name={field}
        value={api.address[field]}
        autoComplete={autoComplete}
        disabled={formLocked}
        maxLength={field === 'vatNum' ? 30 : 100}
        onChange={(e) => api.change(field, e.target.value)}
        data-testid={`checkout-${field}`}
      />
    </Field>
  )
  const onSave = (e: SyntheticEvent) => {
    e.preventDefault()
    api.saveAddress()
  }
  const onApply = (e: SyntheticEvent) => {
    e.preventDefault()
    api.applyCoupon()
  }
  // A coupon used in the coupon pop-up is typed into the field and applied (spec 2 §4).
  const { changeCoupon, applyCoupon } = api
  const takeCoupon = useCallback(
    (code: string) => {
      changeCoupon(code)
      applyCoupon()
    },
    [changeCoupon, applyCoupon],
  )
  const isUs = api.address.country.trim().toUpperCase() === 'US'
  const currency = api.price?.currency ?? 'USD'
  const total = api.tax?.total

  if (api.screen === 'loading')
    return (
      <div css={pageWrap} data-testid="checkout" data-screen="loading">
        <Heading route={setup.route} />
        <p css={status}>
          <Spinner /> {t('checkout.loading')}
        </p>
      </div>
    )
  if (api.screen === 'unavailable')
    return (
      <div css={pageWrap} data-testid="checkout" data-screen="unavailable">
        <Heading route={setup.route} />
        <Alert tone="warning" css={narrow}>
          {t('checkout.unavailable.text')}
        </Alert>
        <div css={actions}>
          <Button onClick={api.retry} data-testid="checkout-retry">
            {t('checkout.unavailable.retry')}
          </Button>
          <ButtonLink to="/pricing" variant="secondary">
            {t('checkout.noProduct.cta')}
          </ButtonLink>
        </div>
      </div>
    )

  const summary = (
    <aside
      css={[card, summaryCard]}
      aria-labelledby="checkout-summary"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary" css={sectionTitle}>
        {t('checkout.summary.title')}
      </h2>
      <dl css={facts}>
        <dt>{t('checkout.summary.product')}</dt>
        <dd>{t(`product.names.${setup.route}`)}</dd>
        {line.targetUserId !== '' ? (
          <>
            <dt>{t('setup.confirm.endUser')}</dt>
            <dd data-testid="checkout-end-user">{line.targetUserId}</dd>
            <dt>{t('setup.confirm.kind')}</dt>
            <dd>{t(`setup.kind.names.${line.kind}`)}</dd>
          </>
        ) : null}
        <dt>{t('checkout.summary.seats')}</dt>
        <dd data-testid="checkout-seats">{line.seats}</dd>
        {line.periods > 1 ? (
          <>
            <dt>{t('setup.confirm.periods')}</dt>
            <dd data-testid="checkout-periods">{line.periods}</dd>
          </>
        ) : null}
        {api.price ? (
          <>
            <dt>{t('checkout.summary.price')}</dt>
            <dd data-testid="checkout-list-price">
              {formatMoney(api.price.salePrice, api.price.currency)}
            </dd>
            {api.price.discountPrice > 0 ? (
              <>
                <dt>{t('checkout.summary.discount')}</dt>
                <dd data-testid="checkout-discount">
                  −{formatMoney(api.price.discountPrice, api.price.currency)}
                </dd>
              </>
            ) : null}
            <dt>{t('checkout.summary.subtotal')}</dt>
            <dd data-testid="checkout-price">
              {formatMoney(api.price.payPrice, api.price.currency)}
            </dd>
          </>
        ) : null}
        <dt>{t('checkout.summary.tax')}</dt>
        <dd data-testid="checkout-tax">
          {api.tax
            ? api.tax.reverseCharge
              ? t('checkout.summary.reverseCharge')
              : formatMoney(api.tax.tax, api.tax.currency)
            : t('checkout.summary.taxPending')}
        </dd>
      </dl>
      <p css={totalLine}>
        <span>{t('checkout.summary.total')}</span>
        <strong data-testid="checkout-total">
          {total !== undefined ? formatMoney(total, currency) : '—'}
        </strong>
      </p>
      {setup.trial ? <p css={muted}>{t('checkout.summary.trial')}</p> : null}
      {api.blocked && api.missing.length > 0 ? (
        <Alert
          tone="warning"
          title={t('checkout.order.missingTitle')}
          data-testid="checkout-missing"
        >
          <ul css={missingList}>
            {api.missing.map((m) => (
              <li key={m}>{t(`checkout.order.missing.${m}`)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {api.formError ? (
        <Alert tone="error" data-testid="checkout-error">
          {t('checkout.order.failed')}
        </Alert>
      ) : null}
      <Button
        fullWidth
        loading={api.ordering || api.screen === 'leaving'}
        disabled={locked || api.working || api.currencyHold || api.screen === 'alipay'}
        onClick={api.submit}
        data-testid="checkout-submit"
      >
        {api.ordering || api.screen === 'leaving'
          ? t('checkout.order.working')
          : api.free
            ? t('checkout.order.submitFree')
            : total !== undefined
              ? t('checkout.order.submitTotal', { total: formatMoney(total, currency) })
              : t('checkout.order.submit')}
      </Button>
      <p css={muted}>{t('checkout.order.secure')}</p>
    </aside>
  )

  return (
    <div css={pageWrap} data-testid="checkout" data-screen={api.screen}>
      <Heading route={setup.route} />
      {api.screen === 'alipay' ? (
        <Alert
          tone="info"
          title={t('checkout.alipay.title')}
          css={narrow}
          data-testid="checkout-alipay"
        >
          <span css={alipayBox}>
            {t('checkout.alipay.text')}
            <span css={actions}>
              <Button
                onClick={api.checkAlipay}
                loading={api.checkingAlipay}
                data-testid="checkout-alipay-check"
              >
                {api.checkingAlipay ? t('checkout.alipay.checking') : t('checkout.alipay.check')}
              </Button>
              <Button
                variant="secondary"
                disabled={api.checkingAlipay}
                onClick={() => openAlipay(api.paymentUrl)}
              >
                {t('checkout.alipay.reopen')}
              </Button>
            </span>
          </span>
        </Alert>
      ) : null}
      <div css={layout}>
        <div css={steps}>
          <form
            css={card}
            noValidate
            onSubmit={onSave}
            aria-labelledby="checkout-address"
            data-testid="checkout-address-form"
          >
            <h2 id="checkout-address" css={sectionTitle}>
              {t('checkout.address.title')}
            </h2>
            <p css={muted}>{t('checkout.address.hint')}</p>
            <div css={grid}>
              <Field label={t('checkout.address.country')} error={problem('country')}>
                <Select
                  name="country"
                  options={countries}
                  placeholder={t('checkout.address.chooseCountry')}
                  value={api.address.country}
                  disabled={formLocked}
                  autoComplete="country"
                  onChange={(e) => api.change('country', e.target.value)}
                  data-testid="checkout-country"
                />
              </Field>
              {isUs ? (
                <Field label={t('checkout.address.state')} error={problem('state')}>
                  <Select
                    name="state"
                    options={states}
                    placeholder={t('checkout.address.chooseState')}
                    value={api.address.state}
                    disabled={formLocked}
                    autoComplete="address-level1"
                    onChange={(e) => api.change('state', e.target.value)}
                    data-testid="checkout-state"
                  />
                </Field>
              ) : (
                text('state', 'address-level1', true)
              )}
              <div css={wide}>{text('address1', 'address-line1')}</div>
              <div css={wide}>{text('address2', 'address-line2', true)}</div>
              {text('city', 'address-level2')}
              {text('zipcode', 'postal-code')}
              <div css={wide}>{text('vatNum', 'off', true)}</div>
            </div>
            {api.taxError !== null ? (
              <Alert tone="error" data-testid="checkout-tax-error">
                {t('checkout.address.taxError', { code: api.taxError })}
              </Alert>
            ) : null}
            {api.addressSaved ? (
              <Alert tone="success" data-testid="checkout-address-saved">
                {t('checkout.address.saved')}
              </Alert>
            ) : null}
            {api.currencyHold && api.heldPrice ? (
              <Alert
                tone="warning"
                title={t('checkout.currency.title')}
                data-testid="checkout-currency"
              >
                <span css={alipayBox}>
                  {t('checkout.currency.text', {
                    currency: api.heldPrice.currency,
                    price: formatMoney(api.heldPrice.payPrice, api.heldPrice.currency),
                  })}
                  <span css={actions}>
                    <Button onClick={api.agreeCurrency} data-testid="checkout-currency-agree">
                      {t('checkout.currency.agree')}
                    </Button>
                    <Button variant="secondary" onClick={api.declineCurrency}>
                      {t('checkout.currency.decline')}
                    </Button>
                  </span>
                </span>
              </Alert>
            ) : null}
            <div>
              <Button
                type="submit"
                variant={api.addressSaved ? 'secondary' : 'primary'}
                loading={api.working}
                disabled={formLocked}
                data-testid="checkout-address-save"
              >
                {api.working ? t('checkout.working') : t('checkout.address.save')}
              </Button>
            </div>
          </form>

          <section css={card} aria-labelledby="checkout-agreements">
            <h2 id="checkout-agreements" css={sectionTitle}>
              {t('checkout.agreements.title')}
            </h2>
            <Checkbox
              label={t('checkout.agreements.terms')}
              checked={api.terms}
              disabled={locked || api.ordering}
              onChange={(e) => api.setAgreement('terms', e.target.checked)}
              data-testid="checkout-terms"
            />
            <Checkbox
              label={t('checkout.agreements.refund')}
              checked={api.refund}
              disabled={locked || api.ordering}
              onChange={(e) => api.setAgreement('refund', e.target.checked)}
              data-testid="checkout-refund"
            />
            {api.trialAgreed !== null ? (
              <Checkbox
                label={t('checkout.agreements.trial')}
                checked={api.trialAgreed}
                disabled={locked || api.ordering}
                onChange={(e) => api.setAgreement('trial', e.target.checked)}
                data-testid="checkout-trial"
              />
            ) : null}
          </section>

          <section css={card} aria-labelledby="checkout-coupon">
            <h2 id="checkout-coupon" css={sectionTitle}>
              {t('checkout.coupon.title')}
            </h2>
            <form css={couponRow} noValidate onSubmit={onApply}>
              <Field
                label={t('checkout.coupon.label')}
                error={
                  api.couponNotice !== null && api.couponNotice !== 'applied'
                    ? t(`checkout.coupon.notices.${api.couponNotice}`)
                    : undefined
                }
              >
                <TextInput
                  name="couponCode"
                  value={api.couponInput}
                  maxLength={40}
                  autoComplete="off"
                  disabled={formLocked}
                  onChange={(e) => api.changeCoupon(e.target.value)}
                  data-testid="checkout-coupon-code"
                />
              </Field>
              <Button
                type="submit"
                variant="secondary"
                disabled={formLocked}
                data-testid="checkout-coupon-apply"
              >
                {t('checkout.coupon.apply')}
              </Button>
            </form>
            {/* Outside the code's form: the pop-up's own form must not submit it (React events
                bubble through the portal). */}
            <div>
              <CouponPopup
                input={{
                  prdOptSeq: setup.product.prdOptSeq,
                  productName: t(`product.names.${setup.route}`),
                }}
                disabled={formLocked}
                onUse={takeCoupon}
              />
            </div>
            {api.appliedCoupon !== '' ? (
              <Alert tone="success" data-testid="checkout-coupon-applied">
                <span css={couponApplied}>
                  {t('checkout.coupon.applied', { code: api.appliedCoupon })}
                  <Button
                    variant="text"
                    size="sm"
                    disabled={formLocked}
                    onClick={api.removeCoupon}
                    data-testid="checkout-coupon-remove"
                  >
                    {t('checkout.coupon.remove')}
                  </Button>
                </span>
              </Alert>
            ) : null}
          </section>

          <section css={card} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" css={sectionTitle}>
              {t('checkout.payment.title')}
            </h2>
            {api.free ? (
              <Alert tone="success" data-testid="checkout-free">
                {t('checkout.payment.free', { code: api.appliedCoupon })}
              </Alert>
            ) : (
              <RadioGroup
                legend={t('checkout.payment.legend')}
                name="payMethod"
                value={api.method}
                options={PAYMENT_CHOICES.map((m) => ({
                  value: m,
                  label: t(`checkout.payment.methods.${m}`),
                  disabled: locked || api.ordering,
                }))}
                onChange={api.choose}
              />
            )}
          </section>
        </div>
        {summary}
      </div>
      {api.alert !== null ? <OrderAlertPopup code={api.alert} onClose={api.closeAlert} /> : null}
      {api.refundPolicy !== null ? (
        <RefundPolicyPopup
          policy={api.refundPolicy}
          onAgree={api.agreeRefund}
          onClose={api.closeRefund}
        />
      ) : null}
      {api.countryToConfirm !== null ? (
        <BillingCountryPopup
          country={
            countries.find((c) => c.value === api.countryToConfirm)?.label ?? api.countryToConfirm
          }
          onConfirm={api.confirmCountry}
          onChange={api.changeCountry}
        />
      ) : null}
    </div>
  )
}

function Heading({ route }: { route: PricingRouteKey }) {
  const { t } = useTranslation('commerce')
  return (
    <header css={pageHead}>
      <p css={pageEyebrow}>{t('checkout.eyebrow')}</p>
      <h1 css={pageTitle}>{t('checkout.title')}</h1>
      <p css={pageLead}>{t('checkout.lead', { product: t(`product.names.${route}`) })}</p>
    </header>
  )
}

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: ${space.xl}px;
  align-items: start;
  margin-top: ${space.xxl}px;
  ${mq.upToLg} {
    grid-template-columns: minmax(0, 1fr);
  }
`
const steps = css`
  display: grid;
  gap: ${space.lg}px;
  min-width: 0;
`
const card = css`
  display: grid;
  gap: ${space.md}px;
  padding: ${space.xl}px;
  border-radius: ${radius.md}px;
  background: ${color.paper};
  color: ${color.body};
  border: 1px solid ${color.lineDark};
  box-shadow: ${shadow.card};
  min-width: 0;
  ${mq.upToSm} {
    padding: ${space.lg}px;
  }
`
const summaryCard = css`
  position: sticky;
  top: 96px;
  ${mq.upToLg} {
    position: static;
  }
`
const sectionTitle = css`
  margin: 0;
  font-size: ${font.size.xl}px;
  font-weight: ${font.weight.bold};
`
const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.md}px ${space.lg}px;
  ${mq.upToSm} {
    grid-template-columns: minmax(0, 1fr);
  }
`
const wide = css`
  grid-column: 1 / -1;
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
    overflow-wrap: anywhere;
  }
`
const totalLine = css`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space.md}px;
  margin: 0;
  padding-top: ${space.md}px;
  border-top: 1px solid ${color.lineDark};
  strong {
    font-size: ${font.size.h2}px;
    font-weight: ${font.weight.heavy};
  }
`
const missingList = css`
  margin: 0;
  padding-left: ${space.lg}px;
`
const couponRow = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.md}px;
  align-items: end;
  ${mq.upToSm} {
    grid-template-columns: minmax(0, 1fr);
  }
`
const couponApplied = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm}px;
`
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
  margin-top: ${space.sm}px;
`
const alipayBox = css`
  display: grid;
  gap: ${space.sm}px;
`
const setupWrap = css`
  max-width: 760px;
  margin-top: ${space.xxl}px;
`
const narrow = css`
  max-width: 720px;
  margin-top: ${space.xl}px;
`
const status = css`
  display: flex;
  align-items: center;
  gap: ${space.sm}px;
  margin-top: ${space.xl}px;
`
