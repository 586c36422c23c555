import { css } from '@emotion/react'
import ELK from 'elkjs/lib/elk.bundled.js'
import type { ElkNode } from 'elkjs/lib/elk-api'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeMachine, transitionHead } from '../graph/graph.ts'
import { layoutMachine, toMermaid, toSvg, type DiagramWords } from '../graph/diagram.ts'
import { compareCoverage, type ObservedRun } from '../graph/observed.ts'
import { percent, type RegistryEntry } from '../testing/testModel.ts'
import { registryById } from '../registry.ts'
import { rules } from '../../machines/core/rules.ts'
import { Button } from '../../views/kit/Button.tsx'
import { RadioGroup } from '../../views/kit/RadioGroup.tsx'
import { SiteLink } from '../../views/kit/SiteLink.tsx'
import { color, diagram, palette } from '../../views/kit/tokens.ts'
import {
  atlasPage,
  buttonRow,
  card,
  chip,
  lead,
  muted,
  sectionTitle,
  shell,
  table,
} from './atlasStyles.ts'
import { DiagramViewer } from './DiagramViewer.tsx'
import {
  machineDescription,
  machineTitle,
  ruleText as ruleTextOf,
  specSentence,
} from './machineText.ts'
import { MutationPanel } from './MutationPanel.tsx'
import { SpecSections, specRefs } from './specSections.tsx'
import { Simulator, useSimulation } from './Simulator.tsx'
import { useObserved } from './useObserved.ts'
import { measureOnce, type Measured } from './useMeasure.ts'

/** /machines/$machineId: one machine's diagram, rules, test paths and a simulator. */
export function AtlasMachinePage({ machineId }: { machineId: string }) {
  const { t } = useTranslation('atlas')
  const entry = registryById(machineId)
  if (!entry) {
    return (
      <div css={atlasPage} data-testid="atlas-missing">
        <div css={shell}>
          <SiteLink to="/machines">← {t('machine.back')}</SiteLink>
          <p>{t('machine.notFound')}</p>
        </div>
      </div>
    )
  }
  return <MachineView key={entry.id} entry={entry} />
}

