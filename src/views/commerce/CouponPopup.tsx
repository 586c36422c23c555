import { css } from '@emotion/react'
import { useEffect, useEffectEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/formatDate.ts'
import {
  REG_NOTICE,
  couponPopupMachine,
  type CouponPopupInput,
} from '../../machines/commerce/couponPopup.ts'
import { Checkbox } from '../kit/Checkbox.tsx'
import { useLanguage } from '../core/useLanguage.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button, type ButtonSize } from '../kit/Button.tsx'
import { Dialog } from '../kit/Dialog.tsx'
import { Field } from '../kit/Field.tsx'
import { RadioRow } from '../kit/RadioRow.tsx'
import { Spinner } from '../kit/Spinner.tsx'
import { TextInput } from '../kit/TextInput.tsx'
import { color, font, space } from '../kit/tokens.ts'
import { connectCouponPopup, type CouponPopupApi } from './connectCouponPopup.ts'
import { LICENCE_CHECK_FAILED, type Coupon } from '../../contract/index.ts'
import { formatMoney } from './money.ts'

/**
 * The dashboard's own effect: the installer is a download (a full request, not a route), so the
 * browser keeps the page and saves the file.
 */
const pageMachine = couponPopupMachine.provide({
  actions: { download: ({ context }) => window.location.assign(context.installerUrl) },
})

/**
 * "My coupons" (spec 2 §4 coupon pop-up): the member's coupons in the order currency, a code to
 * register, and the coupon to use. At checkout `onUse` hands the chosen code to the checkout; on
 * the dashboard (`input.place`) the coupon is used here: the licence check (step 3), then its
 * pricing route, or the free order and its installer (step 5), or the reason it failed (step 6).
 */
export function CouponPopup({
  input,
  disabled,
  onUse,
  openSize,
}: {
  input: CouponPopupInput
  disabled: boolean
  onUse?: (code: string) => void
  /** The size of the "My coupons" button: small beside the dashboard's other cards. */
  openSize?: ButtonSize
}) {
  const { t } = useTranslation('commerce')
  const api = useConnect(useProcess(pageMachine, input), connectCouponPopup)
  // Each use of a coupon is handed to the checkout once.
  const handOver = useEffectEvent((code: string) => onUse?.(code))
  const { uses, chosen } = api
  useEffect(() => {
    if (uses > 0) handOver(chosen)
  }, [uses, chosen])
  const onRegister = (e: SyntheticEvent) => {
    e.preventDefault()
    // The dialog is portalled, but React events still bubble to the page's forms around it.
    e.stopPropagation()
    api.register()
  }
  return (
    <>
      <Button
        variant="secondary"
        {...(openSize ? { size: openSize } : {})}
        disabled={disabled}
        onClick={api.openPopup}
        data-testid="coupons-open"
      >
        {t('couponPopup.open')}
      </Button>
      {api.step === -1 ? (
        <Alert tone="warning" data-testid="coupons-error">
          {t('couponPopup.listError')}
        </Alert>
      ) : null}
      {api.open ? (
        <Dialog
          title={t('couponPopup.title')}
          size="regular"
          onDismiss={api.close}
          testId="coupons"
          footer={<Footer api={api} />}
        >
          <div css={body} data-step={api.step}>
            {api.step === 1 || api.step === 2 ? (
              <CouponList
                api={api}
                onRegister={onRegister}
                texts={input.place === 'dashboard' ? 'couponPopup.dashboard' : 'couponPopup'}
              />
            ) : (
              <CouponUse api={api} />
            )}
          </div>
        </Dialog>
      ) : null}
    </>
  )
}

/** The dialog's buttons: close, and the step's own action (use the coupon, place the free order). */
function Footer({ api }: { api: CouponPopupApi }) {
  const { t } = useTranslation('commerce')
  const closable = api.step === 1 || api.step === 2 || api.step === 6 || api.stage === 'placed'
  return (
    <>
      <Button
        variant="secondary"
        onClick={api.close}
        disabled={!(closable || (api.stage === 'confirm' && !api.ordering))}
        data-testid="coupons-close"
      >
        {t('couponPopup.close')}
      </Button>
      {api.stage === 'confirm' ? (
        <Button
          onClick={api.order}
          disabled={!api.canOrder}
          loading={api.ordering}
          data-testid="coupons-order"
        >
          {api.ordering ? t('couponPopup.free.ordering') : t('couponPopup.free.order')}
        </Button>
      ) : api.step === 1 || api.step === 2 || api.step === 3 ? (
        <Button
          onClick={api.use}
          disabled={!api.canUse}
          loading={api.checking}
          data-testid="coupons-use"
        >
          {t('couponPopup.use')}
        </Button>
      ) : null}
    </>
  )
}

/** Steps 1 and 2: the coupons, and a code to register. */
function CouponList({
  api,
  onRegister,
  texts,
}: {
  api: CouponPopupApi
  onRegister: (e: SyntheticEvent) => void
  /** Where the list's legend and empty text are: the order's coupons, or all of the member's. */
  texts: 'couponPopup' | 'couponPopup.dashboard'
}) {
  const { t } = useTranslation('commerce')
  const language = useLanguage()
  return (
    <>
      {api.loading ? (
        <p css={status}>
          <Spinner /> {t('couponPopup.loading')}
        </p>
      ) : api.coupons.length === 0 ? (
        <p css={plain} data-testid="coupons-empty">
          {t(`${texts}.empty`)}
        </p>
      ) : (
        <fieldset css={set}>
          <legend css={legend}>{t(`${texts}.legend`)}</legend>
          <div css={list}>
            {api.coupons.map((c) => {
              const expired = c.deActiveDate === 1
              return (
                <RadioRow
                  key={c.couponCode}
                  name="coupon"
                  value={c.couponCode}
                  checked={api.choice === c.couponCode}
                  disabled={expired}
                  onSelect={() => api.pick(c.couponCode)}
                  testId={`coupons-row-${c.couponCode}`}
                >
                  <span css={text}>
                    <strong>
                      {c.couponCode} · <Discount coupon={c} />
                    </strong>
                    <span css={muted}>{c.couponDesc}</span>
                    <span css={muted}>
                      {expired
                        ? t('couponPopup.expired')
                        : t('couponPopup.until', { date: formatDate(c.expiredDt, language) })}
                    </span>
                  </span>
                </RadioRow>
              )
            })}
          </div>
        </fieldset>
      )}
      <form css={register} noValidate onSubmit={onRegister}>
        <Field
          label={t('couponPopup.code')}
          error={
            api.notice !== null && api.notice !== 'registered'
              ? t(`couponPopup.notices.${api.notice}`)
              : undefined
          }
        >
          <TextInput
            name="registerCode"
            value={api.code}
            maxLength={40}
            autoComplete="off"
            disabled={api.loading || api.registering}
            onChange={(e) => api.changeCode(e.target.value)}
            data-testid="coupons-code"
          />
        </Field>
        <Button
          type="submit"
          variant="secondary"
          loading={api.registering}
          disabled={api.loading}
          data-testid="coupons-register"
        >
          {api.registering ? t('couponPopup.registering') : t('couponPopup.register')}
        </Button>
      </form>
      {api.notice === 'registered' ? (
        <Alert tone="success" data-testid="coupons-registered">
          {t('couponPopup.notices.registered')}
        </Alert>
      ) : null}
    </>
  )
}

function Discount({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('commerce')
  return coupon.isDiscountRate
    ? t('couponPopup.rate', { value: coupon.discountValue })
    : t('couponPopup.amount', { amount: formatMoney(coupon.discountValue, coupon.currency) })
}

/** The notice of a refusal in step 6 (spec 2 §8): the licence check, the coupon's own code, or a failed call. */
function refusalKey(code: number | null): string {
  if (code === LICENCE_CHECK_FAILED) return 'couponPopup.refused.licence'
  if (code === 0 || code === null) return 'couponPopup.refused.failed'
  const notice = REG_NOTICE[code]
  return notice ? `couponPopup.notices.${notice}` : 'couponPopup.refused.code'
}

/** Steps 3, 5 and 6 on the dashboard: the licence check, the coupon's use, or why it failed. */
function CouponUse({ api }: { api: CouponPopupApi }) {
  const { t } = useTranslation('commerce')
  const coupon = api.chosenCoupon
  if (api.step === 3 || api.stage === 'pricing')
    return (
      <p css={status} role="status" data-testid="coupons-checking">
        <Spinner /> {api.step === 3 ? t('couponPopup.checking') : t('couponPopup.toPricing')}
      </p>
    )
  if (api.step === 6)
    return (
      <Alert tone="error" data-testid="coupons-refused">
        {t(refusalKey(api.refusal), { code: api.refusal })}
      </Alert>
    )
  if (api.stage === 'placed')
    return (
      <>
        <Alert tone="success" data-testid="coupons-placed">
          {t('couponPopup.free.placed', { orderNo: api.orderNo })}
        </Alert>
        {api.fetchingInstaller ? (
          <p css={status} role="status">
            <Spinner /> {t('couponPopup.free.fetching')}
          </p>
        ) : api.installerUrl !== '' ? (
          <p css={plain}>
            {t('couponPopup.free.downloading')}{' '}
            <a href={api.installerUrl} data-testid="coupons-installer">
              {t('couponPopup.free.download')}
            </a>
          </p>
        ) : (
          <div css={retry}>
            <Alert tone="warning">{t('couponPopup.free.noInstaller')}</Alert>
            <Button
              variant="secondary"
              onClick={api.retryInstaller}
              disabled={!api.canRetryInstaller}
              data-testid="coupons-installer-retry"
            >
              {t('couponPopup.free.retry')}
            </Button>
          </div>
        )}
      </>
    )
  return (
    <>
      <p css={plain} data-testid="coupons-free">
        <strong>
          {api.chosen}
          {coupon ? (
            <>
              {' · '}
              <Discount coupon={coupon} />
            </>
          ) : null}
        </strong>
        <br />
        {coupon?.couponDesc}
      </p>
      <p css={muted}>{t('couponPopup.free.text')}</p>
      <Checkbox
        label={t('couponPopup.free.agree')}
        checked={api.agreed}
        disabled={api.ordering}
        onChange={(e) => api.agree(e.target.checked)}
        data-testid="coupons-agree"
      />
    </>
  )
}

const body = css`
  display: grid;
  gap: ${space.md}px;
`
const status = css`
  display: flex;
  align-items: center;
  gap: ${space.sm}px;
  margin: 0;
`
const plain = css`
  margin: 0;
`
const set = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`
const legend = css`
  padding: 0;
  margin-bottom: ${space.sm}px;
  font-weight: ${font.weight.semibold};
`
const list = css`
  display: grid;
  gap: ${space.xs}px;
  max-height: 380px;
  overflow-y: auto;
`
const text = css`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`
const muted = css`
  color: ${color.bodyMuted};
  font-size: ${font.size.md}px;
`
const retry = css`
  display: grid;
  gap: ${space.sm}px;
  justify-items: start;
`
const register = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.md}px;
  align-items: start;
  > button {
    margin-top: 28px;
  }
`
