import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { popupSuppressionMachine } from '../../../machines/shell/popupSuppression.ts'
import { useConnect, useProcess } from '../../core/useProcess.ts'
import { connectPopup, dialogCloses } from '../connectPopup.ts'
import { ButtonLink } from '../../kit/Button.tsx'
import { Checkbox } from '../../kit/Checkbox.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import { role } from '../../kit/theme.ts'
import { alpha, font, palette } from '../../kit/tokens.ts'

/** The home event pop-up (spec 1 §2), with "don't show today" (spec 1 §4). */
export default function EventPopup() {
  const { t } = useTranslation('home')
  const popup = useConnect(
    useProcess(popupSuppressionMachine, { id: 'home_event', policy: 'dismissible' }),
    connectPopup,
  )
  if (!popup.open) return null
  return (
    <Dialog
      title={t('event.title')}
      size="L"
      testId="event-popup"
      {...dialogCloses(popup)}
      footer={
        <>
          <Checkbox
            css={check}
            label={t('event.oneDay')}
            checked={popup.choice === 'oneDay'}
            onChange={(e) => popup.choose(e.target.checked ? 'oneDay' : 'none')}
            data-testid="event-popup-oneday"
          />
          <ButtonLink to="/pricing" onClick={popup.close}>
            {t('event.cta')}
          </ButtonLink>
        </>
      }
    >
      <div css={art} aria-hidden="true" />
      <p css={text}>{t('event.text')}</p>
    </Dialog>
  )
}

const art = css`
  height: 180px;
  margin-bottom: 16px;
  border-radius: 14px;
  background:
    radial-gradient(60% 100% at 80% 0%, ${alpha(palette.violet, 0.9)}, transparent 70%),
    linear-gradient(135deg, ${palette.night}, ${palette.indigo});
`
const text = css`
  margin: 0;
  font-size: ${font.size.lg}px;
  color: ${role.fg};
`
const check = css`
  align-items: center;
  margin-right: auto;
  color: ${role.fgMuted};
`
