import { describe, expect, test } from 'vitest'
import { createMachine, type AnyStateMachine } from 'xstate'
import { signInMachine, type SignInContext } from '../../src/machines/account/signIn.ts'
import { pathFromSnapshot, type PathSnapshot } from '../../src/tools/testing/pathSnapshot.ts'
import { model as real } from '../../src/machines/account/signIn.model.ts'
import type { RegistryEntry } from '../../src/tools/testing/testModel.ts'
import signInPaths from './paths/signIn.json'
import { runAndJudge } from './run.ts'

/**
 * The four wrong sign-in machines of issue 9, each a copy of the real one with one spec rule
 * broken; the model run (the committed paths, judged by the spec's oracle alone, not by the states
 * the snapshot recorded) must catch every one. Stryker tries thousands more (npm run test:mutation).
 */
type Config = Record<string, unknown> & { states: Record<string, Record<string, unknown>> }
const config = signInMachine.config as unknown as Config

/** A copy of sign-in with one state's part of the config replaced. */
function withState(
  state: string,
  change: (node: Record<string, unknown>) => Record<string, unknown>,
) {
  const node = config.states[state] ?? {}
  return createMachine(
    { ...config, states: { ...config.states, [state]: change(node) } },
    signInMachine.implementations as Parameters<typeof createMachine>[1],
  ) as AnyStateMachine
}

const blank = (v: string) => v.trim() === ''

const mutants: { name: string; rule: string; machine: () => AnyStateMachine }[] = [
  {
    name: 'hasBlankField with && for || (spec 1 §5)',
    rule: 'SIGNIN-1',
    machine: () =>
      signInMachine.provide({
        guards: {
          hasBlankField: ({ context }: { context: SignInContext }) =>
            blank(context.id) && blank(context.pw),
        },
      }) as AnyStateMachine,
  },
  {
    name: 'the no-e-mail and unverified-e-mail steps swapped (spec 1 §4 order)',
    rule: 'SIGNIN-8',
    machine: () =>
      withState('signedIn', (node) => {
        const [first, second, ...rest] = node.always as unknown[]
        return { ...node, always: [second, first, ...rest] }
      }),
  },
  {
    name: 'no error pop-up on HTTP 500 (>= 500 becomes > 500, spec 1 §8)',
    rule: 'SIGNIN-7',
    machine: () =>
      signInMachine.provide({
        guards: {
          raisesErrorPopup: ({ context }: { context: SignInContext }) =>
            context.error !== null && (context.error.kind !== 'http' || context.error.status > 500),
        },
      }) as AnyStateMachine,
  },
  {
    name: 'retry re-sends the login at once (spec 1 §4: -2 asks to contact support)',
    rule: 'SIGNIN-5',
    machine: () =>
      withState('contact', (node) => ({
        ...node,
        on: {
          'form.retry': {
            ...(node.on as Record<string, object>)['form.retry'],
            target: 'submitting',
          },
        },
      })),
  },
]

const paths = signInPaths as PathSnapshot

describe('the model run catches each wrong sign-in machine of issue 9', () => {
  for (const mutant of mutants)
    test(
      mutant.name,
      async () => {
        const entry: RegistryEntry = { ...real, machine: mutant.machine() }
        const caught: string[] = []
        for (const p of paths.paths) {
          const judged = await runAndJudge(entry, pathFromSnapshot(entry, p), {
            checkStates: false,
          })
          caught.push(...(judged.verdict?.failures ?? []).map((f) => `${p.id}: ${f}`))
        }
        expect(caught.length, `no path's oracle noticed: ${mutant.name}`).toBeGreaterThan(0)
        expect(caught.some((f) => f.includes(mutant.rule))).toBe(true)
        // Every sign-in path, run and judged: seconds under Stryker's instrumentation on a busy machine.
      },
      60_000,
    )
})
