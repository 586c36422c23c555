import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { ACCESS_TABLE } from '../../machines/account/accessRules.ts'
import { percent, type Figure } from '../testing/testModel.ts'
import type { Area } from '../../machines/core/types.ts'
import { registry } from '../registry.ts'
import { SiteLink } from '../../views/kit/SiteLink.tsx'
import { alpha, color, diagram, glass, palette } from '../../views/kit/tokens.ts'
import { atlasPage, card, chip, lead, muted, sectionTitle, shell, table } from './atlasStyles.ts'
import { machineDescription, machineTitle, ruleText } from './machineText.ts'
import { useMeasure, type Measured } from './useMeasure.ts'
import { useObserved } from './useObserved.ts'
import { mutationOf, useMutation } from './useMutation.ts'
import { compareCoverage, type ObservedMachine } from '../graph/observed.ts'

const AREAS: Area[] = [
  'accounts',
  'store',
  'licences',
  'team console',
  'student',
  'support',
  'content',
  'events',
  'shell',
]

/** /machines: every registered machine by area, with coverage computed from the machines here and now. */
export function AtlasIndexPage() {
  const { t } = useTranslation('atlas')
  const measured = useMeasure(registry)
  const observed = useObserved()
  const mutation = useMutation()
  const areas = AREAS.filter((a) => registry.some((e) => e.area === a))
  return (
    <div css={atlasPage} data-testid="atlas-index">
      <div css={shell}>
        <h1>{t('title')}</h1>
        <p css={lead}>{t('intro')}</p>
        {areas.map((area) => (
          <section key={area} aria-labelledby={`area-${area.replace(' ', '-')}`}>
            <h2 id={`area-${area.replace(' ', '-')}`} css={sectionTitle}>
              {t(`areas.${area}`)}
            </h2>
            <div css={grid}>
              {registry
                .filter((e) => e.area === area)
                .map((entry) => {
                  const m = measured[entry.id]
                  const mutants = mutationOf(mutation, entry.id)
                  return (
                    <SiteLink
                      key={entry.id}
                      to={`/machines/${entry.id}`}
                      css={[card, machineCard]}
                      aria-label={t('open', { title: machineTitle(t, entry) })}
                    >
                      <div css={cardHead}>
                        <strong>{machineTitle(t, entry)}</strong>
                        <code css={chip}>{entry.id}</code>
                      </div>
                      <p css={[muted, cardLead]}>{machineDescription(t, entry)}</p>
                      {m ? (
                        <dl css={figures}>
                          <FigureItem label={t('figures.states')} figure={m.coverage.states} />
                          <FigureItem
                            label={t('figures.transitions')}
                            figure={m.coverage.transitions}
                          />
                          <FigureItem
                            label={t('figures.guards')}
                            figure={m.coverage.guardOutcomes}
                          />
                          <div>
                            <dt>{t('figures.paths')}</dt>
                            <dd>{m.paths.length}</dd>
                          </div>
                          <div>
                            <dt>{t('figures.rules')}</dt>
                            <dd>{entry.rules.length}</dd>
                          </div>
                          {observed ? (
                            <FigureItem
                              label={t('coverage.observed')}
                              figure={observedFigure(m, observed.machines[entry.id])}
                            />
                          ) : null}
                          {mutants ? (
                            <FigureItem
                              label={t('mutation.score')}
                              figure={{
                                covered: mutants.killed + mutants.timeout,
                                total: mutants.mutants,
                              }}
                            />
                          ) : null}
                        </dl>
                      ) : (
                        <p css={muted} role="status">
                          {t('computing')}
                        </p>
                      )}
                    </SiteLink>
                  )
                })}
            </div>
          </section>
        ))}
        <section aria-labelledby="access-table">
          <h2 id="access-table" css={sectionTitle}>
            {t('decision.title')}
          </h2>
          <p css={muted}>{t('decision.intro')}</p>
          <div css={[card, scroll]} tabIndex={0} role="group" aria-labelledby="access-table">
            <table css={table}>
              <thead>
                <tr>
                  <th>{t('decision.rule')}</th>
                  <th>{t('decision.pages')}</th>
                  <th>{t('decision.when')}</th>
                  <th>{t('decision.redirect')}</th>
                </tr>
              </thead>
              <tbody>
                {ACCESS_TABLE.map((row) => (
                  <tr key={row.rule}>
                    <td>
                      <code css={chip}>{row.rule}</code>
                      <div css={muted}>{ruleText(t, row.rule)}</div>
                    </td>
                    <td>{row.pages.join(', ')}</td>
                    <td>{row.when}</td>
                    <td>
                      <code>{row.target}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  )
}

/** Transitions the real app took in the last end-to-end run, out of the machine's transitions. */
const observedFigure = (m: Measured, seen: ObservedMachine | undefined): Figure => ({
  covered: compareCoverage(m.graph, m.coverage.transitionIds, seen).observed,
  total: m.graph.transitions.length,
})

function FigureItem({ label, figure }: { label: string; figure: Figure }) {
  const p = percent(figure)
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span css={[bar]} style={{ '--p': `${p}%` } as React.CSSProperties} aria-hidden="true" />
        <span css={p === 100 ? full : partial}>
          {figure.covered}/{figure.total} · {p}%
        </span>
      </dd>
    </div>
  )
}

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
`
const machineCard = css`
  display: block;
  text-decoration: none;
  color: inherit;
  transition:
    border-color 0.15s,
    transform 0.15s;
  &:hover {
    border-color: ${alpha(palette.violetSoft, 0.6)};
    transform: translateY(-2px);
  }
`
const cardHead = css`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  margin-bottom: 14px;
  strong {
    font-size: 16px;
  }
`
const figures = css`
  display: grid;
  gap: 8px;
  margin: 0;
  div {
    display: grid;
    grid-template-columns: 120px 1fr;
    align-items: center;
    gap: 8px;
  }
  dt {
    color: ${color.textMuted};
    font-size: 13px;
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 13px;
    font-variant-numeric: tabular-nums;
  }
`
const bar = css`
  width: 64px;
  height: 6px;
  border-radius: 3px;
  background: linear-gradient(90deg, ${diagram.edge} var(--p), ${glass.active} var(--p));
`
const full = css`
  color: ${diagram.edge};
`
const partial = css`
  color: ${diagram.uncoveredText};
`
const scroll = css`
  overflow-x: auto;
  padding: 0;
`
const cardLead = css`
  margin: -6px 0 14px;
`
