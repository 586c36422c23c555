import { waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect, type Mock } from 'vitest'
import type { AnyMachineSnapshot, SimulatedClock } from 'xstate'
import { i18next } from '../../src/i18n/index.ts'
import type { ShownError } from '../../src/machines/core/failure.ts'
import type { ModelPath, PathStep } from '../../src/tools/testing/testModel.ts'

/**
 * How a process's page is driven and read in the model runs: how to render it, how a user performs
 * each event, which endpoint answers each service, and what the user must see in each state (the
 * expected snapshot comes from the same path run on the machine). Each lives beside its area as
 * `test/model/<area>/<process>.view.tsx` exporting `view`, and is picked up by the glob below.
 */
export interface ViewEffects {
  navigate: Mock<(to: string) => void>
  sessionChanged: Mock<() => void>
  reportFailure: Mock<(error: ShownError) => void>
  /** The machines' delays run on this clock; a path's "time passes" step moves it. */
  clock: SimulatedClock
}

/** A service made of several calls, each answered from its part of the path's outcome. */
export interface SplitService {
  endpoints: string[]
  answer: (event: { type: string; output?: unknown; error?: unknown }) => Promise<void>
}

export interface ViewModel {
  render: (path: ModelPath, effects: ViewEffects) => Promise<void>
  events: Record<string, (step: PathStep, user: UserEvent, effects: ViewEffects) => Promise<void>>
  /**
   * invoke id → contract endpoint name; or, for a service the page performs as several calls (the
   * sign-up's live checks: CheckID, CheckEmail and CheckName together), its endpoints and how each
   * call is answered from the step's outcome.
   */
  services: Record<string, string | SplitService>
  /** What the user sees in the expected state. */
  see: (expected: AnyMachineSnapshot, effects: ViewEffects) => Promise<void>
}

const processOf = (path: string) => /\/([^/]+)\.view\.tsx$/.exec(path)?.[1] ?? path

const views = import.meta.glob<{ view: ViewModel }>('./*/*.view.tsx', { eager: true })

/** Process id → its page's view model, for the processes that have a page. */
export const viewModels: Record<string, ViewModel> = Object.fromEntries(
  Object.entries(views).map(([path, mod]) => [processOf(path), mod.view]),
)

export const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'account', ...options })

/** The page followed exactly one navigation, to `destination`. */
export async function seeDestination(effects: ViewEffects, destination: string | null) {
  expect(destination).not.toBeNull()
  await waitFor(() => expect(effects.navigate).toHaveBeenCalledWith(destination))
  expect(effects.navigate).toHaveBeenCalledTimes(1)
}
