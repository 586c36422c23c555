import { afterEach, describe, expect, test, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type NonReducibleUnknown } from 'xstate'
import {
  GetTopBannerResponse,
  type ContentItem,
  type Language,
} from '../../../src/contract/index.ts'
import { siteShellMachine } from '../../../src/machines/shell/siteShell.ts'
import { getTopBanner } from '../../../src/services/content/content.ts'
import type { MaintenanceState } from '../../../src/services/shell/maintenance.ts'
import type { PageVisit } from '../../../src/services/shell/pageView.ts'

/**
 * The top banner's request, with the shell's own banner call on a mocked content service (spec 3
 * §3: "The request carries lang (upper-case) and applyUrl."). The model run replaces the call, so
 * what it sends the content service is read here.
 */
vi.mock('../../../src/services/content/content.ts', async (original) => ({
  ...(await original<typeof import('../../../src/services/content/content.ts')>()),
  getTopBanner: vi.fn(),
}))
const topBanner = vi.mocked(getTopBanner)
afterEach(() => topBanner.mockReset())

/** A call that never answers: the other regions stay where they start. */
const unanswered = <TOutput, TInput>() =>
  fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => undefined))

describe('the top banner is asked for in the page language, upper case, for the page', () => {
  test.each([
    ['en', 'EN'],
    ['ko', 'KO'],
    ['ja', 'JA'],
    ['zh', 'ZH'],
  ] as const)('%s asks with lang %s', async (language: Language, lang) => {
    topBanner.mockResolvedValue(
      GetTopBannerResponse.parse({ result: { errCode: 0, errMsg: 'OK' }, topBanner: null }),
    )
    const actor = createActor(
      siteShellMachine.provide({
        actors: {
          checkMaintenance: unanswered<MaintenanceState, { url: string }>(),
          loadCountry: unanswered<string, NonReducibleUnknown>(),
          loadNews: unanswered<ContentItem[], { language: Language; count: number }>(),
          sendPageView: unanswered<null, PageVisit>(),
        },
      }),
      { input: { language, path: '/', url: '', referer: '' } },
    ).start()
    actor.send({
      type: 'shell.navigated',
      path: '/pricing',
      url: 'http://site/pricing',
      userId: '',
    })
    await waitFor(actor, (s) => s.matches({ banner: 'none' }))
    actor.stop()
    expect(topBanner).toHaveBeenCalledExactlyOnceWith({ lang, applyUrl: '/pricing' })
  })
})
