import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ContentItem, TopBanner } from '../../../src/contract/content/content.ts'
import { NEWS_IN_MENU, siteShellMachine } from '../../../src/machines/shell/siteShell.ts'
import {
  deviceOf,
  pageViewEvent,
  type PageVisit as PageViewInput,
} from '../../../src/services/shell/pageView.ts'

const banner: TopBanner = {
  category: 'promo',
  contentDetails: 'Year-end sale',
  hexCode: '#6246ea',
  imgView: '',
  lang: 'EN',
  opacity: 1,
  topBannerType: 'text',
  url: '/pricing',
  contentDetailsColor: '#ffffff',
}
const post = (seq: number): ContentItem => ({
  seq,
  articleType: 'news',
  title: `Post ${seq}`,
  summary: '',
  thumbnailUrl: '',
  regDt: '2026-10-01T00:00:00Z',
})

function shell(
  options: {
    maintenance?: boolean
    failMaintenance?: boolean
    country?: string
    bannerFor?: (path: string) => TopBanner | null
  } = {},
) {
  const bannerRequests: { language: string; path: string }[] = []
  const pageViews: PageViewInput[] = []
  const machine = siteShellMachine.provide({
    actors: {
      checkMaintenance: fromPromise(() =>
        options.failMaintenance
          ? Promise.reject(new Error('down'))
          : Promise.resolve({ isMaintenance: options.maintenance ?? false, countryCode: 'KR' }),
      ),
      loadCountry: fromPromise(() => Promise.resolve(options.country ?? 'US')),
      loadBanner: fromPromise<
        TopBanner | null,
        { language: 'en' | 'ko' | 'ja' | 'zh'; path: string }
      >(({ input }) => {
        bannerRequests.push(input)
        return Promise.resolve(options.bannerFor ? options.bannerFor(input.path) : null)
      }),
      loadNews: fromPromise(() => Promise.resolve([post(1), post(2), post(3)])),
      sendPageView: fromPromise<null, PageViewInput>(({ input }) => {
        pageViews.push(input)
        return Promise.resolve(null)
      }),
    },
  })
  const actor = createActor(machine, {
    input: { language: 'ko', path: '/', url: 'http://site/ko', referer: 'https://search.example/' },
  }).start()
  return { actor, bannerRequests, pageViews }
}

describe('site shell data (spec 1 §2)', () => {
  it('shows the maintenance page when the service says it is down, with its country', async () => {
    const { actor } = shell({ maintenance: true })
    const s = await waitFor(actor, (snap) => snap.matches({ maintenance: 'down' }))
    expect(s.context.maintenanceCountry).toBe('KR')
  })
  it('stays live when the service is up, or when the check fails', async () => {
    await waitFor(shell().actor, (s) => s.matches({ maintenance: 'live' }))
    await waitFor(shell({ failMaintenance: true }).actor, (s) => s.matches({ maintenance: 'live' }))
  })
  it('knows the visitor country for China links', async () => {
    const { actor } = shell({ country: 'CN' })
    const s = await waitFor(actor, (snap) => snap.matches({ country: 'known' }))
    expect(s.context.countryCode).toBe('CN')
  })
  it('loads the three newest news posts for the mega-menu', async () => {
    const { actor } = shell()
    const s = await waitFor(actor, (snap) => snap.matches({ news: 'ready' }))
    expect(s.context.news).toHaveLength(NEWS_IN_MENU)
  })
  it('asks for the banner of each page and shows it only when there is one', async () => {
    const { actor, bannerRequests } = shell({
      bannerFor: (path) => (path === '/pricing' ? banner : null),
    })
    actor.send({ type: 'shell.navigated', path: '/', url: 'http://site/ko', userId: '' })
    await waitFor(actor, (s) => s.matches({ banner: 'none' }))
    actor.send({
      type: 'shell.navigated',
      path: '/pricing',
      url: 'http://site/ko/pricing',
      userId: '',
    })
    const s = await waitFor(actor, (snap) => snap.matches({ banner: 'shown' }))
    expect(s.context.banner).toEqual(banner)
    expect(bannerRequests).toEqual([
      { language: 'ko', path: '/' },
      { language: 'ko', path: '/pricing' },
    ])
  })
  it('keeps the banner of the page it was rendered with, and asks again on another page', async () => {
    const { actor, bannerRequests, pageViews } = shell({ bannerFor: () => banner })
    actor.send({ type: 'shell.navigated', path: '/', url: '', userId: '' })
    await waitFor(actor, (s) => s.matches({ banner: 'shown' }))
    // The browser takes over the server's page: same page, so no second GetTopBanner, one page view.
    actor.send({ type: 'shell.navigated', path: '/', url: 'http://site/ko', userId: '' })
    await waitFor(actor, (s) => s.matches({ pageView: 'idle' }) && pageViews.length === 2)
    expect(actor.getSnapshot().matches({ banner: 'shown' })).toBe(true)
    expect(bannerRequests).toEqual([{ language: 'ko', path: '/' }])
    actor.send({
      type: 'shell.navigated',
      path: '/pricing',
      url: 'http://site/ko/pricing',
      userId: '',
    })
    await waitFor(actor, (s) => s.matches({ banner: 'shown' }) && bannerRequests.length === 2)
    expect(bannerRequests[1]).toEqual({ language: 'ko', path: '/pricing' })
  })
  it('logs one page view per navigation, with the previous page as referer', async () => {
    const { actor, pageViews } = shell()
    actor.send({ type: 'shell.navigated', path: '/', url: 'http://site/ko', userId: '' })
    await waitFor(actor, (s) => s.matches({ pageView: 'idle' }))
    actor.send({
      type: 'shell.navigated',
      path: '/pricing',
      url: 'http://site/ko/pricing',
      userId: 'jane',
    })
    await waitFor(actor, (s) => s.matches({ pageView: 'idle' }) && pageViews.length === 2)
    expect(pageViews).toEqual([
      { url: 'http://site/ko', referer: 'https://search.example/', userId: '' },
      { url: 'http://site/ko/pricing', referer: 'http://site/ko', userId: 'jane' },
    ])
  })
})

describe('the page-view event (spec 1 §3)', () => {
  it('tells a phone or tablet from a desktop by its user agent', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('mobile')
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('mobile')
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')).toBe('desktop')
  })
  it('has the fields of the spec', () => {
    expect(
      pageViewEvent({
        url: 'http://site/',
        referer: '',
        userId: 'u1',
        uid: 'abc',
        now: 1700000000000,
        device: 'mobile',
      }),
    ).toEqual({
      userId: 'u1',
      event_timestamp: 1700000000000,
      event_name: 'page_view',
      product: 'md',
      json_data: { uid: 'abc', url: 'http://site/', referer: '', device: 'mobile' },
    })
  })
})
