import { useTranslation } from 'react-i18next'
import { Button } from '../kit/Button.tsx'
import { Dialog } from '../kit/Dialog.tsx'

/**
 * The billing-country confirmation pop-up (spec 2 §2 modals): the country named before the price,
 * its currency and the tax follow it. `country` is the country's name in the page's language.
 */
export function BillingCountryPopup({
  country,
  onConfirm,
  onChange,
}: {
  country: string
  onConfirm: () => void
  onChange: () => void
}) {
  const { t } = useTranslation('commerce')
  return (
    <Dialog
      title={t('checkout.billingCountry.title')}
      size="M"
      onDismiss={onChange}
      testId="billing-country"
      footer={
        <>
          <Button variant="secondary" onClick={onChange} data-testid="billing-country-change">
            {t('checkout.billingCountry.change')}
          </Button>
          <Button onClick={onConfirm} data-testid="billing-country-confirm">
            {t('checkout.billingCountry.confirm', { country })}
          </Button>
        </>
      }
    >
      <p data-testid="billing-country-text">{t('checkout.billingCountry.text', { country })}</p>
    </Dialog>
  )
}