function MachineView({ entry }: { entry: RegistryEntry }) {
  const { t } = useTranslation('atlas')
  const [measured, setMeasured] = useState<Measured | null>(null)
  const [layout, setLayout] = useState<ElkNode | null>(null)
  const [layoutError, setLayoutError] = useState<string | null>(null)
  const [shown, setShown] = useState<'planned' | 'observed'>('planned')
  const observed = useObserved()
  const words: DiagramWords = useMemo(() => ({ anyState: t('words.anyState') }), [t])
  // The diagram is drawn from the machine alone, at once; the coverage is painted on when measured.
  const graph = useMemo(() => describeMachine(entry.machine), [entry])
  useEffect(() => {
    let live = true
    void measureOnce(entry).then((m) => {
      if (live) setMeasured(m)
    })
    layoutMachine(new ELK(), graph, words).then(
      (laid) => {
        if (live) setLayout(laid)
      },
      (error: unknown) => {
        // A diagram that cannot be laid out says why, instead of "Laying out…" forever.
        if (live) setLayoutError(error instanceof Error ? error.message : String(error))
      },
    )
    return () => {
      live = false
    }
  }, [entry, graph, words])
  const sim = useSimulation(entry)
  const title = machineTitle(t, entry)
  const observedMachine = observed?.machines[entry.id]
  const svg = useMemo(() => {
    if (!layout) return null
    const coverage = !measured
      ? undefined
      : shown === 'observed'
        ? {
            states: new Set(Object.keys(observedMachine?.states ?? {})),
            transitions: new Set(Object.keys(observedMachine?.transitions ?? {})),
          }
        : {
            states: new Set(measured.coverage.stateIds),
            transitions: new Set(measured.coverage.transitionIds),
          }
    return toSvg(graph, layout, { ...(coverage ? { coverage } : {}), rules, title, words })
  }, [graph, measured, layout, shown, observedMachine, title, words])

  return (
    <div css={atlasPage} data-testid="atlas-machine">
      <div css={shell}>
        <SiteLink to="/machines" css={back}>
          ← {t('machine.back')}
        </SiteLink>
        <div css={titleRow}>
          <h1>{title}</h1>
          <code css={chip}>{entry.id}</code>
          <span css={chip}>{t(`areas.${entry.area}`)}</span>
        </div>
        <p css={lead}>{machineDescription(t, entry)}</p>
        {measured ? (
          <div css={figures}>
            {(
              [
                ['figures.states', measured.coverage.states],
                ['figures.transitions', measured.coverage.transitions],
                ['figures.guards', measured.coverage.guardOutcomes],
              ] as const
            ).map(([label, f]) => (
              <div key={label} css={figure}>
                <span>{t(label)}</span>
                <strong css={percent(f) === 100 ? good : bad}>{percent(f)}%</strong>
                <small>
                  {f.covered}/{f.total}
                </small>
              </div>
            ))}
            <div css={figure}>
              <span>{t('figures.paths')}</span>
              <strong>{measured.paths.length}</strong>
            </div>
            {observedMachine ? (
              <div css={figure} data-testid="atlas-observed-figure">
                <span>{t('coverage.observed')}</span>
                <strong>
                  {
                    compareCoverage(
                      measured.graph,
                      measured.coverage.transitionIds,
                      observedMachine,
                    ).observed
                  }
                </strong>
                <small>/{measured.graph.transitions.length}</small>
              </div>
            ) : null}
          </div>
        ) : (
          <p css={muted} role="status">
            {t('computing')}
          </p>
        )}

        <div css={layout2}>
          <section css={[card, diagramCard]} aria-labelledby="diagram-title">
            <div css={diagramHead}>
              <h2 id="diagram-title" css={h2}>
                {t('machine.diagram')}
              </h2>
              <ul css={legend}>
                <li>
                  <i css={[swatch, css({ background: diagram.edge })]} />{' '}
                  {t('machine.legend.covered')}
                </li>
                <li>
                  <i css={[swatch, css({ background: diagram.uncovered })]} />{' '}
                  {t('machine.legend.uncovered')}
                </li>
                <li>
                  <i css={[swatch, css({ background: diagram.enabled })]} />{' '}
                  {t('machine.legend.enabled')}
                </li>
                <li>
                  <i
                    css={[
                      swatch,
                      css({
                        background: diagram.active,
                        border: `2px solid ${diagram.activeLine}`,
                      }),
                    ]}
                  />{' '}
                  {t('machine.legend.active')}
                </li>
              </ul>
              <div css={buttonRow}>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!svg}
                  onClick={() => svg && download(`${entry.id}.svg`, svg, 'image/svg+xml')}
                >
                  {t('machine.exportSvg')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!measured}
                  onClick={() =>
                    measured &&
                    download(`${entry.id}.mmd`, toMermaid(measured.graph, words), 'text/plain')
                  }
                >
                  {t('machine.exportMermaid')}
                </Button>
              </div>
            </div>
            <RadioGroup
              css={coverageChoice}
              legend={t('coverage.shown')}
              name="coverage-shown"
              inline
              value={shown}
              onChange={setShown}
              options={(['planned', 'observed'] as const).map((kind) => ({
                value: kind,
                label: t(`coverage.${kind}`),
                disabled: kind === 'observed' && !observedMachine,
              }))}
            />
            {layoutError ? (
              <p css={[muted, bad]} role="alert" data-testid="atlas-layout-error">
                {t('machine.layoutFailed', { error: layoutError })}
              </p>
            ) : svg ? (
              <DiagramViewer
                svg={svg}
                active={sim.active}
                enabled={sim.enabledTransitions}
                label={t('machine.diagramBox', { title })}
              />
            ) : (
              <p css={muted} role="status">
                {t('machine.layingOut')}
              </p>
            )}
          </section>
          <Simulator entry={entry} sim={sim} />
        </div>

        <MutationPanel machineId={entry.id} />

        {measured ? <Details entry={entry} measured={measured} observed={observed} /> : null}
      </div>
    </div>
  )
}

