import { assign, fromPromise, raise, setup } from 'xstate'
import { CONTENT_LANGUAGE, type Language } from '../../contract/core/codes.ts'
import type { ContentItem, TopBanner } from '../../contract/content/content.ts'
import { COOKIES } from '../../contract/core/limits.ts'
import type { PageViewEvent } from '../../contract/shell/pageView.ts'
import { getList, getMaintenanceInfo, getTopBanner } from '../../services/content/content.ts'
import { logPageView } from '../../services/shell/pageView.ts'
import { getCountryByIP } from '../../services/account/member.ts'
import { getSiteConfig } from '../../services/shell/siteConfig.ts'

/**
 * What the site shell loads around every page (spec 1 §2, §4; spec 3 §3, §9): whether the site is
 * down for maintenance, the visitor's country (China links), the top banner of the page, the three
 * newest news posts for the mega-menu, and one page-view log per navigation.
 */
export const NEWS_IN_MENU = 3

export interface PageViewInput {
  url: string
  referer: string
  userId: string
}

interface Context {
  language: Language
  path: string
  url: string
  referer: string
  userId: string
  countryCode: string
  maintenanceCountry: string
  banner: TopBanner | null
  news: ContentItem[]
}

type Events =
  | { type: 'shell.navigated'; path: string; url: string; userId: string }
  /** Raised by the machine itself once the new page is stored; the regions react to it. */
  | { type: 'shell.pageChanged' }

const readCookie = (name: string): string | null => {
  if (typeof document === 'undefined') return null
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  return hit ? hit.slice(name.length + 1) : null
}

/** The page-view event of spec 1 §3 (pure: the caller supplies id, clock and device). */
export function pageViewEvent(
  input: PageViewInput & { uid: string; now: number; device: 'mobile' | 'desktop' },
): PageViewEvent {
  return {
    userId: input.userId,
    event_timestamp: input.now,
    event_name: 'page_view',
    product: 'md',
    json_data: {
      uid: input.uid,
      url: input.url.slice(0, 2048),
      referer: input.referer.slice(0, 2048),
      device: input.device,
    },
  }
}

