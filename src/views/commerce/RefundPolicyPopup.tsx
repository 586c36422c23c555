import { useTranslation } from 'react-i18next'
import type { RefundPolicy } from '../../machines/commerce/refundPolicy.ts'
import { Button } from '../kit/Button.tsx'
import { Dialog } from '../kit/Dialog.tsx'

/** The refund policy of the order (spec 2 §3): the refund is agreed here, or the pop-up closed. */
export function RefundPolicyPopup({
  policy,
  onAgree,
  onClose,
}: {
  policy: RefundPolicy
  onAgree: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('commerce')
  return (
    <Dialog
      title={t('checkout.refundPolicy.title')}
      size="L"
      onDismiss={onClose}
      testId="refund-policy"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-testid="refund-policy-close">
            {t('checkout.refundPolicy.close')}
          </Button>
          <Button onClick={onAgree} data-testid="refund-policy-agree">
            {t('checkout.refundPolicy.agree')}
          </Button>
        </>
      }
    >
      <p data-testid="refund-policy-text" data-policy={policy}>
        {t(`checkout.refundPolicy.texts.${policy}`)}
      </p>
    </Dialog>
  )
}
