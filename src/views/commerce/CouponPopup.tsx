import { css } from '@emotion/react'
import { useEffect, useEffectEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/formatDate.ts'
import { couponPopupMachine, type CouponPopupInput } from '../../machines/commerce/couponPopup.ts'
import { useLanguage } from '../core/useLanguage.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button } from '../kit/Button.tsx'
import { Dialog } from '../kit/Dialog.tsx'
import { Field } from '../kit/Field.tsx'
import { RadioRow } from '../kit/RadioRow.tsx'
import { Spinner } from '../kit/Spinner.tsx'
import { TextInput } from '../kit/TextInput.tsx'
import { color, font, space } from '../kit/tokens.ts'
import { connectCouponPopup } from './connectCouponPopup.ts'
import { formatMoney } from './money.ts'

/**
 * "My coupons" of checkout (spec 2 §4 coupon pop-up): the member's coupons in the order currency,
 * a code to register, and the coupon to use; `onUse` hands the chosen code to the checkout.
 */
export function CouponPopup({
  input,
  disabled,
  onUse,
}: {
  input: CouponPopupInput
  disabled: boolean
  onUse: (code: string) => void
}) {
  const { t } = useTranslation('commerce')
  const language = useLanguage()
  const api = useConnect(useProcess(couponPopupMachine, input), connectCouponPopup)
  // Each use of a coupon is handed to the checkout once.
  const handOver = useEffectEvent((code: string) => onUse(code))
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
          footer={
            <>
              <Button variant="secondary" onClick={api.close} data-testid="coupons-close">
                {t('couponPopup.close')}
              </Button>
              <Button onClick={api.use} disabled={!api.canUse} data-testid="coupons-use">
                {t('couponPopup.use')}
              </Button>
            </>
          }
        >
          <div css={body} data-step={api.step}>
            {api.loading ? (
              <p css={status}>
                <Spinner /> {t('couponPopup.loading')}
              </p>
            ) : api.coupons.length === 0 ? (
              <p css={plain} data-testid="coupons-empty">
                {t('couponPopup.empty')}
              </p>
            ) : (
              <fieldset css={set}>
                <legend css={legend}>{t('couponPopup.legend')}</legend>
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
                            {c.couponCode} ·{' '}
                            {c.isDiscountRate
                              ? t('couponPopup.rate', { value: c.discountValue })
                              : t('couponPopup.amount', {
                                  amount: formatMoney(c.discountValue, c.currency),
                                })}
                          </strong>
                          <span css={muted}>{c.couponDesc}</span>
                          <span css={muted}>
                            {expired
                              ? t('couponPopup.expired')
                              : t('couponPopup.until', {
                                  date: formatDate(c.expiredDt, language),
                                })}
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
          </div>
        </Dialog>
      ) : null}
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
const register = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.md}px;
  align-items: start;
  > button {
    margin-top: 28px;
  }
`
