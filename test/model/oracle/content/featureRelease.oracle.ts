import {
  DONE,
  ERROR,
  failureAt,
  isEvent,
  isStart,
  payloadAt,
  raisesErrorPopup,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * The new-features page, from spec 3 §2 (a page per version with a main visual and manual links),
 * §3 (the normalised release view: key features, other features, patch notes), §7 (GET
 * releases/{version}/features?lang; version 12 only from the archive bundled with the site), §8
 * ("Release fetch failure clears the new-feature data"), §9 (versions 12, 12.1, 12.2) and spec 1
 * §8 (a network or unexpected error raises the global error pop-up).
 * Shows: `loading`, `version`, `keyFeatures`, `otherFeatures` (titles), `patchNotes` (minor
 * versions), `retry`.
 */
const LOAD = 'loadRelease'
const VERSIONS = ['12', '12.1', '12.2']

interface Input {
  language: string
  version: string
}
interface Release {
  keyFeatures: { title: string }[]
  otherFeatures: { title: string }[]
  patchNotes: { minorVer: string }[]
}
interface Facts {
  phase: 'loading' | 'ready' | 'failed'
  version: string
  release: Release | null
}

const inputOf = (story: Story) => story.input as Input
const answerOf = (story: Story, at: number): Release | undefined => {
  const step = story.steps[at]
  return step?.type === `${DONE}${LOAD}` ? (step.event.output as Release) : undefined
}
const isFailure = (story: Story, at: number) => failureAt(story, at, LOAD) !== undefined
const chosenAt = (story: Story, at: number): string | undefined => {
  if (!isEvent(story, at, 'release.select')) return undefined
  const v = payloadAt(story, at).version
  return typeof v === 'string' && VERSIONS.includes(v) ? v : undefined
}

/** The page after each step of the story, as the spec tells it. */
function factsAt(story: Story, at: number): Facts {
  let f: Facts = { phase: 'loading', version: inputOf(story).version, release: null }
  for (let i = 1; i <= at; i++) {
    const answer = answerOf(story, i)
    const chosen = chosenAt(story, i)
    if (answer) f = { ...f, phase: 'ready', release: answer }
    else if (isFailure(story, i)) f = { ...f, phase: 'failed', release: null }
    else if (chosen !== undefined && chosen !== f.version)
      f = { ...f, phase: 'loading', version: chosen }
    else if (isEvent(story, i, 'release.retry') && f.phase === 'failed')
      f = { ...f, phase: 'loading' }
  }
  return f
}

const asked = (story: Story, version: string) => [
  { service: LOAD, input: { language: inputOf(story).language, version } },
]
const shown = (r: Release | null) => ({
  keyFeatures: r?.keyFeatures.map((k) => k.title) ?? [],
  otherFeatures: r?.otherFeatures.map((o) => o.title) ?? [],
  patchNotes: r?.patchNotes.map((p) => p.minorVer) ?? [],
})

/** The call a version is read by (spec 3 §7): the archive bundled with the site for 12, else GET releases/{version}/features. */
const callOf = (version: string) =>
  version === '12' ? 'archive/12' : `releases/${version}/features`

const expectations: Expectation[] = [
  {
    rule: 'FEAT-1',
    says: 'Given the page opens on a version, its release is asked in the page language and nothing is shown yet',
    when: isStart,
    expect: (story) => ({
      calls: asked(story, inputOf(story).version),
      popup: false,
      shows: { loading: true, version: inputOf(story).version, ...shown(null), retry: false },
    }),
  },
  {
    rule: 'FEAT-4',
    says: 'Given the visitor chooses a version other than the one on the page, that version is asked',
    when: (story, at) => {
      const chosen = chosenAt(story, at)
      return chosen !== undefined && chosen !== factsAt(story, at - 1).version
    },
    expect: (story, at) => ({
      calls: asked(story, factsAt(story, at).version),
      popup: false,
      shows: { loading: true, version: factsAt(story, at).version, retry: false },
    }),
  },
  {
    rule: 'FEAT-4',
    says: 'Given the visitor chooses the version already on the page, nothing is asked and nothing changes',
    when: (story, at) => {
      const chosen = chosenAt(story, at)
      return chosen !== undefined && chosen === factsAt(story, at - 1).version
    },
    expect: (_story, _at, before) => ({
      calls: [],
      popup: false,
      ...(before ? { shows: before.shows } : {}),
    }),
  },
  {
    rule: 'FEAT-2',
    says: 'Given the release answers, its key features, other features and patch notes are shown',
    when: (story, at) => answerOf(story, at) !== undefined,
    expect: (story, at) => ({
      calls: [],
      popup: false,
      shows: { loading: false, retry: false, ...shown(factsAt(story, at).release) },
    }),
  },
  {
    rule: 'FEAT-3',
    says: 'Given the release fetch fails, the new-feature data is cleared and a retry offered',
    when: isFailure,
    expect: () => ({ calls: [], shows: { loading: false, retry: true, ...shown(null) } }),
  },
  {
    rule: 'FEAT-3',
    says: 'Given the fetch failed, a retry asks the same version again; a retry at any other time asks nothing',
    when: (story, at) => isEvent(story, at, 'release.retry'),
    expect: (story, at) =>
      factsAt(story, at - 1).phase === 'failed'
        ? {
            calls: asked(story, factsAt(story, at).version),
            shows: { loading: true, retry: false },
          }
        : { calls: [], popup: false },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given the release fetch fails for a network or unexpected reason (no answer, HTTP 5xx), the global error pop-up is raised; a refused request (HTTP 4xx) raises none',
    when: isFailure,
    expect: (story, at) => {
      const failure = failureAt(story, at, LOAD)
      return { popup: failure ? raisesErrorPopup(failure) : true }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given the release cannot be read for a reason that names no call (the archive of 12 does not load), the error names the call of the version on the page: archive/12, or releases/{version}/features',
    when: (story, at) => {
      const step = story.steps[at]
      const error = step?.type === `${ERROR}${LOAD}` ? step.event.error : undefined
      return error instanceof Error && !('apiName' in error)
    },
    expect: (story, at) => ({ shows: { failedCall: callOf(factsAt(story, at).version) } }),
  },
]

export const featureReleaseOracle: Oracle = { machine: 'featureRelease', expectations }
