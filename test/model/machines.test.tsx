import { cleanup } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { PATHS } from '../../src/machines/account/destinations.ts'
import {
  coverageOf,
  generatePaths,
  runPathOnMachine,
  type EffectCall,
  type MachineCoverage,
  type ModelPath,
  type PathRun,
} from '../../src/tools/testing/testModel.ts'
import { describeMachine } from '../../src/tools/graph/graph.ts'
import { registry } from '../../src/tools/registry.ts'
import { isApiError } from '../../src/services/core/apiError.ts'
import type { SignInContext } from '../../src/machines/account/signIn.ts'
import { answer, compressLongTimers, resetApi, responseFor, server, startApi } from './harness.tsx'
import { writeReport, type ViewResult } from './report.ts'
import { viewModels, type ViewEffects } from './views.tsx'

/**
 * Model-based coverage (QA): for every registered machine, paths are generated from the machine
 * with xstate/graph, then each path runs twice: on the machine itself and, when the machine has
 * a view here, on the view in happy-dom with MSW answering from the contract. The last test
 * writes reports/model-coverage/ and fails on anything uncovered without a reason in the registry.
 */

const isTimeout = (e: { type: string; error?: unknown }) =>
  isApiError(e.error) && e.error.kind === 'timeout'

const runs = new Map<string, PathRun[]>()
const expectedSnapshots = new Map<string, AnyMachineSnapshot[]>()
const viewResults: ViewResult[] = []

beforeAll(() => startApi())
afterAll(() => server.close())

/** Spec 1 §4 in plain terms, as an oracle for where a signed-in user lands. */
function signInDestination(c: SignInContext): string | null {
  const info = c.loginInfo
  if (!info) return null
  if (!info.email) return PATHS.addEmail
  if (!info.isVerifyEmail) return PATHS.verifyWarning
  if (info.isPwSameAsId || c.pw === c.id) return PATHS.passChange
  return PATHS.home
}

const socialDestinations: Record<string, string> = {
  'errCode 0 with a token, first login': '/?firstLogin=1',
  'errCode 0 with a token, returning user': '/',
  'errCode 0 without a token': '/',
  'errCode -300': '/member/warning',
  'errCode -301': '/?modal=is_integration_blocked',
  'errCode -1 (other)': '/',
  'HTTP 400': '/member/emailverifywarning?t=c',
  'HTTP 500': '/member/emailverifywarning',
  'network down': '/member/emailverifywarning',
  timeout: '/member/emailverifywarning',
  'chooses to sign in': '/member/signin',
}

/** Machine-level checks beyond the state value: the effects each state must have caused. */
function checkMachine(
  id: string,
  snapshot: AnyMachineSnapshot,
  effects: readonly EffectCall[],
  caseName: string | null,
): void {
  const navigations = effects.filter((e) => e.name === 'navigate')
  if (id === 'signIn') {
    const c = snapshot.context as SignInContext
    if (snapshot.matches('redirecting')) {
      expect(navigations).toHaveLength(1)
      expect(c.destination).toBe(signInDestination(c))
      expect(effects.filter((e) => e.name === 'rememberSession')).toHaveLength(1)
    } else {
      expect(navigations).toHaveLength(0)
    }
    if (snapshot.matches({ editing: 'unreachable' })) expect(c.failure?.kind).toBe('unreachable')
    if (snapshot.matches({ editing: 'rejected' })) expect(c.failure?.kind).toBe('rejected')
    if (snapshot.matches('integrating')) expect(c.status).toMatch(/^integrate_closet_(ent|per)$/)
    if (snapshot.matches('contact')) expect(c.status).toBe('contact')
  }
  if (id === 'socialSignIn' && snapshot.matches('redirecting')) {
    expect(navigations).toHaveLength(1)
    expect((snapshot.context as { destination: string }).destination).toBe(
      socialDestinations[caseName ?? ''],
    )
  }
  if (id === 'signOut' && snapshot.matches('signedOut')) {
    expect(effects.map((e) => e.name)).toEqual(['clearSession', 'sessionChanged', 'navigate'])
  }
  if (id === 'session') {
    const user = (snapshot.context as { user: unknown }).user
    if (snapshot.matches('signedIn')) expect(user).not.toBeNull()
    if (snapshot.matches('signedOut')) expect(user).toBeNull()
  }
}

for (const entry of registry) {
  const paths: ModelPath[] = generatePaths(entry)
  const view = viewModels[entry.id]

  describe(`${entry.id}: ${entry.title}`, () => {
    test('the model yields paths', () => {
      expect(paths.length).toBeGreaterThan(0)
    })

    for (const path of paths) {
      test(`machine ${path.id}: ${path.description}`, async () => {
        const snapshots: AnyMachineSnapshot[] = []
        const run = await runPathOnMachine(entry, path, {
          onState: (snapshot, effects, step) => {
            snapshots.push(snapshot)
            checkMachine(entry.id, snapshot, effects, step?.caseName ?? null)
          },
        })
        expectedSnapshots.set(path.id, snapshots)
        runs.set(entry.id, [...(runs.get(entry.id) ?? []), run])
      })

      if (view) {
        test(`view ${path.id}: ${path.description}`, async () => {
          const expected = expectedSnapshots.get(path.id)
          if (!expected) throw new Error('the machine run of this path failed first')
          // Only a path that ends a call by timeout runs the client's 5 s / 60 s timers fast, until that step is done.
          const timeoutAt = path.steps.findIndex((s) => isTimeout(s.event))
          let restore = timeoutAt >= 0 ? compressLongTimers() : () => undefined
          resetApi()
          const effects: ViewEffects = {
            navigate: vi.fn<(to: string) => void>(),
            sessionChanged: vi.fn<() => void>(),
          }
          const user = userEvent.setup()
          try {
            await view.render(path, effects)
            const first = expected[0]
            if (first) await view.see(first, effects)
            for (const [i, step] of path.steps.entries()) {
              const type = step.event.type
              const service = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)?.[2]
              if (service) {
                const endpoint = view.services[service]
                if (!endpoint) throw new Error(`no endpoint for ${service}`)
                await answer(endpoint, responseFor(step.event))
                if (i === timeoutAt) {
                  const next = expected[i + 1]
                  if (next) await view.see(next, effects)
                  restore()
                  restore = () => undefined
                  continue
                }
              } else {
                const perform = view.events[type]
                if (!perform) throw new Error(`the view model cannot perform ${type}`)
                await perform(step, user)
              }
              const next = expected[i + 1]
              if (next) await view.see(next, effects)
            }
            viewResults.push({ machine: entry.id, path: path.id, passed: true })
          } catch (e) {
            viewResults.push({ machine: entry.id, path: path.id, passed: false })
            throw e
          } finally {
            restore()
            cleanup()
          }
        })
      }
    }
  })
}

test('coverage: every state, transition and guard outcome is covered or explained', () => {
  const coverage: MachineCoverage[] = registry.map((entry) =>
    coverageOf(entry, describeMachine(entry.machine), runs.get(entry.id) ?? []),
  )
  writeReport(coverage, registry, runs, viewResults)
  const unexplained = coverage.flatMap((c) =>
    c.missing.filter((m) => m.reason === null).map((m) => `${c.id}: ${m.kind} ${m.id}`),
  )
  expect(unexplained).toEqual([])
  for (const id of ['signIn', 'socialSignIn']) {
    const c = coverage.find((x) => x.id === id)
    expect(c?.missing).toEqual([])
  }
})
