import { css } from '@emotion/react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { color, radius, shadow, size } from './tokens.ts'

export type PopupSize = keyof typeof size.popup

/**
 * A modal pop-up of the shell (spec 1 §9 widths L 600, M 360, S 320). Escape and a click outside
 * call `onDismiss` (spec 3 §4); focus moves into the dialog while it is open.
 */
export function Popup({
  title,
  size: popupSize = 'M',
  onDismiss,
  onEscape,
  onOutsideClick,
  children,
  footer,
  testId,
}: {
  title: string
  size?: PopupSize
  onDismiss: () => void
  onEscape?: () => void
  onOutsideClick?: () => void
  children: ReactNode
  footer?: ReactNode
  testId?: string
}) {
  const { t } = useTranslation('shell')
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') (onEscape ?? onDismiss)()
    }
    window.addEventListener('keydown', onKey)
    dialog.current?.focus()
    return () => window.removeEventListener('keydown', onKey)
  }, [onDismiss, onEscape])
  return (
    <div
      css={overlay}
      data-testid={testId ? `${testId}-overlay` : undefined}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) (onOutsideClick ?? onDismiss)()
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        data-size={popupSize}
        css={[box, css({ width: `min(${size.popup[popupSize]}px, calc(100vw - 32px))` })]}
      >
        <div css={head}>
          <h2 id={titleId} css={heading}>
            {title}
          </h2>
          <button type="button" css={closeButton} aria-label={t('popup.close')} onClick={onDismiss}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
              <path
                d="M1 1l12 12M13 1L1 13"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div css={body}>{children}</div>
        {footer ? <div css={foot}>{footer}</div> : null}
      </div>
    </div>
  )
}

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(8, 9, 14, 0.62);
  backdrop-filter: blur(4px);
  animation: fade 0.2s ease-out;
  @keyframes fade {
    from {
      opacity: 0;
    }
  }
`
const box = css`
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: #fff;
  color: ${color.body};
  border-radius: ${radius.lg}px;
  box-shadow: ${shadow.float};
  outline: none;
`
const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 22px 24px 0;
`
const heading = css`
  margin: 0;
  font-size: 19px;
  font-weight: 700;
`
const closeButton = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: ${color.mist};
  color: ${color.body};
  cursor: pointer;
  &:hover {
    background: #e6e8ee;
  }
`
const body = css`
  padding: 14px 24px 22px;
  font-size: 15px;
  color: ${color.bodyMuted};
`
const foot = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: flex-end;
  padding: 16px 24px 22px;
  border-top: 1px solid ${color.lineDark};
`
