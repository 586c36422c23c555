import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { Button, ButtonLink } from '../../kit/Button.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import { role } from '../../kit/theme.ts'
import { font } from '../../kit/tokens.ts'

/**
 * /?modal=is_integration_blocked (spec 1 §4: a social sign-in answered -301): the account cannot be
 * linked with the cloud-wardrobe platform. Closing it leaves the plain home address.
 */
export function IntegrationBlockedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('home')
  return (
    <Dialog
      title={t('integrationBlocked.title')}
      size="regular"
      testId="integration-blocked"
      onDismiss={onClose}
      closeLabel={t('integrationBlocked.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('integrationBlocked.close')}
          </Button>
          <ButtonLink to="/support/contact">{t('integrationBlocked.contact')}</ButtonLink>
        </>
      }
    >
      <p css={text}>{t('integrationBlocked.text')}</p>
    </Dialog>
  )
}

const text = css`
  margin: 0;
  font-size: ${font.size.md}px;
  color: ${role.fg};
`
