import { describe, expect, test, vi } from 'vitest'
import { model as entry } from '#machine-under-test'
import { pathFromSnapshot, type PathSnapshot } from '../../src/tools/testing/pathSnapshot.ts'
import { oracles } from '../model/oracle/index.ts'
import { pageCover } from '../model/pageCover.ts'
import { cookieJar, lifetimeOf, runAndJudge } from '../model/run.ts'
import { extraStories, storyPath } from '../model/stories.ts'

/**
 * The mutation run of a process with hundreds of paths (vitest.mutation.config.ts names them):
 * most of a machine's mutants are static (its config is built when the module loads), so each
 * runs every path; with all 457 of sign-up's paths a run takes hours on two cores. Here only the
 * covering paths run (`pageCover`: together they take every input, transition and state-by-event-
 * case, as the page run does), plus the stories. A mutant these paths kill, all paths kill too:
 * the score is a lower bound of the full set's. Judged by the spec's oracle alone, as in
 * machine.mutation.test.ts.
 */

vi.mock('../../src/services/core/cookies.ts', async (original) => ({
  ...(await original<typeof import('../../src/services/core/cookies.ts')>()),
  writeCookie: (name: string, _value: string, options: { maxAgeS?: number } = {}) => {
    cookieJar.push(`${name} ${lifetimeOf(options.maxAgeS)}`)
  },
  readCookie: () => null,
}))

const snapshots = import.meta.glob<PathSnapshot>('../model/paths/*.json', {
  eager: true,
  import: 'default',
})
const snapshot = Object.entries(snapshots).find(([file]) => file.endsWith(`/${entry.id}.json`))?.[1]
const covering = pageCover(snapshot?.paths ?? [])

describe(`${entry.id}: its covering paths judged by the spec oracle`, () => {
  test(`${entry.id} has a spec oracle and covering paths`, () => {
    expect(oracles[entry.id], `write the oracle of ${entry.id} from the spec`).toBeDefined()
    expect(covering.length).toBeGreaterThan(0)
  })

  for (const p of oracles[entry.id] ? covering : [])
    test(`${entry.id} ${p.id}`, async () => {
      const judged = await runAndJudge(entry, pathFromSnapshot(entry, p), { checkStates: false })
      expect(judged.verdict?.failures ?? ['no verdict: the process has no oracle']).toEqual([])
    })

  for (const story of oracles[entry.id] ? (extraStories[entry.id] ?? []) : [])
    test(`${entry.id} story: ${story.name}`, async () => {
      const judged = await runAndJudge(entry, storyPath(entry, story), { checkStates: false })
      expect(
        judged.verdict?.checked.size ?? 0,
        'the oracle speaks about the story',
      ).toBeGreaterThan(0)
      expect(judged.verdict?.failures ?? ['no verdict']).toEqual([])
    })
})
