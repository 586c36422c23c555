import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ContentItem, TopBanner } from '../../../src/contract/index.ts'
import { siteShellMachine } from '../../../src/machines/shell/siteShell.ts'

/** The two calls the shell's maintenance check may make, answered here. */
const calls = vi.hoisted(() => ({ config: 0, info: [] as string[], configDown: false }))
vi.mock('../../../src/services/shell/siteConfig.ts', () => ({
  getSiteConfig: () => {
    calls.config++
    return Promise.resolve({ atlas: false, maintenance: calls.configDown })
  },
}))
vi.mock('../../../src/services/content/content.ts', () => ({
  getMaintenanceInfo: (url: string) => {
    calls.info.push(url)
    return Promise.resolve({ isMaintenance: false, countryCode: 'KR' })
  },
  getTopBanner: () => Promise.resolve({ topBanner: null }),
  latestNews: () => Promise.resolve([]),
}))

/** The shell with its real maintenance check and every other call inert. */
function shell() {
  const machine = siteShellMachine.provide({
    actors: {
      loadCountry: fromPromise(() => Promise.resolve('KR')),
      loadBanner: fromPromise(() => Promise.resolve<TopBanner | null>(null)),
      loadNews: fromPromise(() => Promise.resolve<ContentItem[]>([])),
      sendPageView: fromPromise(() => Promise.resolve(null)),
    },
  })
  return createActor(machine, {
    input: { language: 'en', path: '/pricing', url: '', referer: '' },
  }).start()
}

afterEach(() => {
  vi.unstubAllEnvs()
  calls.config = 0
  calls.info = []
  calls.configDown = false
})

describe('the maintenance check (spec 1 §2, §7: GetMaintenanceInfo "development only in the shell")', () => {
  it('in production asks /api/config only, never GetMaintenanceInfo (issue 11 defect 14)', async () => {
    vi.stubEnv('DEV', false)
    await waitFor(shell(), (s) => s.matches({ maintenance: 'live' }))
    expect(calls.config).toBe(1)
    expect(calls.info).toEqual([])
  })
  it('in production the server maintenance mode (/api/config) still shows the maintenance page', async () => {
    vi.stubEnv('DEV', false)
    calls.configDown = true
    await waitFor(shell(), (s) => s.matches({ maintenance: 'down' }))
    expect(calls.info).toEqual([])
  })
  it('in development asks GetMaintenanceInfo about the page too', async () => {
    vi.stubEnv('DEV', true)
    await waitFor(shell(), (s) => s.matches({ maintenance: 'live' }))
    expect(calls.info).toEqual(['/pricing'])
  })
})
