import { css } from '@emotion/react'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { color, radius } from '../../views/kit/tokens.ts'
import { Button } from '../../views/kit/Button.tsx'
import { buttonRow } from './atlasStyles.ts'

/**
 * The laid-out machine with pan and zoom. It opens at 100 % (diagram text is 11 px or more there)
 * and the reader zooms out when they want the whole picture: buttons, Ctrl + wheel or a pinch,
 * and + / − / 0 on the focused box. The box scrolls by arrow keys, wheel, drag and touch.
 */

export const ZOOM = { min: 0.2, max: 3, start: 1, step: 1.25 } as const
const clamp = (z: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, z))

export interface DiagramViewerProps {
  svg: string
  /** Active state ids and enabled transition ids, highlighted. */
  active: readonly string[]
  enabled: readonly string[]
  /** The accessible name of the scrollable box. */
  label: string
}

export function DiagramViewer({ svg, active, enabled, label }: DiagramViewerProps) {
  const { t } = useTranslation('atlas')
  const box = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLDivElement>(null)
  const [zoom, setZoom] = useState<number>(ZOOM.start)
  const natural = useRef({ width: 0, height: 0 })
  const zoomRef = useRef(zoom)

  /** Zooms to `next`, keeping the diagram point under (fx, fy) of the box where it is. */
  const zoomTo = useCallback((next: number, fx?: number, fy?: number) => {
    const el = box.current
    const z = clamp(next)
    const before = zoomRef.current
    if (!el || z === before) return
    const x = fx ?? el.clientWidth / 2
    const y = fy ?? el.clientHeight / 2
    const left = ((el.scrollLeft + x) * z) / before - x
    const top = ((el.scrollTop + y) * z) / before - y
    zoomRef.current = z
    setZoom(z)
    requestAnimationFrame(() => {
      el.scrollLeft = left
      el.scrollTop = top
    })
  }, [])

  // The SVG's own size times the zoom: scrolling is panning.
  useLayoutEffect(() => {
    const el = canvas.current?.querySelector('svg')
    if (!el) return
    if (!natural.current.width) {
      natural.current = {
        width: Number(el.getAttribute('width')) || el.viewBox.baseVal.width,
        height: Number(el.getAttribute('height')) || el.viewBox.baseVal.height,
      }
    }
    el.setAttribute('width', String(Math.round(natural.current.width * zoom)))
    el.setAttribute('height', String(Math.round(natural.current.height * zoom)))
  }, [svg, zoom])

  useEffect(() => {
    natural.current = { width: 0, height: 0 }
  }, [svg])

  // Open at the top, centred on where the machine starts (its first initial marker), not at an empty corner.
  const opened = useRef(false)
  useEffect(() => {
    const el = box.current
    const start = canvas.current?.querySelector('circle.initial')
    if (opened.current || !el || !start) return
    opened.current = true
    const b = el.getBoundingClientRect()
    const s = start.getBoundingClientRect()
    el.scrollLeft = Math.max(0, s.left - b.left + el.scrollLeft - el.clientWidth / 2)
  }, [svg])

  useEffect(() => {
    const root = canvas.current
    if (!root) return
    root
      .querySelectorAll('.active, .enabled')
      .forEach((el) => el.classList.remove('active', 'enabled'))
    for (const id of active)
      root.querySelector(`[data-state="${CSS.escape(id)}"]`)?.classList.add('active')
    for (const id of enabled)
      root
        .querySelectorAll(`[data-transition="${CSS.escape(id)}"]`)
        .forEach((el) => el.classList.add('enabled'))
  }, [svg, active, enabled])

  // Ctrl + wheel (and a trackpad pinch, which Chromium reports as one) zooms; it must not scroll the page.
  useEffect(() => {
    const el = box.current
    if (!el) return
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return
      e.preventDefault()
      const r = el.getBoundingClientRect()
      zoomTo(zoomRef.current * Math.exp(-e.deltaY / 300), e.clientX - r.left, e.clientY - r.top)
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [zoomTo])

  // Drag with the mouse pans; two fingers pinch-zoom (one finger scrolls natively).
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const pinch = useRef<{ distance: number; zoom: number } | null>(null)
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
    if (e.pointerType === 'mouse') e.currentTarget.setPointerCapture(e.pointerId)
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()]
      if (a && b)
        pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), zoom: zoomRef.current }
    }
  }
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(e.pointerId)
    const el = box.current
    if (!last || !el) return
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
    if (pinch.current && pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()]
      if (!a || !b) return
      const r = el.getBoundingClientRect()
      const ratio = Math.hypot(a.x - b.x, a.y - b.y) / pinch.current.distance
      zoomTo(pinch.current.zoom * ratio, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top)
    } else if (e.pointerType === 'mouse') {
      el.scrollLeft -= e.clientX - last.x
      el.scrollTop -= e.clientY - last.y
    }
  }
  const onPointerEnd = (e: React.PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId)
    if (pointers.current.size < 2) pinch.current = null
  }
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return
    if (e.key === '+' || e.key === '=') zoomTo(zoomRef.current * ZOOM.step)
    else if (e.key === '-' || e.key === '_') zoomTo(zoomRef.current / ZOOM.step)
    else if (e.key === '0') zoomTo(1)
    else return
    e.preventDefault()
  }
  const fit = () => {
    const el = box.current
    if (!el || !natural.current.width) return
    zoomTo(Math.min(1, (el.clientWidth - 8) / natural.current.width), 0, 0)
  }

  return (
    <div>
      <div css={[buttonRow, toolbar]} role="group" aria-label={t('zoom.group')}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => zoomTo(zoomRef.current / ZOOM.step)}
          aria-label={t('zoom.out')}
          disabled={zoom <= ZOOM.min}
        >
          −
        </Button>
        <output css={zoomValue} aria-live="polite" data-testid="atlas-zoom">
          {Math.round(zoom * 100)}%
        </output>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => zoomTo(zoomRef.current * ZOOM.step)}
          aria-label={t('zoom.in')}
          disabled={zoom >= ZOOM.max}
        >
          +
        </Button>
        <Button variant="ghost" size="sm" onClick={() => zoomTo(1)}>
          {t('zoom.actual')}
        </Button>
        <Button variant="ghost" size="sm" onClick={fit}>
          {t('zoom.fit')}
        </Button>
        <span css={hint}>{t('zoom.hint')}</span>
      </div>
      <div
        ref={box}
        css={viewport}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-testid="atlas-diagram"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div ref={canvas} dangerouslySetInnerHTML={{ __html: svg }} />
      </div>
    </div>
  )
}

const toolbar = css`
  align-items: center;
  margin-bottom: 10px;
`
const zoomValue = css`
  min-width: 52px;
  text-align: center;
  font-variant-numeric: tabular-nums;
  font-size: 13px;
`
const hint = css`
  color: ${color.textMuted};
  font-size: 12px;
`
const viewport = css`
  overflow: auto;
  height: min(70vh, 720px);
  border-radius: ${radius.sm}px;
  background: ${color.ink};
  cursor: grab;
  touch-action: pan-x pan-y;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 3px solid ${color.accentSoft};
    outline-offset: 2px;
  }
  svg {
    display: block;
    max-width: none;
  }
`
