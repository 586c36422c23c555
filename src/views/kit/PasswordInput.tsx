import { css } from '@emotion/react'
import { useId, useState, type ClipboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useField } from './Field.tsx'
import { focusRing, visuallyHidden } from './styles.ts'
import { TextInput, type TextInputProps } from './TextInput.tsx'
import { role } from './theme.ts'
import { font, radius, space } from './tokens.ts'

/** Where one password rule stands; the rules and their checks come from the page's machine. */
export type RuleState = 'initial' | 'loading' | 'success' | 'fail'
export interface PasswordRule {
  id: string
  label: string
  state: RuleState
}

const MARK: Record<RuleState, string> = { initial: '•', loading: '…', success: '✓', fail: '✕' }

/**
 * A password input with a show/hide toggle and, optionally, the list of its rules, each shown in
 * the state given (initial, loading, success, fail). With `blockPaste` pasting is refused and
 * `onPasteBlocked` is told, so the page can say why.
 */
export function PasswordInput({
  rules,
  blockPaste = false,
  onPasteBlocked,
  showLabel,
  hideLabel,
  onPaste,
  ...rest
}: Omit<TextInputProps, 'type'> & {
  rules?: readonly PasswordRule[]
  blockPaste?: boolean
  onPasteBlocked?: () => void
  showLabel?: string
  hideLabel?: string
}) {
  const { t } = useTranslation('kit')
  const [shown, setShown] = useState(false)
  const field = useField()
  const ownId = useId()
  const inputId = rest.id ?? field?.id ?? ownId
  const rulesId = `${inputId}-rules`
  const describedBy =
    [rest['aria-describedby'] ?? field?.describedBy, rules?.length ? rulesId : null]
      .filter(Boolean)
      .join(' ') || undefined
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (blockPaste) {
      e.preventDefault()
      onPasteBlocked?.()
      return
    }
    onPaste?.(e)
  }
  return (
    <div css={wrap}>
      <div css={box}>
        <TextInput
          {...rest}
          id={inputId}
          type={shown ? 'text' : 'password'}
          aria-describedby={describedBy}
          onPaste={paste}
          css={input}
        />
        <button
          type="button"
          css={reveal}
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? (hideLabel ?? t('password.hide')) : (showLabel ?? t('password.show'))}
        </button>
      </div>
      {rules?.length ? (
        <ul id={rulesId} css={ruleList} aria-label={t('password.rules')}>
          {rules.map((rule) => (
            <li key={rule.id} css={ruleItem} data-state={rule.state} data-rule={rule.id}>
              <span css={mark} aria-hidden="true">
                {MARK[rule.state]}
              </span>
              <span>{rule.label}</span>
              <span css={visuallyHidden}>({t(`password.state.${rule.state}`)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

const wrap = css`
  display: grid;
  gap: ${space.sm}px;
`
const box = css`
  position: relative;
`
const input = css`
  padding-right: 120px;
`
const reveal = css`
  position: absolute;
  right: 6px;
  top: 6px;
  height: 36px;
  padding: 0 ${space.md}px;
  border: 0;
  border-radius: ${radius.sm}px;
  background: transparent;
  color: ${role.link};
  font: inherit;
  font-size: ${font.size.sm}px;
  font-weight: ${font.weight.semibold};
  cursor: pointer;
  &:hover {
    background: ${role.hover};
  }
  ${focusRing}
`
const ruleList = css`
  display: grid;
  gap: ${space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${font.size.sm}px;
`
const ruleItem = css`
  display: flex;
  gap: ${space.sm}px;
  color: ${role.fgMuted};
  &[data-state='success'] {
    color: ${role.successFg};
  }
  &[data-state='fail'] {
    color: ${role.errorFg};
  }
`
const mark = css`
  flex: none;
  width: 1em;
  text-align: center;
  font-weight: ${font.weight.bold};
`
