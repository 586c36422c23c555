import { css } from '@emotion/react'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { popupSuppressionMachine } from '../../../machines/shell/popupSuppression.ts'
import { ButtonLink } from '../../kit/Button.tsx'
import { Dialog } from '../../kit/Dialog.tsx'

/** The home event pop-up (spec 1 §2), with "don't show today" (spec 1 §4). */
export default function EventPopup() {
  const { t } = useTranslation('home')
  const [state, send] = useMachine(popupSuppressionMachine, {
    input: { id: 'home_event', policy: 'dismissible' },
  })
  const [oneDay, setOneDay] = useState(false)
  if (!state.matches('open')) return null
  const choice = oneDay ? 'oneDay' : 'none'
  return (
    <Dialog
      title={t('event.title')}
      size="L"
      testId="event-popup"
      onDismiss={() => send({ type: 'popup.close', choice })}
      onEscape={() => send({ type: 'popup.escape' })}
      onOutsideClick={() => send({ type: 'popup.outsideClick' })}
      footer={
        <>
          <label css={check}>
            <input
              type="checkbox"
              checked={oneDay}
              onChange={(e) => setOneDay(e.target.checked)}
              data-testid="event-popup-oneday"
            />
            {t('event.oneDay')}
          </label>
          <ButtonLink to="/pricing" onClick={() => send({ type: 'popup.close', choice })}>
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
    radial-gradient(60% 100% at 80% 0%, rgba(123, 97, 255, 0.9), transparent 70%),
    linear-gradient(135deg, #101217, #1f1850);
`
const text = css`
  margin: 0;
  font-size: 16px;
  color: #1b1d24;
`
const check = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-right: auto;
  font-size: 14px;
  color: #5a6070;
`
