import { css } from '@emotion/react'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate'
import { activePaths } from '../graph/graph.ts'
import { inertMachine, possibleEvents, type RegistryEntry } from '../testing/testModel.ts'
import { color, palette, alpha } from '../../views/kit/tokens.ts'
import { Button } from '../../views/kit/Button.tsx'
import { Field } from '../../views/kit/Field.tsx'
import { Select } from '../../views/kit/Select.tsx'
import { buttonRow, card, muted } from './atlasStyles.ts'

/**
 * Step a machine by hand: its services never answer by themselves, the reader picks each event
 * and each service outcome. Shows the machine's data (its context) and where it navigates.
 */

export interface Simulation {
  inputIndex: number
  setInput: (i: number) => void
  snapshot: AnyMachineSnapshot
  active: string[]
  enabledTransitions: string[]
  options: { caseName: string; event: EventObject }[]
  history: string[]
  /** The address the machine navigated to (its navigation effect ran), if it did. */
  navigatedTo: string | null
  send: (event: EventObject, caseName: string) => void
  reset: () => void
}

/** Effects that move the user elsewhere: `navigate` reads the context's destination, `goTo` its `to`. */
const NAVIGATION = new Set(['navigate', 'goTo'])

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined

/** Where a navigation effect sends the user: its `to` parameter, else the context's `destination`. */
export function destinationOf(context: unknown, params: unknown): string | null {
  const to = field(params, 'to') ?? field(context, 'destination')
  return typeof to === 'string' ? to : null
}

/** The address each simulated actor last navigated to, written by its navigation effect. */
const navigations = new WeakMap<AnyActorRef, string | null>()

function simulated(entry: RegistryEntry): AnyStateMachine {
  const machine = inertMachine(entry)
  const actions: Record<
    string,
    (args: { context: unknown; self: AnyActorRef }, params: unknown) => void
  > = {}
  for (const name of entry.model.effects)
    if (NAVIGATION.has(name))
      actions[name] = ({ context, self }, params) => {
        navigations.set(self, destinationOf(context, params))
      }
  return machine.provide({ actions } as Parameters<AnyStateMachine['provide']>[0])
}

