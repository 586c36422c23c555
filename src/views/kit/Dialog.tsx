import { css } from '@emotion/react'
import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '../core/useHydrated.ts'
import { IconButton } from './IconButton.tsx'
import { role, themeVars } from './theme.ts'
import { alpha, color, duration, font, palette, radius, shadow, size, space, z } from './tokens.ts'

/** Pop-up widths L 600, M 360, S 320 and modal widths 620 (`regular`) and 907 (`wide`), spec 1 §9. */
export type DialogSize = keyof typeof size.popup | keyof typeof size.modal
export const dialogWidth = (s: DialogSize): number =>
  s === 'regular' || s === 'wide' ? size.modal[s] : size.popup[s]

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog, labelled by its title. Focus moves into it and stays there (Tab wraps), Escape
 * and a click outside close it (spec 3 §4), and focus returns to what had it before.
 *
 * It is fixed in the window whatever page it opens on (issue 11): rendered into document.body once
 * the page is hydrated (an ancestor with a transform, a filter or a backdrop-filter would otherwise
 * hold it, on a scrolled page out of sight), centred, no taller than the window, scrolling inside.
 */
export function Dialog({
  title,
  size: dialogSize = 'M',
  onDismiss,
  onEscape,
  onOutsideClick,
  children,
  footer,
  testId,
  closeLabel,
}: {
  title: string
  size?: DialogSize
  /** The close button; also Escape and outside click unless they have their own handler. */
  onDismiss: () => void
  onEscape?: () => void
  onOutsideClick?: () => void
  children: ReactNode
  footer?: ReactNode
  testId?: string
  closeLabel?: string
}) {
  const { t } = useTranslation('kit')
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)
  const escape = useEffectEvent(() => (onEscape ?? onDismiss)())
  const inBody = useHydrated()

  useEffect(() => {
    const opener = document.activeElement
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') escape()
    }
    window.addEventListener('keydown', onKey)
    // The dialog is where the user is: moving focus into it never scrolls the page.
    box.current?.focus({ preventScroll: true })
    return () => {
      window.removeEventListener('keydown', onKey)
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [])

  const trap = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !box.current) return
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) {
      e.preventDefault()
      return
    }
    const active = document.activeElement
    if (e.shiftKey && (active === first || active === box.current)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && active === last) {
      e.preventDefault()
      first.focus()
    }
  }

  const dialog = (
    <div
      css={overlay}
      data-testid={testId ? `${testId}-overlay` : undefined}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) (onOutsideClick ?? onDismiss)()
      }}
      onKeyDown={trap}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        data-size={dialogSize}
        css={[frame, css({ width: `min(${dialogWidth(dialogSize)}px, calc(100vw - 32px))` })]}
      >
        <div css={head}>
          <h2 id={titleId} css={heading}>
            {title}
          </h2>
          <IconButton variant="round" label={closeLabel ?? t('close')} onClick={onDismiss}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
              <path
                d="M1 1l12 12M13 1L1 13"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </IconButton>
        </div>
        <div css={body}>{children}</div>
        {footer ? <div css={foot}>{footer}</div> : null}
      </div>
    </div>
  )
  return inBody ? createPortal(dialog, document.body) : dialog
}

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: ${z.dialog};
  display: flex;
  overflow-y: auto;
  padding: ${space.lg}px;
  background: ${alpha(palette.scrim, 0.62)};
  backdrop-filter: blur(4px);
  animation: kit-fade ${duration.base}ms ease-out;
  @keyframes kit-fade {
    from {
      opacity: 0;
    }
  }
`
const frame = css`
  ${themeVars('light')};
  /* Centred, and when taller than the window it starts at the top (never cut) and scrolls. */
  margin: auto;
  max-height: calc(100vh - ${2 * space.lg}px);
  max-height: calc(100dvh - ${2 * space.lg}px);
  overflow: auto;
  background: ${color.paper};
  color: ${role.fg};
  border-radius: ${radius.lg}px;
  box-shadow: ${shadow.float};
  outline: none;
`
const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.lg}px;
  padding: 22px ${space.xl}px 0;
`
const heading = css`
  margin: 0;
  font-size: ${font.size.xl}px;
  font-weight: ${font.weight.bold};
`
const body = css`
  padding: 14px ${space.xl}px 22px;
  font-size: ${font.size.base}px;
  color: ${role.fgMuted};
`
const foot = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: flex-end;
  padding: ${space.lg}px ${space.xl}px 22px;
  border-top: 1px solid ${role.line};
`
