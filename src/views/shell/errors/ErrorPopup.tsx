import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { errorExcerpt } from '../../../machines/shell/errorPopup.ts'
import { Button } from '../../kit/Button.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import { role } from '../../kit/theme.ts'
import { font, radius } from '../../kit/tokens.ts'
import { useConnect } from '../../core/useProcess.ts'
import { connectErrorPopup } from './connectErrorPopup.ts'
import { ErrorPopupContext } from './ErrorPopupContext.ts'

/** The global error pop-up (spec 1 §8). */
export default function ErrorPopup() {
  const { t } = useTranslation('errors')
  const popup = useConnect(ErrorPopupContext.useActorRef(), connectErrorPopup)
  const { error, sending, sent, dismiss } = popup
  const failed = popup.sendFailed
  return (
    <Dialog
      title={t('popup.title')}
      size="M"
      onDismiss={dismiss}
      testId="error-popup"
      footer={
        <>
          <Button variant="secondary" onClick={popup.contact} data-testid="error-popup-contact">
            {t('popup.contact')}
          </Button>
          {sent ? null : (
            <Button onClick={popup.send} loading={sending} data-testid="error-popup-send">
              {sending ? t('popup.sending') : t('popup.send')}
            </Button>
          )}
        </>
      }
    >
      <p css={text}>{t('popup.text')}</p>
      <p css={codeLine} data-testid="error-popup-code">
        [{error?.code ?? ''}] {errorExcerpt(error?.message ?? '')}
      </p>
      {sent ? (
        <p role="status" css={status}>
          {t('popup.sent')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" css={status}>
          {t('popup.sendFailed')}
        </p>
      ) : null}
    </Dialog>
  )
}

const text = css`
  margin: 0 0 12px;
`
const codeLine = css`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${radius.sm + 2}px;
  background: ${role.hover};
  font-family: ${font.mono};
  font-size: ${font.size.sm}px;
  color: ${role.fg};
  word-break: break-all;
`
const status = css`
  margin: 12px 0 0;
  font-weight: ${font.weight.semibold};
  color: ${role.fg};
`
