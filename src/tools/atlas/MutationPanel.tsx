import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { card, chip, muted, sectionTitle, table } from './atlasStyles.ts'
import { mutationOf, useMutation, type MutationFile } from './useMutation.ts'
import { color, diagram } from '../../views/kit/tokens.ts'

/** Killed out of all, as "k/n · p %"; a file without mutants of a kind shows a dash. */
const ratio = (f: { killed: number; total: number }) =>
  f.total === 0
    ? '—'
    : `${String(f.killed)}/${String(f.total)} · ${String(Math.round((f.killed / f.total) * 1000) / 10)}%`

/** A machine's mutation score and the mutants no test killed, from the last `npm run test:mutation`. */
export function MutationPanel({ machineId }: { machineId: string }) {
  const { t } = useTranslation('atlas')
  const summary = useMutation()
  if (summary === undefined) return null
  const file = mutationOf(summary, machineId)
  return (
    <section aria-labelledby="atlas-mutation-title" data-testid="atlas-mutation">
      <h2 id="atlas-mutation-title" css={sectionTitle}>
        {t('mutation.title')}
      </h2>
      <p css={muted}>{t('mutation.intro')}</p>
      {file ? <MutationFigures file={file} /> : <p css={[card, muted]}>{t('mutation.none')}</p>}
    </section>
  )
}

function MutationFigures({ file }: { file: MutationFile }) {
  const { t } = useTranslation('atlas')
  const killed = { killed: file.killed + file.timeout, total: file.mutants }
  return (
    <>
      <dl css={figures}>
        <div>
          <dt>{t('mutation.score')}</dt>
          <dd css={file.score >= 90 ? good : bad} data-testid="atlas-mutation-score">
            {ratio(killed)}
          </dd>
        </div>
        <div>
          <dt>{t('mutation.guards')}</dt>
          <dd css={file.guard.killed === file.guard.total ? good : bad}>{ratio(file.guard)}</dd>
        </div>
        <div>
          <dt>{t('mutation.targets')}</dt>
          <dd css={file.target.killed === file.target.total ? good : bad}>{ratio(file.target)}</dd>
        </div>
      </dl>
      <h3 css={h3}>{t('mutation.survivors')}</h3>
      {file.survivors.length === 0 ? (
        <p css={[card, good]}>{t('mutation.noSurvivors')}</p>
      ) : (
        <div
          css={[card, css({ padding: 0, overflowX: 'auto' })]}
          tabIndex={0}
          role="group"
          aria-label={t('mutation.survivors')}
        >
          <table css={table}>
            <thead>
              <tr>
                <th>{t('mutation.line')}</th>
                <th>{t('mutation.kind')}</th>
                <th>{t('mutation.change')}</th>
              </tr>
            </thead>
            <tbody>
              {file.survivors.map((s, i) => (
                <tr key={i}>
                  <td>{s.line}</td>
                  <td>
                    <span css={chip}>{t(`mutation.kinds.${s.kind}`)}</span>{' '}
                    <small css={muted}>{s.mutator}</small>
                  </td>
                  <td css={change}>
                    <code>{s.original}</code> → <code>{s.replacement || '∅'}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

const figures = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 12px 0;
  dt {
    color: ${color.textMuted};
    font-size: 13px;
  }
  dd {
    margin: 2px 0 0;
    font-size: 18px;
    font-weight: 600;
  }
`
const change = css`
  font-size: 13px;
  overflow-wrap: anywhere;
  code {
    white-space: pre-wrap;
  }
`
const h3 = css`
  font-size: 15px;
  margin: 16px 0 8px;
`
const good = css`
  color: ${diagram.edge};
`
const bad = css`
  color: ${diagram.uncoveredText};
`
