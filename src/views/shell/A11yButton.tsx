import { css } from '@emotion/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../kit/IconButton.tsx'
import { z } from '../kit/tokens.ts'

/** The floating accessibility button: switches a larger, higher-contrast reading mode. */
export function A11yButton() {
  const { t } = useTranslation('shell')
  const [on, setOn] = useState(false)
  useEffect(() => {
    document.documentElement.dataset.a11y = on ? 'on' : 'off'
    document.documentElement.style.fontSize = on ? '112.5%' : ''
  }, [on])
  return (
    <aside aria-label={t('a11y.region')}>
      <IconButton
        variant="solid"
        css={button}
        aria-pressed={on}
        label={t('a11y.label')}
        title={t('a11y.label')}
        data-testid="a11y-button"
        onClick={() => setOn((v) => !v)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="4.5" r="2" fill="currentColor" />
          <path
            d="M4 8.5l8 1.5 8-1.5M12 10v4.5m0 0-3 6.5m3-6.5 3 6.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </IconButton>
    </aside>
  )
}

const button = css`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: ${z.floating};
`
