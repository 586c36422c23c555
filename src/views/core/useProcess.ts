import { useActorRef, useSelector } from '@xstate/react'
import { useContext, useMemo, useState } from 'react'
import type {
  ActorRefFrom,
  AnyActorRef,
  AnyStateMachine,
  InputFrom,
  Snapshot,
  SnapshotFrom,
} from 'xstate'
import { e2eInspect } from '../../tools/inspection/e2eInspect.ts'
import { provideSiteEffects, SiteEffectsContext } from './siteEffects.ts'

/**
 * The machine with the site's effects of the nearest `SiteEffectsContext`, made once for the
 * page's life (the shell's effects are stable: a language change reloads the page).
 */
export function useSiteLogic<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const effects = useContext(SiteEffectsContext)
  const [logic] = useState(() => provideSiteEffects(machine, () => effects))
  return logic
}

/**
 * One process on a page: its actor, started with `input`, whose injected effects (navigation,
 * session refresh, the global error pop-up) are the site's. Pages read it with `useConnect`.
 */
export function useProcess<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  /** The state the server's render reached (a route loader's `settle`): the browser goes on from it. */
  snapshot?: Snapshot<unknown>,
): ActorRefFrom<TMachine> {
  const logic = useSiteLogic(machine)
  // The clock of its delays: real time unless the page's effects bring one (a test steps it).
  const { clock } = useContext(SiteEffectsContext)
  // The end-to-end run's inspection hook; undefined (no inspection) on a visitor's page.
  const options = snapshot
    ? { input, snapshot, inspect: e2eInspect() }
    : { input, inspect: e2eInspect() }
  return useActorRef(logic, clock ? { ...options, clock } : options) as ActorRefFrom<TMachine>
}

/** What a view needs from an actor, through the machine's `connect(snapshot, send)`; recomputed when the snapshot changes. */
export function useConnect<TActor extends AnyActorRef, TApi>(
  actor: TActor,
  connect: (snapshot: SnapshotFrom<TActor>, send: TActor['send']) => TApi,
): TApi {
  const snapshot = useSelector<AnyActorRef, SnapshotFrom<TActor>>(
    actor,
    (s: SnapshotFrom<TActor>) => s,
  )
  return useMemo(() => connect(snapshot, (event) => actor.send(event)), [connect, snapshot, actor])
}
