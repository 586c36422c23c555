import { css } from '@emotion/react'
import ELK from 'elkjs/lib/elk.bundled.js'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type EventObject,
  type StateValue,
} from 'xstate'
import { activePaths } from '../graph/graph.ts'
import { layoutMachine, toMermaid, toSvg } from '../graph/diagram.ts'
import { inertMachine, percent, possibleEvents, type RegistryEntry } from '../testing/testModel.ts'
import { registryById } from '../registry.ts'
import { rules } from '../../machines/core/rules.ts'
import { SiteLink } from '../../views/kit/SiteLink.tsx'
import { alpha, color, diagram, palette } from '../../views/kit/tokens.ts'
import {
  atlasPage,
  buttonRow,
  card,
  chip,
  lead,
  muted,
  sectionTitle,
  shell,
  smallButton,
  table,
} from './atlasStyles.ts'
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
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    const live: { current: boolean } = { current: true }
    void measureOnce(entry)
      .then((m) => {
        if (live.current) setMeasured(m)
        return drawMachine(entry, m)
      })
      .then((drawn) => {
        if (live.current) setSvg(drawn)
      })
    return () => {
      live.current = false
    }
  }, [entry])
  const sim = useSimulation(entry)

  return (
    <div css={atlasPage} data-testid="atlas-machine">
      <div css={shell}>
        <SiteLink to="/machines" css={back}>
          ← {t('machine.back')}
        </SiteLink>
        <div css={titleRow}>
          <h1>{entry.title}</h1>
          <code css={chip}>{entry.id}</code>
          <span css={chip}>{t(`areas.${entry.area}`)}</span>
        </div>
        <p css={lead}>{entry.machine.root.description}</p>
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
                <button
                  type="button"
                  css={smallButton}
                  disabled={!svg}
                  onClick={() => svg && download(`${entry.id}.svg`, svg, 'image/svg+xml')}
                >
                  {t('machine.exportSvg')}
                </button>
                <button
                  type="button"
                  css={smallButton}
                  disabled={!measured}
                  onClick={() =>
                    measured && download(`${entry.id}.mmd`, toMermaid(measured.graph), 'text/plain')
                  }
                >
                  {t('machine.exportMermaid')}
                </button>
              </div>
            </div>
            {svg ? (
              <Diagram svg={svg} active={sim.active} enabled={sim.enabledTransitions} />
            ) : (
              <p css={muted}>{t('machine.layingOut')}</p>
            )}
          </section>
          <Simulator entry={entry} sim={sim} />
        </div>

        {measured ? <Details entry={entry} measured={measured} /> : null}
      </div>
    </div>
  )
}

function Diagram({
  svg,
  active,
  enabled,
}: {
  svg: string
  active: readonly string[]
  enabled: readonly string[]
}) {
  const { t } = useTranslation('atlas')
  const ref = useRef<HTMLDivElement>(null)
  const [fit, setFit] = useState(true)
  useEffect(() => {
    const root = ref.current
    if (!root) return
    root
      .querySelectorAll('.active, .enabled')
      .forEach((el) => el.classList.remove('active', 'enabled'))
    for (const id of active)
      root.querySelector(`[data-state="${CSS.escape(id)}"]`)?.classList.add('active')
    for (const id of enabled)
      root.querySelector(`[data-transition="${CSS.escape(id)}"]`)?.classList.add('enabled')
  }, [svg, active, enabled])
  return (
    <>
      <button
        type="button"
        css={[smallButton, css({ marginBottom: 10 })]}
        aria-pressed={!fit}
        onClick={() => setFit((f) => !f)}
      >
        {fit ? t('machine.actual') : t('machine.fit')}
      </button>
      <div
        ref={ref}
        css={[svgBox, fit && fitted]}
        data-testid="atlas-diagram"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </>
  )
}

interface Simulation {
  inputIndex: number
  setInput: (i: number) => void
  snapshot: AnyMachineSnapshot
  active: string[]
  enabledTransitions: string[]
  options: { caseName: string; event: EventObject }[]
  history: string[]
  send: (event: EventObject, caseName: string) => void
  reset: () => void
}

function useSimulation(entry: RegistryEntry): Simulation {
  const machine = useMemo(() => inertMachine(entry), [entry])
  const [inputIndex, setInputIndex] = useState(0)
  const [actor, setActor] = useState<AnyActorRef>(() =>
    createActor(machine, { input: entry.model.inputs[0]?.input }).start(),
  )
  const [history, setHistory] = useState<string[]>([])
  const snapshot = useSelector(actor, (s: AnyMachineSnapshot) => s)
  useEffect(() => () => actor.stop(), [actor])
  const restart = (i: number) => {
    setInputIndex(i)
    setActor(createActor(machine, { input: entry.model.inputs[i]?.input }).start())
    setHistory([])
  }
  const active = useMemo(() => activePaths(snapshot.value as StateValue), [snapshot])
  const options = useMemo(
    () => possibleEvents(entry, machine, snapshot),
    [entry, machine, snapshot],
  )
  const enabledTransitions = useMemo(() => {
    const types = new Set(options.map((o) => o.event.type))
    const ids: string[] = []
    for (const path of active) {
      const node = machine.getStateNodeById(`${machine.id}.${path}`)
      for (const [type, list] of node.transitions)
        if (types.has(type)) list.forEach((_, i) => ids.push(`${path}|${type}|${String(i)}`))
    }
    return ids
  }, [options, active, machine])
  return {
    inputIndex,
    setInput: restart,
    snapshot,
    active,
    enabledTransitions,
    options,
    history,
    send: (event, caseName) => {
      actor.send(event)
      const after = actor.getSnapshot() as AnyMachineSnapshot
      setHistory((h) => [
        ...h,
        `${caseName === event.type ? event.type : `${event.type} — ${caseName}`} → ${JSON.stringify(after.value)}`,
      ])
    },
    reset: () => restart(inputIndex),
  }
}

