import { createContext } from 'react'
import type { ActorOptions, AnyActorLogic, AnyStateMachine } from 'xstate'
import { shownErrorFrom, type ShownError } from '../../machines/core/failure.ts'

/**
 * The effects a machine may name and a view supplies (README "Machines: effects are injected"):
 * `navigate` follows `context.destination`, `sessionChanged` refreshes the session, and
 * `reportFailure` raises the global error pop-up with `context.error`. A machine declares each as a
 * harmless default action; `provideSiteEffects` replaces the ones it declares.
 */
export interface SiteEffects {
  navigate: (to: string) => void
  sessionChanged: () => void
  reportFailure: (error: ShownError) => void
  /** The clock of the machines' delays (debounces, grace times): real time unless a test steps it. */
  clock?: ActorOptions<AnyActorLogic>['clock']
}

export const noSiteEffects: SiteEffects = {
  navigate: () => undefined,
  sessionChanged: () => undefined,
  reportFailure: () => undefined,
}

/** The site's effects for the pages below; the shell provides the real ones, tests provide recorders. */
export const SiteEffectsContext = createContext<SiteEffects>(noSiteEffects)

const field = (context: unknown, name: string): unknown =>
  typeof context === 'object' && context !== null && name in context
    ? (context as Record<string, unknown>)[name]
    : undefined

const isShownError = (value: unknown): value is ShownError =>
  typeof value === 'object' &&
  value !== null &&
  typeof field(value, 'apiName') === 'string' &&
  typeof field(value, 'code') === 'number' &&
  typeof field(value, 'message') === 'string' &&
  typeof field(value, 'detail') === 'string'

type ActionArgs = { context: unknown }

/** The machine with the site's effects in place of the default actions it declares. */
export function provideSiteEffects<TMachine extends AnyStateMachine>(
  machine: TMachine,
  effects: () => SiteEffects,
): TMachine {
  const declared = Object.keys(machine.implementations.actions)
  const all: Record<'navigate' | 'sessionChanged' | 'reportFailure', (args: ActionArgs) => void> = {
    navigate: ({ context }) => {
      const to = field(context, 'destination')
      if (typeof to === 'string' && to !== '') effects().navigate(to)
    },
    sessionChanged: () => effects().sessionChanged(),
    reportFailure: ({ context }) => {
      const error = field(context, 'error')
      if (isShownError(error)) effects().reportFailure(shownErrorFrom(error))
    },
  }
  const actions = Object.fromEntries(
    Object.entries(all).filter(([name]) => declared.includes(name)),
  )
  return machine.provide({ actions } as Parameters<TMachine['provide']>[0]) as TMachine
}
