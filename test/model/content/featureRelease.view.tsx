import { useRouterState } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import {
  CONTENT_LANGUAGE,
  FeatureVersion,
  RELEASE_ENDPOINT,
  type ReleaseFeatures,
} from '../../../src/contract/index.ts'
import {
  manualLink,
  releaseApiName,
  type FeatureReleaseContext,
  type FeatureReleaseInput,
} from '../../../src/machines/content/featureRelease.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import { archivedRelease12 } from '../../../src/services/content/featureArchive12.ts'
import { failureOf } from '../../../src/services/core/apiError.ts'
import { localizePath } from '../../../src/i18n/locale.ts'
import { NewFeaturePage } from '../../../src/views/content/features/NewFeaturePage.tsx'
import { answer, inLanguage, renderInRouter, responseFor, textsIn } from '../harness.tsx'
import { heldArchive } from '../heldArchive.ts'
import type { ViewModel } from '../viewModels.tsx'

/** How a page fails to load a chunk: the only failure the archive of 12 can have on a page. */
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module')

let language: FeatureReleaseInput['language'] = 'en'
/** The version whose release the page is asking for now (the last state seen). */
let asking: FeatureVersion = '12.2'
/** Failures that raise the global error pop-up (spec 1 §8) so far. */
let popups = 0

const t = (key: string, options?: Record<string, unknown>) =>
  textsIn(language).t(key, { ns: 'features', ...options })

/** The page at its address, as the route gives it the version of `?version=` (a tab changes it). */
function AtAddress({ opened }: { opened: FeatureVersion }) {
  const search = useRouterState({ select: (s) => s.location.search as { version?: unknown } })
  const asked =
    typeof search.version === 'number' || typeof search.version === 'string'
      ? String(search.version)
      : undefined
  const version = FeatureVersion.safeParse(asked).data ?? opened
  return <NewFeaturePage version={version} />
}

/** What the page must show of the release kept: version 12's from the archive in the page language. */
const shownRelease = (c: FeatureReleaseContext, kept: ReleaseFeatures): ReleaseFeatures =>
  c.version === '12' ? archivedRelease12(CONTENT_LANGUAGE[language]) : kept

/**
 * /product/newfeature (spec 3 §2, §3, §7, §8): a visitor opens a version, chooses another by its
 * tab, retries a failure; 12.1 and 12.2 come from GET releases/{version}/features, 12 from the archive.
 */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as FeatureReleaseInput
    language = input.language
    asking = input.version
    popups = 0
    heldArchive.reset()
    await renderInRouter(
      () => inLanguage(textsIn(language), <AtAddress opened={input.version} />),
      `${localizePath('/product/newfeature', language)}?version=${input.version}`,
      effects,
    )
  },
  events: {
    // The tab of the version shown leads to the same address: nothing is asked again.
    'release.select': async (step, user) => {
      const { version } = step.event as unknown as { version: FeatureVersion }
      await user.click(screen.getByTestId(`version-${version}`))
    },
    'release.retry': async (_step, user) => {
      await user.click(screen.getByRole('button', { name: t('newfeature.retry') }))
    },
  },
  services: {
    loadRelease: {
      endpoints: Object.values(RELEASE_ENDPOINT).map((ep) => ep.name),
      answer: async (event) => {
        const done = event.type.startsWith('xstate.done.actor.')
        if (!done && raisesErrorPopup(failureOf(event.error, releaseApiName(asking)))) popups++
        if (asking === '12') {
          await heldArchive.answerNewest(done ? undefined : chunkFailure())
          return
        }
        const release = RELEASE_ENDPOINT[asking].name
        await answer(
          release,
          done
            ? HttpResponse.json({ result: { errCode: 0, errMsg: 'OK' }, release: event.output })
            : responseFor(event),
          'newest',
        )
      },
    },
  },
  see: async (expected, effects) => {
    const c = expected.context as FeatureReleaseContext
    asking = c.version
    const page = await screen.findByTestId('newfeature-page')
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(
      t('newfeature.title', { version: c.version }),
    )
    // The tab of the version asked for is the current one.
    await waitFor(() =>
      expect(screen.getByTestId(`version-${c.version}`)).toHaveAttribute('aria-current', 'page'),
    )
    expect(page.querySelectorAll('[aria-current="page"]')).toHaveLength(1)

    if (expected.matches('loading')) {
      expect(await screen.findByTestId('newfeature-loading')).toHaveTextContent(
        t('newfeature.loading', { version: c.version }),
      )
      expect(screen.queryByTestId('newfeature-release')).toBeNull()
      expect(screen.queryByTestId('newfeature-failed')).toBeNull()
    } else if (expected.matches('failed')) {
      // A failure clears the release (spec 3 §8): nothing of it stays, a retry is offered.
      const failed = await screen.findByTestId('newfeature-failed')
      expect(failed).toHaveTextContent(t('newfeature.failedTitle', { version: c.version }))
      expect(within(failed).getByRole('button', { name: t('newfeature.retry') })).toBeEnabled()
      expect(screen.queryByTestId('newfeature-release')).toBeNull()
      expect(screen.queryByTestId('newfeature-loading')).toBeNull()
      if (popups > 0)
        expect(effects.reportFailure).toHaveBeenLastCalledWith(
          expect.objectContaining({ apiName: releaseApiName(c.version) }),
        )
    } else if (expected.matches('ready')) {
      if (!c.release) throw new Error('ready without a release')
      const r = shownRelease(c, c.release)
      const body = await screen.findByTestId('newfeature-release')
      expect(body).toHaveAttribute('data-version', r.currentVersion)
      expect(screen.queryByTestId('newfeature-failed')).toBeNull()
      const box = within(body)
      expect(
        box.getAllByTestId('key-feature').map((f) => f.querySelector('h3')?.textContent),
      ).toEqual(r.keyFeatures.map((f) => f.title))
      expect(
        box.getAllByTestId('other-feature').map((f) => f.querySelector('h3')?.textContent),
      ).toEqual(r.otherFeatures.map((f) => f.title))
      // Manual links go to the help centre in the page language (spec 3 §2).
      expect(box.getAllByTestId('manual-link').map((a) => a.getAttribute('href'))).toEqual(
        [...r.keyFeatures, ...r.otherFeatures].map((f) => manualLink(f.manualUrl, language)),
      )
      expect(box.getByTestId('version-manual')).toHaveAttribute(
        'href',
        manualLink(r.versionManual, language),
      )
      expect(
        box.getAllByTestId('patch-note').map((p) => p.querySelector('strong')?.textContent),
      ).toEqual(r.patchNotes.map((p) => p.minorVer))
    } else {
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    }
    expect(effects.reportFailure).toHaveBeenCalledTimes(popups)
    expect(effects.navigate).not.toHaveBeenCalled()
  },
}