function Simulator({ entry, sim }: { entry: RegistryEntry; sim: Simulation }) {
  const { t } = useTranslation('atlas')
  const userEvents = sim.options.filter((o) => !o.event.type.startsWith('xstate.'))
  const outcomes = sim.options.filter((o) => o.event.type.startsWith('xstate.'))
  return (
    <section css={[card, simCard]} aria-labelledby="sim-title" data-testid="atlas-simulator">
      <h2 id="sim-title" css={h2}>
        {t('machine.simulate')}
      </h2>
      <p css={muted}>{t('machine.simulateIntro')}</p>
      {entry.model.inputs.length > 1 ? (
        <label css={field}>
          <span>{t('machine.startWith')}</span>
          <select value={sim.inputIndex} onChange={(e) => sim.setInput(Number(e.target.value))}>
            {entry.model.inputs.map((input, i) => (
              <option key={input.name} value={i}>
                {input.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div css={current}>
        <span css={muted}>{t('machine.current')}</span>
        <code data-testid="sim-state">{sim.active.at(-1) ?? '—'}</code>
      </div>
      {userEvents.length ? (
        <>
          <h3 css={h3}>{t('machine.events')}</h3>
          <div css={buttonRow}>
            {userEvents.map((o) => (
              <button
                key={`${o.event.type}#${o.caseName}`}
                type="button"
                css={smallButton}
                onClick={() => sim.send(o.event, o.caseName)}
                title={o.event.type}
              >
                {o.caseName === o.event.type ? o.event.type : o.caseName}
              </button>
            ))}
          </div>
        </>
      ) : null}
      {outcomes.length ? (
        <>
          <h3 css={h3}>{t('machine.outcomes')}</h3>
          <div css={buttonRow}>
            {outcomes.map((o) => (
              <button
                key={`${o.event.type}#${o.caseName}`}
                type="button"
                css={[smallButton, o.event.type.includes('.error.') ? errorButton : okButton]}
                onClick={() => sim.send(o.event, o.caseName)}
                title={o.event.type}
              >
                {o.event.type.includes('.error.') ? '✗ ' : '✓ '}
                {o.caseName}
              </button>
            ))}
          </div>
        </>
      ) : null}
      {sim.options.length === 0 ? <p css={muted}>{t('machine.none')}</p> : null}
      {sim.history.length ? (
        <>
          <h3 css={h3}>{t('machine.history')}</h3>
          <ol css={historyList}>
            {sim.history.map((h, i) => (
              <li key={i}>{h}</li>
            ))}
          </ol>
        </>
      ) : null}
      <button type="button" css={[smallButton, css({ marginTop: 12 })]} onClick={sim.reset}>
        {t('machine.reset')}
      </button>
    </section>
  )
}

function Details({ entry, measured }: { entry: RegistryEntry; measured: Measured }) {
  const { t } = useTranslation('atlas')
  const { graph, coverage, paths } = measured
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
                  {t('machine.spec')} {rules[id]?.spec}
                </small>
              </div>
              <p css={ruleText}>{rules[id]?.text}</p>
              <h3 css={h3}>{t('machine.implementedBy')}</h3>
              <ul css={compactList}>
                {implementing.map((tr) => (
                  <li key={tr.id}>
                    <code>{tr.source}</code> — {tr.label}
                    {tr.guard ? ` [${tr.guard}]` : ''} →{' '}
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

      <h2 css={sectionTitle}>{t('machine.states')}</h2>
      <div css={[card, css({ padding: 0, overflowX: 'auto' })]}>
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
      <ol css={pathList} data-testid="atlas-paths">
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
    </>
  )
}

/** The laid-out diagram with coverage drawn. */
async function drawMachine(entry: RegistryEntry, m: Measured): Promise<string> {
  const layout = await layoutMachine(new ELK(), m.graph)
  const coverage = {
    states: new Set(m.coverage.stateIds),
    transitions: new Set(m.coverage.transitionIds),
  }
  return toSvg(m.graph, layout, { coverage, rules, title: entry.title })
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
const svgBox = css`
  overflow: auto;
  max-height: 78vh;
  border-radius: 10px;
  background: ${color.ink};
  svg {
    display: block;
    max-width: none;
  }
`
const fitted = css`
  svg {
    width: 100%;
    height: auto;
  }
`
const simCard = css`
  position: sticky;
  top: 90px;
`
const field = css`
  display: grid;
  gap: 4px;
  margin: 12px 0;
  font-size: 13px;
  color: ${color.textMuted};
  select {
    background: ${color.ink};
    color: ${color.text};
    border: 1px solid ${alpha(palette.white, 0.22)};
    border-radius: 8px;
    padding: 8px;
  }
`
const current = css`
  display: grid;
  gap: 4px;
  margin: 14px 0 4px;
  code {
    font-size: 18px;
    color: ${diagram.edge};
  }
`
const okButton = css`
  border-color: ${alpha(palette.teal, 0.5)};
`
const errorButton = css`
  border-color: ${alpha(palette.redBright, 0.5)};
`
const historyList = css`
  margin: 0;
  padding-left: 20px;
  font-size: 12px;
  color: ${color.textMuted};
  font-family: ui-monospace, monospace;
  max-height: 200px;
  overflow: auto;
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
