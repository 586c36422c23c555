import { css } from '@emotion/react'
import { useId, useState, type DragEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText, hintText, visuallyHidden } from './styles.ts'
import { role } from './theme.ts'
import { alpha, font, palette, radius, space } from './tokens.ts'

const kib = 1024
/** A file size the way people read it: 512 B, 14.2 KB, 15 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < kib) return `${bytes} B`
  if (bytes < kib * kib) return `${(bytes / kib).toFixed(1).replace(/\.0$/, '')} KB`
  return `${(bytes / kib / kib).toFixed(1).replace(/\.0$/, '')} MB`
}

/**
 * A file chooser that also takes files dropped on it. The file input inside stays focusable, so
 * the keyboard opens the same chooser. It shows the files chosen (`files`); size and type limits
 * are the page's rules, reported back through `error`.
 */
export function FileDrop({
  label,
  hint,
  error,
  accept,
  multiple = false,
  files,
  onFiles,
  disabled = false,
}: {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  accept?: string
  multiple?: boolean
  files: readonly File[]
  onFiles: (files: File[]) => void
  disabled?: boolean
}) {
  const { t } = useTranslation('kit')
  const id = useId()
  const [over, setOver] = useState(false)
  const invalid = error !== undefined && error !== null && error !== false
  const describedBy =
    [
      hint ? `${id}-hint` : null,
      invalid ? `${id}-error` : null,
      files.length ? `${id}-files` : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined
  const take = (list: FileList | null) => {
    const chosen = list ? Array.from(list) : []
    if (chosen.length) onFiles(multiple ? chosen : chosen.slice(0, 1))
  }
  const drop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault()
    setOver(false)
    if (!disabled) take(e.dataTransfer.files)
  }
  return (
    <div css={wrap}>
      <span css={labelCss} id={`${id}-label`}>
        {label}
      </span>
      <label
        htmlFor={id}
        css={zone}
        data-over={over}
        data-invalid={invalid}
        data-testid="file-drop"
        onDragOver={(e) => {
          e.preventDefault()
          if (!disabled) setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          css={visuallyHidden}
          onChange={(e) => {
            take(e.target.files)
            e.target.value = ''
          }}
        />
        <span css={prompt}>{t('fileDrop.prompt')}</span>
        <span css={choose} aria-hidden="true">
          {t('fileDrop.choose')}
        </span>
      </label>
      {files.length ? (
        <ul id={`${id}-files`} css={fileList} aria-label={t('fileDrop.chosen')}>
          {files.map((f) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}`}>
              <span>{f.name}</span> <span css={sizeCss}>{formatBytes(f.size)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} css={hintText}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} css={errorText}>
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
const labelCss = css`
  font-size: ${font.size.md}px;
  font-weight: ${font.weight.semibold};
  color: ${role.fg};
`
const zone = css`
  display: grid;
  justify-items: center;
  gap: ${space.sm}px;
  padding: ${space.xl}px ${space.lg}px;
  border: 2px dashed ${role.fieldBorder};
  border-radius: ${radius.md}px;
  background: ${role.fieldBg};
  color: ${role.fgMuted};
  text-align: center;
  cursor: pointer;
  &:hover,
  &[data-over='true'] {
    border-color: ${role.focus};
    background: ${alpha(palette.violet, 0.08)};
  }
  &[data-invalid='true'] {
    border-color: ${role.errorFg};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${role.focus};
    outline-offset: 2px;
  }
`
const prompt = css`
  font-size: ${font.size.md}px;
`
const choose = css`
  font-size: ${font.size.sm}px;
  font-weight: ${font.weight.semibold};
  color: ${role.link};
`
const fileList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${font.size.md}px;
  color: ${role.fg};
`
const sizeCss = css`
  color: ${role.fgMuted};
`
