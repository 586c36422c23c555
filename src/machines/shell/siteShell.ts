import { assign, fromPromise, raise, setup } from 'xstate'
import type { ContentItem, Language, TopBanner } from '../../contract/index.ts'
import { getCountryByIP } from '../../services/account/member.ts'
import { getTopBanner, latestNews } from '../../services/content/content.ts'
import { checkMaintenance, type MaintenanceState } from '../../services/shell/maintenance.ts'
import { logPageVisit, type PageVisit } from '../../services/shell/pageView.ts'
import type { RuleMeta } from '../core/rules.ts'

/**
 * What the site shell loads around every page (spec 1 §2, §4; spec 3 §3, §9): whether the site is
 * down for maintenance, the visitor's country (China links), the top banner of the page, the three
 * newest news posts for the mega-menu, and one page-view log per navigation.
 */
export const NEWS_IN_MENU = 3

export interface SiteShellContext {
  language: Language
  path: string
  url: string
  referer: string
  userId: string
  countryCode: string
  maintenance: MaintenanceState | null
  maintenanceCountry: string
  banner: TopBanner | null
  /** The page the banner was asked for: the page the server rendered does not ask again. */
  bannerPath: string
  news: ContentItem[]
}

export type SiteShellEvent =
  | { type: 'shell.navigated'; path: string; url: string; userId: string }
  /** Raised by the machine itself once the new page is stored; the regions react to it. */
  | { type: 'shell.pageChanged' }

const upperLanguage = { en: 'EN', ko: 'KO', ja: 'JA', zh: 'ZH' } as const

