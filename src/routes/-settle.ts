import { createActor, waitFor, type AnyActorLogic, type Snapshot, type SnapshotFrom } from 'xstate'

/** How long a page render waits for a machine's calls before it renders what it has. */
const SETTLE_TIMEOUT_MS = 4_000

/**
 * Runs a machine until `settled` says its first calls have answered, and returns its persisted
 * snapshot: the loader's data, sent inside the HTML, from which the page's actor starts in the
 * browser, so both sides render the same state and the browser does not ask again.
 */
export async function settle<TLogic extends AnyActorLogic>(
  logic: TLogic,
  input: unknown,
  settled: (snapshot: SnapshotFrom<TLogic>) => boolean,
  prepare?: (actor: ReturnType<typeof createActor<TLogic>>) => void,
): Promise<{ persisted: Snapshot<unknown>; snapshot: SnapshotFrom<TLogic> }> {
  const actor = createActor(logic, { input } as Parameters<typeof createActor<TLogic>>[1])
  actor.start()
  prepare?.(actor)
  try {
    await waitFor(actor, settled, { timeout: SETTLE_TIMEOUT_MS })
  } catch {
    // A call that did not answer in time: the page renders the state reached so far.
  }
  const persisted = actor.getPersistedSnapshot()
  const snapshot = actor.getSnapshot()
  actor.stop()
  return { persisted, snapshot }
}
