import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import type { Promotion } from '../../../machines/shell/shellPopups.ts'
import { dialogCloses, type PopupApi } from '../connectPopup.ts'
import { ButtonLink } from '../../kit/Button.tsx'
import { Checkbox } from '../../kit/Checkbox.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import { role } from '../../kit/theme.ts'
import { alpha, palette, space } from '../../kit/tokens.ts'

/**
 * A promotional pop-up (spec 1 §2) with the dismissible choices of spec 1 §4: "don't show for a
 * day" and "don't show again", kept however it is then closed.
 */
export function PromotionPopup({ promotion, api }: { promotion: Promotion; api: PopupApi }) {
  const { t } = useTranslation('popups')
  const key = `promotions.${promotion.text}` as const
  return (
    <Dialog
      title={t(`${key}.title`)}
      size="L"
      testId="promotion-popup"
      {...dialogCloses(api)}
      footer={
        <>
          <div css={choices}>
            <Checkbox
              label={t('promotions.oneDay')}
              checked={api.choice === 'oneDay'}
              onChange={(e) => api.choose(e.target.checked ? 'oneDay' : 'none')}
              data-testid="promotion-popup-oneday"
            />
            <Checkbox
              label={t('promotions.lifetime')}
              checked={api.choice === 'lifetime'}
              onChange={(e) => api.choose(e.target.checked ? 'lifetime' : 'none')}
              data-testid="promotion-popup-lifetime"
            />
          </div>
          <ButtonLink to={promotion.to} onClick={api.close} data-testid="promotion-popup-cta">
            {t(`${key}.cta`)}
          </ButtonLink>
        </>
      }
    >
      <div css={art} aria-hidden="true" />
      <p css={text} data-promotion={promotion.id}>
        {t(`${key}.text`)}
      </p>
    </Dialog>
  )
}

const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px ${space.lg}px;
  margin-right: auto;
  align-self: center;
  color: ${role.fgMuted};
`
const art = css`
  height: 120px;
  margin-bottom: 16px;
  border-radius: 14px;
  background:
    radial-gradient(60% 100% at 80% 0%, ${alpha(palette.violet, 0.85)}, transparent 70%),
    linear-gradient(135deg, ${palette.night}, ${palette.indigo});
`
const text = css`
  margin: 0;
  color: ${role.fg};
`
