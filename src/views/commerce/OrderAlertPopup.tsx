import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../contract/index.ts'
import { formatDate } from '../../i18n/formatDate.ts'
import {
  orderAlertOf,
  TRIAL_COUPON_DAYS,
  type OrderAlertButton,
} from '../../machines/commerce/orderAlerts.ts'
import { legalUrl } from '../../machines/shell/siteLinks.ts'
import { TRIAL_PATH } from '../../machines/shell/trialDownload.ts'
import { useLanguage } from '../core/useLanguage.ts'
import { Button, ButtonLink } from '../kit/Button.tsx'
import { Dialog } from '../kit/Dialog.tsx'

type Closer = Extract<OrderAlertButton, 'ok' | 'cancel' | 'exit'>
const isCloser = (button: OrderAlertButton): button is Closer =>
  button === 'ok' || button === 'cancel' || button === 'exit'

/** Where each link button of an alert leads. */
const LINKS: Record<Exclude<OrderAlertButton, Closer>, (language: Language) => string> = {
  signIn: () => '/member/signin',
  signUp: () => '/member/signup',
  findCompanyId: () => '/mypage',
  contactSupport: () => '/support/contact',
  terms: (language) => legalUrl('terms', language),
  privacy: (language) => legalUrl('privacy', language),
  downloadTrial: () => TRIAL_PATH,
  myAccount: () => '/mypage',
}

const DAY_MS = 86_400_000

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
  const couponExpiry = formatDate(opened + TRIAL_COUPON_DAYS * DAY_MS, language)
  return (
    <Dialog
      title={t('orderAlert.title')}
      size="S"
      onDismiss={onClose}
      testId="order-alert"
      footer={
        <>
          {alert.buttons.map((button) =>
            isCloser(button) ? (
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
                to={LINKS[button](language)}
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
