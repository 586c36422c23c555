import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/formatDate.ts'
import {
  isClosingButton,
  ORDER_ALERT_LINKS,
  orderAlertOf,
  trialCouponExpiry,
} from '../../machines/commerce/orderAlerts.ts'
import { useLanguage } from '../core/useLanguage.ts'
import { Button, ButtonLink } from '../kit/Button.tsx'
import { Dialog } from '../kit/Dialog.tsx'

/**
 * The alert pop-up of a refused order or trial call (spec 2 §8): the text of its code and its own
 * buttons; a code the catalogue does not name shows the warning text with the code.
 */
export function OrderAlertPopup({ code, onClose }: { code: number; onClose: () => void }) {
  const { t } = useTranslation('commerce')
  const language = useLanguage()
  const alert = orderAlertOf(code)
  // -4005: the coupon expires 38 days after the day the alert opened.
  const [opened] = useState(() => Date.now())
  const couponExpiry = formatDate(trialCouponExpiry(opened), language)
  return (
    <Dialog
      title={t('orderAlert.title')}
      size="S"
      onDismiss={onClose}
      testId="order-alert"
      footer={
        <>
          {alert.buttons.map((button) =>
            isClosingButton(button) ? (
              <Button
                key={button}
                variant={button === 'ok' ? 'primary' : 'secondary'}
                onClick={onClose}
                data-testid={`order-alert-${button}`}
              >
                {t(`orderAlert.buttons.${button}`)}
              </Button>
            ) : (
              <ButtonLink
                key={button}
                variant="secondary"
                to={ORDER_ALERT_LINKS[button](language)}
                data-testid={`order-alert-${button}`}
              >
                {t(`orderAlert.buttons.${button}`)}
              </ButtonLink>
            ),
          )}
        </>
      }
    >
      <p data-testid="order-alert-text" data-code={code}>
        {t(`orderAlert.kinds.${alert.kind}`, { code, date: couponExpiry })}
      </p>
    </Dialog>
  )
}