export function useSimulation(entry: RegistryEntry): Simulation {
  const machine = useMemo(() => simulated(entry), [entry])
  const [inputIndex, setInputIndex] = useState(0)
  const [actor, setActor] = useState<AnyActorRef>(() =>
    createActor(machine, { input: entry.model.inputs[0]?.input }).start(),
  )
  const [history, setHistory] = useState<string[]>([])
  const [navigatedTo, setNavigatedTo] = useState<string | null>(null)
  const snapshot = useSelector(actor, (s: AnyMachineSnapshot) => s)
  useEffect(() => () => actor.stop(), [actor])
  const restart = (i: number) => {
    setNavigatedTo(null)
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
    for (const path of ['', ...active]) {
      const node = path ? machine.getStateNodeById(`${machine.id}.${path}`) : machine.root
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
    navigatedTo,
    send: (event, caseName) => {
      actor.send(event)
      setNavigatedTo(navigations.get(actor) ?? null)
      const after = actor.getSnapshot() as AnyMachineSnapshot
      setHistory((h) => [
        ...h,
        `${caseName === event.type ? event.type : `${event.type} — ${caseName}`} → ${JSON.stringify(after.value)}`,
      ])
    },
    reset: () => restart(inputIndex),
  }
}

export function Simulator({ entry, sim }: { entry: RegistryEntry; sim: Simulation }) {
  const { t } = useTranslation('atlas')
  const userEvents = sim.options.filter((o) => !o.event.type.startsWith('xstate.'))
  const outcomes = sim.options.filter((o) => o.event.type.startsWith('xstate.'))
  const pending = destinationOf(sim.snapshot.context, undefined)
  return (
    <section css={[card, simCard]} aria-labelledby="sim-title" data-testid="atlas-simulator">
      <h2 id="sim-title" css={h2}>
        {t('machine.simulate')}
      </h2>
      <p css={muted}>{t('machine.simulateIntro')}</p>
      {entry.model.inputs.length > 1 ? (
        <div css={fieldRow}>
          <Field label={t('machine.startWith')}>
            <Select
              value={String(sim.inputIndex)}
              options={entry.model.inputs.map((input, i) => ({
                value: String(i),
                label: input.name,
              }))}
              onChange={(e) => sim.setInput(Number(e.target.value))}
            />
          </Field>
        </div>
      ) : null}
      <dl css={facts}>
        <dt>{t('machine.current')}</dt>
        <dd>
          <code css={stateName} data-testid="sim-state">
            {sim.active.at(-1) ?? '—'}
          </code>
        </dd>
        <dt>{t('machine.destination')}</dt>
        <dd data-testid="sim-destination">
          {sim.navigatedTo ? (
            <>
              <code>{sim.navigatedTo}</code> <span css={muted}>{t('machine.navigated')}</span>
            </>
          ) : pending ? (
            <>
              <code>{pending}</code> <span css={muted}>{t('machine.notYet')}</span>
            </>
          ) : (
            <span css={muted}>{t('machine.noDestination')}</span>
          )}
        </dd>
      </dl>
      {userEvents.length ? (
        <>
          <h3 css={h3}>{t('machine.events')}</h3>
          <div css={buttonRow}>
            {userEvents.map((o) => (
              <Button
                key={`${o.event.type}#${o.caseName}`}
                variant="ghost"
                size="sm"
                onClick={() => sim.send(o.event, o.caseName)}
                title={o.event.type}
              >
                {o.caseName === o.event.type ? o.event.type : o.caseName}
              </Button>
            ))}
          </div>
        </>
      ) : null}
      {outcomes.length ? (
        <>
          <h3 css={h3}>{t('machine.outcomes')}</h3>
          <div css={buttonRow}>
            {outcomes.map((o) => (
              <Button
                key={`${o.event.type}#${o.caseName}`}
                variant="ghost"
                size="sm"
                css={o.event.type.includes('.error.') ? errorButton : okButton}
                onClick={() => sim.send(o.event, o.caseName)}
                title={o.event.type}
              >
                {o.event.type.includes('.error.') ? '✗ ' : '✓ '}
                {o.caseName}
              </Button>
            ))}
          </div>
        </>
      ) : null}
      {sim.options.length === 0 ? <p css={muted}>{t('machine.none')}</p> : null}
      <h3 css={h3}>{t('machine.context')}</h3>
      <pre
        css={contextBox}
        data-testid="sim-context"
        tabIndex={0}
        aria-label={t('machine.context')}
      >
        {JSON.stringify(sim.snapshot.context, null, 2)}
      </pre>
      {sim.history.length ? (
        <>
          <h3 css={h3}>{t('machine.history')}</h3>
          <ol css={historyList} tabIndex={0} aria-label={t('machine.history')}>
            {sim.history.map((h, i) => (
              <li key={i}>{h}</li>
            ))}
          </ol>
        </>
      ) : null}
      <Button variant="ghost" size="sm" css={css({ marginTop: 12 })} onClick={sim.reset}>
        {t('machine.reset')}
      </Button>
    </section>
  )
}

const simCard = css`
  position: sticky;
  top: 90px;
  min-width: 0;
  @media (max-width: 1100px) {
    position: static;
  }
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
const fieldRow = css`
  display: grid;
  gap: 4px;
  margin: 12px 0;
  font-size: 13px;
  color: ${color.textMuted};
`
const facts = css`
  display: grid;
  gap: 4px;
  margin: 14px 0 4px;
  dt {
    color: ${color.textMuted};
    font-size: 13px;
  }
  dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
  code {
    color: ${color.accentSoft};
  }
`
const stateName = css`
  font-size: 18px;
  && {
    color: ${color.teal};
  }
`
const okButton = css`
  border-color: ${alpha(palette.teal, 0.5)};
`
const errorButton = css`
  border-color: ${alpha(palette.redBright, 0.5)};
`
const contextBox = css`
  margin: 0;
  padding: 10px 12px;
  max-height: 220px;
  overflow: auto;
  border-radius: 8px;
  background: ${color.ink};
  color: ${palette.cloud};
  font:
    12px/1.5 ui-monospace,
    monospace;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
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