export const siteShellMachine = setup({
  types: {
    context: {} as SiteShellContext,
    input: {} as { language: Language; path: string; url: string; referer: string },
    events: {} as SiteShellEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    /**
     * Down when /api/config says so. GetMaintenanceInfo is asked in development only (spec 1 §7:
     * "GetMaintenanceInfo?url (development only in the shell)"): in production the server's
     * maintenance mode answers /api/config and serves the 503 page, and the country comes from the
     * IP lookup.
     */
    checkMaintenance: fromPromise<MaintenanceState, { url: string }>(({ input }) =>
      checkMaintenance(input.url, { askMaintenanceInfo: import.meta.env.DEV }),
    ),
    loadCountry: fromPromise<string>(async () => (await getCountryByIP()).ipCode[0] ?? ''),
    loadBanner: fromPromise<TopBanner | null, { language: Language; path: string }>(
      async ({ input }) =>
        (await getTopBanner({ lang: upperLanguage[input.language], applyUrl: input.path }))
          .topBanner,
    ),
    loadNews: fromPromise<ContentItem[], { language: Language; count: number }>(({ input }) =>
      latestNews(input),
    ),
    /** Default: keeps the unique-id cookie (one year) and posts the event; swap in tests. */
    sendPageView: fromPromise<null, PageVisit>(({ input }) => logPageVisit(input)),
  },
  guards: {
    // Stryker disable next-line OptionalChaining: asked only in answered, entered once keepMaintenance kept the answer
    isUnderMaintenance: ({ context }) => context.maintenance?.isMaintenance === true,
    hasBanner: ({ context }) => context.banner !== null,
    isOtherPage: ({ context }) => context.path !== context.bannerPath,
  },
  actions: {
    storeNavigation: assign(
      ({ context }, params: { path: string; url: string; userId: string }) => ({
        path: params.path,
        referer: context.url || context.referer,
        url: params.url,
        userId: params.userId,
      }),
    ),
    announcePage: raise({ type: 'shell.pageChanged' }),
    keepMaintenance: assign({
      maintenance: (_, params: { maintenance: MaintenanceState }) => params.maintenance,
    }),
    keepMaintenanceCountry: assign({
      // Stryker disable next-line OptionalChaining,StringLiteral: run only in answered, once keepMaintenance kept the answer, whose countryCode the contract makes a string
      maintenanceCountry: ({ context }) => context.maintenance?.countryCode ?? '',
    }),
    keepCountry: assign({
      countryCode: (_, params: { countryCode: string }) => params.countryCode,
    }),
    keepBanner: assign({ banner: (_, params: { banner: TopBanner | null }) => params.banner }),
    clearBanner: assign({ banner: null }),
    rememberBannerPath: assign({ bannerPath: ({ context }) => context.path }),
    keepNews: assign({ news: (_, params: { news: ContentItem[] }) => params.news }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it to the inspector only
  id: 'siteShell',
  description: 'Data the site shell needs around every page (spec 1 §2).',
  type: 'parallel',
  context: ({ input }) => ({
    language: input.language,
    path: input.path,
    url: '',
    referer: input.referer,
    // Stryker disable next-line StringLiteral: read only by the page-view log, which runs after a navigation stored its user
    userId: '',
    countryCode: '',
    maintenance: null,
    maintenanceCountry: '',
    banner: null,
    // Stryker disable next-line StringLiteral: read only in shown and none, after loading remembered the page it asked for
    bannerPath: '',
    news: [],
  }),
  on: {
    'shell.navigated': {
      actions: [{ type: 'storeNavigation', params: ({ event }) => event }, 'announcePage'],
    },
  },
  states: {
    maintenance: {
      description: 'Whether the service is down for maintenance (spec 1 §2).',
      initial: 'checking',
      states: {
        checking: {
          description:
            'Asking /api/config, and in development GetMaintenanceInfo, whether this page is down (spec 1 §2, §7).',
          meta: { rules: ['SHELL-1'] },
          invoke: {
            id: 'checkMaintenance',
            src: 'checkMaintenance',
            input: ({ context }) => ({ url: context.path }),
            onDone: {
              target: 'answered',
              actions: {
                type: 'keepMaintenance',
                params: ({ event }) => ({ maintenance: event.output }),
              },
            },
            onError: { target: 'live' },
          },
        },
        answered: {
          description: 'Reading whether the service says it is down.',
          meta: { rules: ['SHELL-1'] },
          always: [
            {
              guard: 'isUnderMaintenance',
              target: 'down',
              actions: 'keepMaintenanceCountry',
              description:
                'The service says it is down: the maintenance page replaces the site (spec 1 §2).',
              meta: { rules: ['SHELL-1'] },
            },
            { target: 'live', description: 'The service is up.' },
          ],
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
            id: 'loadCountry',
            src: 'loadCountry',
            onDone: {
              target: 'known',
              actions: {
                type: 'keepCountry',
                params: ({ event }) => ({ countryCode: event.output }),
              },
            },
            // Stryker disable next-line ObjectLiteral,StringLiteral: a lookup that failed and one still waiting both leave the country empty; nothing reads which
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
          // The banner of the page before is not this page's: none shows until this one answers.
          entry: ['rememberBannerPath', 'clearBanner'],
          invoke: {
            id: 'loadBanner',
            src: 'loadBanner',
            input: ({ context }) => ({ language: context.language, path: context.path }),
            onDone: {
              target: 'answered',
              actions: { type: 'keepBanner', params: ({ event }) => ({ banner: event.output }) },
            },
            onError: { target: 'none' },
          },
        },
        answered: {
          description: 'Reading whether the content service returned a banner.',
          meta: { rules: ['SHELL-3'] },
          always: [
            {
              guard: 'hasBanner',
              target: 'shown',
              description: 'The content service returned a banner for this page (spec 3 §3).',
              meta: { rules: ['SHELL-3'] },
            },
            { target: 'none', description: 'No banner for this page.' },
          ],
        },
        shown: {
          description:
            'A banner is shown above the header; the header area is 50 px taller (spec 1 §9).',
          meta: { rules: ['SHELL-3'] },
          on: {
            'shell.pageChanged': {
              guard: 'isOtherPage',
              target: 'loading',
              description:
                'Another page: ask for its banner (a page keeps the one it was rendered with).',
              meta: { rules: ['SHELL-3'] },
            },
          },
        },
        none: {
          description: 'No banner for this page.',
          on: {
            'shell.pageChanged': {
              guard: 'isOtherPage',
              target: 'loading',
              description:
                'Another page: ask for its banner (a page keeps the one it was rendered with).',
              meta: { rules: ['SHELL-3'] },
            },
          },
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
            id: 'loadNews',
            src: 'loadNews',
            input: ({ context }) => ({ language: context.language, count: NEWS_IN_MENU }),
            onDone: {
              target: 'ready',
              actions: { type: 'keepNews', params: ({ event }) => ({ news: event.output }) },
            },
            // Stryker disable next-line ObjectLiteral,StringLiteral: a list that failed and one still loading both show no news; nothing reads which
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
            id: 'sendPageView',
            src: 'sendPageView',
            input: ({ context }) => ({
              url: context.url,
              referer: context.referer,
              userId: context.userId,
            }),
            // Stryker disable ObjectLiteral,StringLiteral: logging takes the next page as idle does (it logs it again), so staying there after the call changes nothing
            onDone: { target: 'idle' },
            onError: { target: 'idle' },
            // Stryker restore all
          },
          on: { 'shell.pageChanged': { target: 'logging', reenter: true } },
        },
      },
    },
  },
})