export const siteShellMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { language: Language; path: string; url: string; referer: string },
    events: {} as Events,
  },
  actors: {
    /** Down when /api/config or GetMaintenanceInfo says so; fails only when both fail. */
    checkMaintenance: fromPromise<{ isMaintenance: boolean; countryCode: string }, { url: string }>(
      async ({ input }) => {
        const [config, info] = await Promise.allSettled([
          getSiteConfig(),
          getMaintenanceInfo(input.url),
        ])
        if (config.status === 'rejected' && info.status === 'rejected')
          throw new Error('maintenance check failed')
        const byConfig = config.status === 'fulfilled' && config.value.maintenance
        const byInfo = info.status === 'fulfilled' && info.value.isMaintenance
        return {
          isMaintenance: byConfig || byInfo,
          countryCode: info.status === 'fulfilled' ? info.value.countryCode : '',
        }
      },
    ),
    loadCountry: fromPromise<string>(async () => (await getCountryByIP()).ipCode[0] ?? ''),
    loadBanner: fromPromise<TopBanner | null, { language: Language; path: string }>(
      async ({ input }) => {
        const lang = input.language.toUpperCase() as 'EN' | 'KO' | 'JA' | 'ZH'
        return (await getTopBanner({ lang, applyUrl: input.path })).topBanner
      },
    ),
    loadNews: fromPromise<ContentItem[], { language: Language }>(async ({ input }) => {
      const res = await getList({
        page: 0,
        pagesize: NEWS_IN_MENU,
        keyVals: [
          { key: 'articleType', val: 'news' },
          { key: 'lang', val: CONTENT_LANGUAGE[input.language] },
        ],
      })
      return res.list.slice(0, NEWS_IN_MENU)
    }),
    /** Default: keeps the unique-id cookie (one year) and posts the event; swap in tests. */
    sendPageView: fromPromise<null, PageViewInput>(async ({ input }) => {
      let uid = readCookie(COOKIES.uniqueId)
      if (!uid) {
        uid = crypto.randomUUID()
        document.cookie = `${COOKIES.uniqueId}=${uid}; Path=/; Max-Age=${COOKIES.uniqueIdMaxAgeS}; SameSite=Lax`
      }
      const device = /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) ? 'mobile' : 'desktop'
      await logPageView(pageViewEvent({ ...input, uid, now: Date.now(), device }))
      return null
    }),
  },
  guards: {
    isUnderMaintenance: ({ event }) =>
      'output' in event && (event.output as { isMaintenance: boolean }).isMaintenance,
    hasBanner: ({ event }) => 'output' in event && event.output !== null,
  },
  actions: {
    storeNavigation: assign(({ context, event }) =>
      event.type === 'shell.navigated'
        ? {
            path: event.path,
            referer: context.url || context.referer,
            url: event.url,
            userId: event.userId,
          }
        : {},
    ),
    announcePage: raise({ type: 'shell.pageChanged' }),
  },
}).createMachine({
  id: 'siteShell',
  description: 'Data the site shell needs around every page (spec 1 §2).',
  type: 'parallel',
  context: ({ input }) => ({
    language: input.language,
    path: input.path,
    url: '',
    referer: input.referer,
    userId: '',
    countryCode: '',
    maintenanceCountry: '',
    banner: null,
    news: [],
  }),
  on: {
    'shell.navigated': { actions: ['storeNavigation', 'announcePage'] },
  },
  states: {
    maintenance: {
      description: 'Whether the service is down for maintenance (spec 1 §2).',
      initial: 'checking',
      states: {
        checking: {
          description: 'Asking GetMaintenanceInfo about this page (spec 1 §7).',
          meta: { rules: ['SHELL-1'] },
          invoke: {
            src: 'checkMaintenance',
            input: ({ context }) => ({ url: context.path }),
            onDone: [
              {
                guard: 'isUnderMaintenance',
                target: 'down',
                description:
                  'The service says it is down: the maintenance page replaces the site (spec 1 §2).',
                meta: { rules: ['SHELL-1'] },
                actions: assign({ maintenanceCountry: ({ event }) => event.output.countryCode }),
              },
              { target: 'live' },
            ],
            onError: { target: 'live' },
          },
        },
        live: { description: 'The site is up.' },
        down: {
          description: 'The maintenance page is shown (spec 1 §2).',
          meta: { rules: ['SHELL-1'] },
        },
      },
    },
    country: {
      description: "The visitor's IP country, for China links (spec 1 §2).",
      initial: 'loading',
      states: {
        loading: {
          description: 'Asking GetCountryByIP (spec 1 §7).',
          meta: { rules: ['SHELL-2'] },
          invoke: {
            src: 'loadCountry',
            onDone: {
              target: 'known',
              actions: assign({ countryCode: ({ event }) => event.output }),
            },
            onError: { target: 'unknown' },
          },
        },
        known: {
          description: 'The country is known; CN switches menu links to China URLs (spec 1 §2).',
          meta: { rules: ['SHELL-2'] },
        },
        unknown: { description: 'The lookup failed; global URLs are used.' },
      },
    },
    banner: {
      description: 'The top banner of the current page (spec 3 §3).',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Waiting for the first page to be known.',
          on: { 'shell.pageChanged': { target: 'loading' } },
        },
        loading: {
          description:
            'Asking GetTopBanner with the language in upper case and the page path (spec 3 §7).',
          meta: { rules: ['SHELL-3'] },
          on: { 'shell.pageChanged': { target: 'loading', reenter: true } },
          invoke: {
            src: 'loadBanner',
            input: ({ context }) => ({ language: context.language, path: context.path }),
            onDone: [
              {
                guard: 'hasBanner',
                target: 'shown',
                description: 'The content service returned a banner for this page (spec 3 §3).',
                meta: { rules: ['SHELL-3'] },
                actions: assign({ banner: ({ event }) => event.output }),
              },
              { target: 'none', actions: assign({ banner: null }) },
            ],
            onError: { target: 'none', actions: assign({ banner: null }) },
          },
        },
        shown: {
          description:
            'A banner is shown above the header; the header area is 50 px taller (spec 1 §9).',
          meta: { rules: ['SHELL-3'] },
          on: { 'shell.pageChanged': { target: 'loading' } },
        },
        none: {
          description: 'No banner for this page.',
          on: { 'shell.pageChanged': { target: 'loading' } },
        },
      },
    },
    news: {
      description: 'The three newest news posts for the mega-menu carousel (spec 3 §9).',
      initial: 'loading',
      states: {
        loading: {
          description: 'Asking GetList for news in the content language (spec 3 §7).',
          meta: { rules: ['SHELL-4'] },
          invoke: {
            src: 'loadNews',
            input: ({ context }) => ({ language: context.language }),
            onDone: { target: 'ready', actions: assign({ news: ({ event }) => event.output }) },
            onError: { target: 'failed' },
          },
        },
        ready: { description: 'The carousel has its posts.', meta: { rules: ['SHELL-4'] } },
        failed: { description: 'The list failed; the carousel stays empty.' },
      },
    },
    pageView: {
      description: 'One page_view log per navigation (spec 1 §4, §7).',
      initial: 'idle',
      states: {
        idle: {
          description: 'Waiting for the next navigation.',
          on: { 'shell.pageChanged': { target: 'logging' } },
        },
        logging: {
          description: 'Posting the page_view event with the unique-id cookie (spec 1 §4).',
          meta: { rules: ['SHELL-5'] },
          invoke: {
            src: 'sendPageView',
            input: ({ context }) => ({
              url: context.url,
              referer: context.referer,
              userId: context.userId,
            }),
            onDone: { target: 'idle' },
            onError: { target: 'idle' },
          },
          on: { 'shell.pageChanged': { target: 'logging', reenter: true } },
        },
      },
    },
  },
})
