import { describe, expect, test, vi } from 'vitest'
import { model as entry } from '#machine-under-test'
import { pathFromSnapshot, type PathSnapshot } from '../../src/tools/testing/pathSnapshot.ts'
import { oracles } from '../model/oracle/index.ts'
import { cookieJar, lifetimeOf, runAndJudge } from '../model/run.ts'
import { extraStories, storyPath } from '../model/stories.ts'

/**
 * The model run of one process for mutation testing (vitest.mutation.config.ts gives each
 * registered process a project whose `#machine-under-test` is its model file). Each committed path
 * (test/model/paths/<process>.json) runs on the machine and is judged by the spec's oracle alone:
 * the states the snapshot recorded are not compared (`checkStates: false`), so a mutant is killed
 * only when something the spec says can be seen goes wrong (a call, a destination, a pop-up, a
 * cookie, what the page shows). Nothing runs a machine while this file loads.
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

describe(`${entry.id}: its paths judged by the spec oracle`, () => {
  test(`${entry.id} has a spec oracle (test/model/oracle/<area>/${entry.id}.oracle.ts) and committed paths`, () => {
    expect(oracles[entry.id], `write the oracle of ${entry.id} from the spec`).toBeDefined()
    expect(snapshot?.paths.length ?? 0).toBeGreaterThan(0)
  })

  // Without an oracle there is nothing to judge the paths by: the test above fails and says so.
  for (const p of oracles[entry.id] ? (snapshot?.paths ?? []) : [])
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
