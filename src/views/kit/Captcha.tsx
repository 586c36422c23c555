import { css } from '@emotion/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '../core/useHydrated.ts'
import { errorText, hintText } from './styles.ts'
import { role } from './theme.ts'
import { font, radius, space } from './tokens.ts'

/** The self-hosted ALTCHA challenge (altcha-lib 2 on the server, proof of work v2). */
export const CAPTCHA_CHALLENGE_URL = '/api/Member/SignInChallenge'

/** What the widget reports (its `statechange` event). */
interface StateDetail {
  state: string
  payload?: string
}

/** The widget's texts, from the `signup` namespace in the reader's language. */
const STRING_KEYS = [
  'ariaLinkLabel',
  'enterCode',
  'enterCodeAria',
  'error',
  'expired',
  'footer',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verify',
  'verificationRequired',
  'verified',
  'verifying',
  'waitAlert',
] as const

/**
 * The captcha (ALTCHA, a web component): a proof of work solved in the browser against a challenge
 * signed by the server. The widget's script loads only in the browser, after hydration, on a page
 * that shows a captcha. `onSolve` receives the payload to send (base64); `onExpire` when it lapses.
 * A new `round` mounts a fresh widget (a solution is accepted once).
 */
export function Captcha({
  onSolve,
  onExpire,
  round = 0,
  error,
  challengeUrl = CAPTCHA_CHALLENGE_URL,
}: {
  onSolve: (payload: string) => void
  onExpire: () => void
  round?: number
  /** A message under the widget (not solved, refused); the box is marked invalid. */
  error?: string | null
  challengeUrl?: string
}) {
  const { t, i18n } = useTranslation('signup')
  const hydrated = useHydrated()
  const [loaded, setLoaded] = useState(false)
  const host = useRef<HTMLDivElement>(null)
  const handlers = useRef({ onSolve, onExpire })
  useEffect(() => {
    handlers.current = { onSolve, onExpire }
  }, [onSolve, onExpire])

  useEffect(() => {
    if (!hydrated) return
    let live = true
    void import('altcha').then(() => {
      if (live) setLoaded(true)
    })
    return () => {
      live = false
    }
  }, [hydrated])

  const language = `drape-${i18n.language}`
  const strings = Object.fromEntries(STRING_KEYS.map((k) => [k, t(`captcha.widget.${k}`)]))
  const stringsKey = JSON.stringify(strings)

  useEffect(() => {
    const box = host.current
    if (!loaded || !box) return
    // The widget's global registry (absent when the script is replaced, as in the page tests).
    const registry = (globalThis as { $altcha?: typeof globalThis.$altcha }).$altcha
    registry?.i18n.set(language, JSON.parse(stringsKey) as Record<string, string>)
    const widget = document.createElement('altcha-widget')
    widget.setAttribute('challenge', challengeUrl)
    widget.setAttribute('language', language)
    widget.setAttribute('auto', 'off')
    widget.setAttribute('name', 'captcha')
    widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true }))
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<StateDetail>).detail
      if (detail.state === 'verified' && detail.payload) handlers.current.onSolve(detail.payload)
      else if (detail.state === 'expired') handlers.current.onExpire()
    }
    widget.addEventListener('statechange', onState)
    box.replaceChildren(widget)
    return () => {
      widget.removeEventListener('statechange', onState)
      widget.remove()
    }
  }, [loaded, round, language, stringsKey, challengeUrl])

  return (
    <div css={wrap} data-testid="captcha" aria-invalid={error ? true : undefined}>
      <p css={hintText}>{t('captcha.prompt')}</p>
      <div ref={host} css={[box, error && invalidBox]}>
        {loaded ? null : (
          <span role="status" css={waiting}>
            {t('captcha.loading')}
          </span>
        )}
      </div>
      {error ? (
        <p css={errorText} aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  )
}

const wrap = css`
  display: grid;
  gap: ${space.sm}px;
`
const box = css`
  min-height: 64px;
  border-radius: ${radius.md}px;
  --altcha-border-radius: ${radius.md}px;
  --altcha-color-base: ${role.surface};
  --altcha-color-base-content: ${role.fg};
  --altcha-border-color: ${role.line};
  --altcha-color-primary: ${role.link};
  --altcha-color-error: ${role.errorFg};
  --altcha-max-width: 100%;
  altcha-widget {
    display: block;
  }
`
const invalidBox = css`
  outline: 2px solid ${role.errorFg};
  outline-offset: 2px;
`
const waiting = css`
  display: block;
  padding: ${space.md}px;
  color: ${role.fgMuted};
  font-size: ${font.size.sm}px;
`