function Details({
  entry,
  measured,
  observed,
}: {
  entry: RegistryEntry
  measured: Measured
  observed: ObservedRun | null | undefined
}) {
  const { t } = useTranslation('atlas')
  const { graph, coverage, paths } = measured
  const observedMachine = observed?.machines[entry.id]
  const [showPaths, setShowPaths] = useState(false)
  const cited = useMemo(() => {
    const all = entry.rules.flatMap((id) => specRefs(rules[id]?.spec))
    return all.filter((r, i) => all.findIndex((o) => o.anchor === r.anchor) === i)
  }, [entry])
  return (
    <>
      <h2 css={sectionTitle}>{t('machine.uncovered')}</h2>
      {coverage.missing.length ? (
        <ul css={[card, missingList]}>
          {coverage.missing.map((m) => (
            <li key={m.id}>
              {t(`machine.kind.${m.kind}`)} <code>{m.id}</code>
              {m.reason ? ` — ${m.reason}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p css={[card, good]}>{t('machine.allCovered')}</p>
      )}

      <h2 css={sectionTitle}>{t('machine.rules')}</h2>
      <div css={rulesGrid}>
        {entry.rules.map((id) => {
          const implementing = graph.transitions.filter((tr) => tr.rules.includes(id))
          const exercising = coverage.rulePaths[id] ?? []
          return (
            <article key={id} css={card} data-testid={`rule-${id}`}>
              <div css={titleRow}>
                <code css={chip}>{id}</code>
                <small css={muted}>
                  {t('machine.spec')}{' '}
                  {specRefs(rules[id]?.spec).map((ref, i) => (
                    <span key={ref.anchor}>
                      {i > 0 ? ', ' : ''}
                      <a href={`#${ref.anchor}`} css={specLink}>
                        {ref.label}
                      </a>
                    </span>
                  ))}
                  {specRefs(rules[id]?.spec).length === 0 ? rules[id]?.spec : null}
                </small>
              </div>
              <p css={ruleText}>{ruleTextOf(t, id)}</p>
              {specSentence(rules[id]) ? (
                <blockquote css={sentence} lang="en" data-testid="spec-sentence">
                  <small css={muted}>{t('machine.specSays')}</small>
                  <span>{specSentence(rules[id])}</span>
                </blockquote>
              ) : null}
              <h3 css={h3}>{t('machine.implementedBy')}</h3>
              <ul css={compactList}>
                {implementing.map((tr) => (
                  <li key={tr.id}>
                    <code>{tr.source || entry.id}</code> — {transitionHead(tr)} →{' '}
                    <code>{tr.targets.join(', ') || tr.source}</code>
                  </li>
                ))}
              </ul>
              <p css={exercising.length ? good : bad}>
                {exercising.length
                  ? t('machine.exercisedBy', { count: exercising.length })
                  : t('machine.notExercised')}
              </p>
              {exercising.length ? (
                <p css={muted}>
                  {exercising.slice(0, 12).join(' · ')}
                  {exercising.length > 12 ? ' …' : ''}
                </p>
              ) : null}
            </article>
          )
        })}
      </div>

      <SpecSections refs={cited} />

      <h2 css={sectionTitle}>{t('coverage.observedTitle')}</h2>
      <p css={muted}>{t('coverage.observedIntro')}</p>
      {observed === undefined ? null : observed && observedMachine ? (
        <ObservedTable graphTransitions={graph.transitions} measured={measured} run={observed} />
      ) : (
        <p css={[card, muted]} data-testid="atlas-observed-none">
          {t('coverage.noRun')}
        </p>
      )}

      <h2 css={sectionTitle}>{t('machine.states')}</h2>
      <div
        css={[card, css({ padding: 0, overflowX: 'auto' })]}
        tabIndex={0}
        role="group"
        aria-label={t('machine.states')}
      >
        <table css={table}>
          <tbody>
            {graph.states.map((s) => (
              <tr key={s.id}>
                <td>
                  <code>{s.id}</code>
                </td>
                <td>{s.description}</td>
                <td>
                  {s.rules.map((r) => (
                    <code key={r} css={[chip, css({ marginRight: 4 })]}>
                      {r}
                    </code>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 css={sectionTitle}>{t('machine.paths')}</h2>
      <p css={muted}>{t('machine.pathsIntro')}</p>
      {/* Hundreds of paths are a long page: they are drawn when the reader asks for them. */}
      <Button
        variant="ghost"
        size="sm"
        css={css({ marginTop: 10 })}
        aria-expanded={showPaths}
        aria-controls="atlas-paths"
        onClick={() => setShowPaths((shown) => !shown)}
      >
        {showPaths ? t('machine.hidePaths') : t('machine.showPaths', { count: paths.length })}
      </Button>
      {showPaths ? (
        <ol css={pathList} id="atlas-paths" data-testid="atlas-paths">
          {paths.map((p) => (
            <li key={p.id} css={card}>
              <div css={titleRow}>
                <code css={chip}>{p.id}</code>
                <small css={muted}>{p.input.name}</small>
              </div>
              <ol css={steps}>
                {p.steps.map((s, i) => (
                  <li key={i}>
                    <span>{s.caseName === s.event.type ? s.event.type : s.caseName}</span>{' '}
                    <small css={muted}>→ {s.state.replace(/[{}"]/g, '').replace(/:/g, '.')}</small>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  )
}

/** Per transition: taken by a generated path, taken by the real app in the last end-to-end run. */
function ObservedTable({
  graphTransitions,
  measured,
  run,
}: {
  graphTransitions: Measured['graph']['transitions']
  measured: Measured
  run: ObservedRun
}) {
  const { t } = useTranslation('atlas')
  const cmp = compareCoverage(
    measured.graph,
    measured.coverage.transitionIds,
    run.machines[measured.graph.id],
  )
  const byId = new Map(graphTransitions.map((tr) => [tr.id, tr]))
  return (
    <div css={card} data-testid="atlas-observed">
      <p css={muted}>
        {t('coverage.recorded', {
          date: run.recordedAt.slice(0, 16).replace('T', ' '),
          tests: run.tests,
        })}{' '}
        {t('coverage.summary', { observed: cmp.observed, total: cmp.total, planned: cmp.planned })}
      </p>
      <div css={scrollX} tabIndex={0} role="group" aria-label={t('coverage.observedTitle')}>
        <table css={table}>
          <thead>
            <tr>
              <th>{t('coverage.transition')}</th>
              <th>{t('coverage.byPaths')}</th>
              <th>{t('coverage.byApp')}</th>
            </tr>
          </thead>
          <tbody>
            {cmp.rows.map((row) => {
              const tr = byId.get(row.transition)
              return (
                <tr key={row.transition}>
                  <td>
                    <code>{tr?.source || measured.graph.id}</code> —{' '}
                    {tr ? transitionHead(tr) : row.transition}
                  </td>
                  <td css={row.planned ? good : bad}>{row.planned ? '✓' : '—'}</td>
                  <td css={row.observed ? good : muted}>
                    {row.observed ? `✓ ×${String(row.observed)}` : '—'}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

const back = css`
  color: ${color.accentSoft};
  text-decoration: none;
  font-size: 14px;
`
const titleRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-top: 8px;
  h1 {
    margin: 0;
  }
`
const figures = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 24px;
`
const figure = css`
  display: grid;
  gap: 2px;
  min-width: 140px;
  padding: 12px 16px;
  border-radius: 12px;
  background: ${color.surface};
  border: 1px solid ${color.line};
  span {
    color: ${color.textMuted};
    font-size: 13px;
  }
  strong {
    font-size: 24px;
  }
  small {
    color: ${color.textMuted};
  }
`
const good = css`
  color: ${diagram.edge};
`
const bad = css`
  color: ${diagram.uncoveredText};
`
const layout2 = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: 16px;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: 1fr;
  }
`
const diagramCard = css`
  padding: 16px;
  min-width: 0;
`
const diagramHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
`
const h2 = css`
  font-size: 18px;
  margin: 0;
`
const h3 = css`
  font-size: 14px;
  margin: 16px 0 8px;
  color: ${palette.cloud};
`
const legend = css`
  display: flex;
  flex-wrap: wrap;
  gap: 14px;
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 13px;
  color: ${color.textMuted};
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
`
const swatch = css`
  display: inline-block;
  width: 14px;
  height: 4px;
  border-radius: 2px;
`
const missingList = css`
  list-style: none;
  margin: 0;
  li {
    padding: 4px 0;
    color: ${palette.redPale};
  }
`
const rulesGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  gap: 14px;
`
const ruleText = css`
  margin: 10px 0 0;
  font-size: 15px;
`
const compactList = css`
  margin: 0;
  padding-left: 18px;
  font-size: 13px;
  code {
    color: ${color.accentSoft};
  }
`
const pathList = css`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(360px, 1fr));
  gap: 12px;
`
const steps = css`
  margin: 10px 0 0;
  padding-left: 20px;
  font-size: 13px;
  li {
    margin: 2px 0;
  }
`
const specLink = css`
  color: ${color.accentSoft};
  text-decoration: underline;
`
const sentence = css`
  display: grid;
  gap: 4px;
  margin: 10px 0 0;
  padding: 8px 12px;
  border-left: 3px solid ${color.accentSoft};
  font-size: 14px;
  font-style: italic;
`
const coverageChoice = css`
  margin: 0 0 10px;
  font-size: 13px;
  color: ${palette.cloud};
  legend {
    float: left;
    margin: 0 14px 0 0;
    font-size: 13px;
    font-weight: normal;
    color: ${color.textMuted};
  }
`
const scrollX = css`
  overflow-x: auto;
`
