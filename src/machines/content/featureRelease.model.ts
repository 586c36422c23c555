import { ReleaseFeatures, type FeatureVersion } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { featureReleaseMachine } from './featureRelease.ts'

/** A small release view of a version: one key feature (image), one other feature (video), one patch. */
export const releaseFixture = (version: FeatureVersion): ReleaseFeatures =>
  ReleaseFeatures.parse({
    currentVersion: version,
    lastUpdate: '2026-10-28',
    thumbnail: {
      url: `/media/features/main-${version}.svg`,
      url768: `/media/features/main-${version}-768.svg`,
      url375: `/media/features/main-${version}-375.svg`,
      position: 'center',
      color: '#2f6bff',
      copyright: '© Drape3D',
    },
    versionManual: 'https://help.drape3d.com/hc/{lang}/sections/1',
    keyFeatures: [
      {
        contentSeq: 1,
        title: `Key feature of ${version}`,
        body: 'What it does.',
        manualUrl: 'https://help.drape3d.com/hc/{lang}/articles/1',
        regDt: '2026-10-28T00:00:00.000Z',
        filePath: '/media/features/',
        fileName: 'key-1',
        fileUrl: {
          kind: 'image',
          url: '/media/features/key.svg',
          url768: '/media/features/key-768.svg',
          url375: '/media/features/key-375.svg',
        },
      },
    ],
    allFeatures: [],
    otherFeatures: [
      {
        contentSeq: 2,
        title: `Other feature of ${version}`,
        body: 'Also new.',
        manualUrl: 'https://help.drape3d.com/hc/{lang}/articles/2',
        fileUrl: {
          kind: 'video',
          webm: '/media/features/other.webm',
          mp4: '/media/features/other.mp4',
          poster: '/media/features/other-poster.svg',
        },
      },
    ],
    patchNotes: [
      {
        contentSeq: 1,
        body1: '<ul><li>Added</li></ul>',
        body2: '<ul><li>Fixed</li></ul>',
        minorVer: `${version}.1`,
        patchDt: '2026-11-12',
      },
    ],
  })

/**
 * The test model of the new-features page (spec 3 §2, §3, §7, §8, §9): opened on 12.2 or on the
 * archived 12, the visitor chooses versions; each release answers or fails.
 */
export const model = defineModel({
  id: 'featureRelease',
  title: 'New features and patch notes',
  area: 'content',
  rules: ['FEAT-1', 'FEAT-2', 'FEAT-3', 'FEAT-4', 'ERRPOP-1'],
  machine: featureReleaseMachine,
  model: {
    inputs: [
      { name: 'English page on 12.2', input: { language: 'en', version: '12.2' } },
      { name: 'Korean page on the archived 12', input: { language: 'ko', version: '12' } },
    ],
    events: {
      'release.select': [
        { name: 'chooses 12.1', event: { type: 'release.select', version: '12.1' } },
        { name: 'chooses 12', event: { type: 'release.select', version: '12' } },
        { name: 'chooses 12.2', event: { type: 'release.select', version: '12.2' } },
      ],
      'release.retry': [{ name: 'retries', event: { type: 'release.retry' } }],
    },
    outcomes: {
      loadRelease: {
        done: [{ name: 'the release', output: releaseFixture('12.2') }],
        error: [
          { name: 'HTTP 500', error: failures.http500('releases/12.2/features') },
          { name: 'HTTP 400', error: failures.http400('releases/12.2/features') },
          { name: 'network down', error: failures.network('releases/12.2/features') },
          {
            name: 'the archive chunk does not load',
            error: new TypeError('Failed to fetch dynamically imported module'),
          },
        ],
      },
    },
    project: (s) => ({
      version: s.context.version,
      release: s.context.release !== null,
      error: s.context.error?.kind ?? null,
    }),
    effects: ['reportFailure'],
  },
})
