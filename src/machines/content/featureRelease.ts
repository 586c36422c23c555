import { assign, fromPromise, setup } from 'xstate'
import {
  MANUAL_LANG,
  type FeatureVersion,
  type Language,
  type ReleaseFeatures,
} from '../../contract/index.ts'
import { HELP_CENTER_LOCALE } from '../../i18n/locale.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { loadRelease, type ReleaseRequest } from '../../services/content/features.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

export interface FeatureReleaseInput {
  language: Language
  /** The version the page opens on (spec 3 §9: 12, 12.1 or 12.2). */
  version: FeatureVersion
}

export interface FeatureReleaseContext extends FeatureReleaseInput {
  /** The release view of `version` (spec 3 §3); null before it arrives and after a failure. */
  release: ReleaseFeatures | null
  /** The last failure of the release fetch, for the global error pop-up. */
  error: ApiFailure | null
}

export type FeatureReleaseEvent =
  { type: 'release.select'; version: FeatureVersion } | { type: 'release.retry' }

/** The name of the call in the error pop-up: the archive of 12 or GET releases/{version}/features. */
export const releaseApiName = (version: FeatureVersion): string =>
  version === '12' ? 'archive/12' : `releases/${version}/features`

/**
 * A manual link in the page language (spec 3 §2, FEAT-5): the help-centre base with the language
 * segment en-us, ko, ja or zh-cn in place of the catalogue's `{lang}`.
 */
export const manualLink = (url: string, language: Language): string =>
  url.split(MANUAL_LANG).join(HELP_CENTER_LOCALE[language])

/**
 * /product/newfeature: one version's main visual, key and other features, manual links and patch
 * notes (spec 3 §2, §3, §7, §8, §9).
 */
export const featureReleaseMachine = setup({
  types: {
    context: {} as FeatureReleaseContext,
    input: {} as FeatureReleaseInput,
    events: {} as FeatureReleaseEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    loadRelease: fromPromise<ReleaseFeatures, ReleaseRequest>(({ input }) => loadRelease(input)),
  },
  guards: {
    isOtherVersion: ({ context }, params: { version: FeatureVersion }) =>
      params.version !== context.version,
    raisesErrorPopup: ({ context }) => raisesErrorPopup(context.error),
  },
  actions: {
    /** Injected by the view: raises the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    chooseVersion: assign({ version: (_, params: { version: FeatureVersion }) => params.version }),
    keepRelease: assign({
      release: (_, params: { release: ReleaseFeatures }) => params.release,
      error: null,
    }),
    clearRelease: assign({
      release: null,
      error: ({ context }, params: { error: unknown }) =>
        failureOf(params.error, releaseApiName(context.version)),
    }),
  },
}).createMachine({
  id: 'featureRelease',
  description: 'The new features and patch notes of one version (spec 3 §2, §3, §7, §8).',
  context: ({ input }) => ({ ...input, release: null, error: null }),
  initial: 'loading',
  on: {
    'release.select': {
      guard: { type: 'isOtherVersion', params: ({ event }) => ({ version: event.version }) },
      target: '.loading',
      actions: { type: 'chooseVersion', params: ({ event }) => ({ version: event.version }) },
      description:
        'Choosing another of the versions 12, 12.1 and 12.2 asks for that version; the one shown asks nothing.',
      meta: { rules: ['FEAT-4'] },
    },
  },
  states: {
    loading: {
      description:
        'Asking for the release view in the content language: 12 from the archive bundled with the site, 12.1 and 12.2 from GET releases/{version}/features (spec 3 §7).',
      meta: { rules: ['FEAT-1'] },
      invoke: {
        id: 'loadRelease',
        src: 'loadRelease',
        input: ({ context }) => ({ language: context.language, version: context.version }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepRelease', params: ({ event }) => ({ release: event.output }) },
          description:
            'The main visual, key features, other features, manual links and patch notes of the version are shown.',
          meta: { rules: ['FEAT-2'] },
        },
        onError: {
          target: 'failing',
          actions: { type: 'clearRelease', params: ({ event }) => ({ error: event.error }) },
          description: 'A release fetch failure clears the new-feature data (spec 3 §8).',
          meta: { rules: ['FEAT-3'] },
        },
      },
    },
    ready: {
      description: 'The version is shown; the visitor may choose another (spec 3 §2).',
      meta: { rules: ['FEAT-2'] },
    },
    failing: {
      description: 'The release could not be read and its data is cleared (spec 3 §8).',
      always: [
        {
          guard: 'raisesErrorPopup',
          target: 'failed',
          actions: 'reportFailure',
          description:
            'A network or unexpected failure also raises the global error pop-up (spec 1 §8).',
          meta: { rules: ['ERRPOP-1'] },
        },
        { target: 'failed', description: 'A refused request (HTTP 4xx) only clears the data.' },
      ],
    },
    failed: {
      description: 'No feature is shown; the visitor may retry or choose another version.',
      meta: { rules: ['FEAT-3'] },
      on: {
        'release.retry': {
          target: 'loading',
          description: 'A retry asks the same version again.',
          meta: { rules: ['FEAT-3'] },
        },
      },
    },
  },
})
