import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from './styles.ts'
import { role } from './theme.ts'
import { color, font, radius, space } from './tokens.ts'

/** The steps of a multi-step form (sign-up: account, company, complete); `current` counts from 0. */
export function Stepper({
  steps,
  current,
  label,
}: {
  steps: readonly string[]
  current: number
  label?: string
}) {
  const { t } = useTranslation('kit')
  return (
    <ol css={list} aria-label={label ?? t('stepper.label')}>
      {steps.map((step, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo'
        return (
          <li
            key={step}
            css={item}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span css={dot} aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span>{step}</span>
            {state === 'todo' ? null : (
              <span css={visuallyHidden}>
                ({state === 'done' ? t('stepper.done') : t('stepper.current')})
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px ${space.xl}px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: none;
`
const item = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm}px;
  font-size: ${font.size.md}px;
  color: ${role.fgMuted};
  &[data-state='current'] {
    color: ${role.fg};
    font-weight: ${font.weight.semibold};
  }
`
const dot = css`
  display: grid;
  place-items: center;
  width: 26px;
  height: 26px;
  border-radius: ${radius.pill}px;
  border: 1px solid ${role.line};
  font-size: ${font.size.sm}px;
  font-weight: ${font.weight.bold};
  li[data-state='current'] > & {
    background: ${color.accentStrong};
    border-color: ${color.accentStrong};
    color: ${color.onAccent};
  }
  li[data-state='done'] > & {
    border-color: ${role.accent};
    color: ${role.accent};
  }
`
