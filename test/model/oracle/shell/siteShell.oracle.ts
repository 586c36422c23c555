import {
  answerAt,
  failureAt,
  isEvent,
  isStart,
  payloadAt,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * What the site shell loads around every page, from spec 1 §1-§2 (maintenance page, China links),
 * §4 (page-view logging), spec 3 §3 (top banner: "The request carries lang (upper-case) and
 * applyUrl. The banner shows only when present…") and §9 ("News carousel in the header shows 3
 * items"). Shows: `maintenance`, `chinaLinks`, `banner`, `news` (how many posts the carousel has),
 * `bannerSettled` (the banner question is answered for this page) and `maintenanceCountry` (the
 * country whose language the maintenance page speaks).
 */
interface ShellInput {
  language: string
  path: string
  url: string
  referer: string
}
const inputOf = (story: Story) => story.input as ShellInput
const NEWS_IN_MENU = 3

/** The navigations of the story up to step `at`, each with its path, url and user. */
function navigationsUpTo(
  story: Story,
  at: number,
): { path: string; url: string; userId: string }[] {
  const out: { path: string; url: string; userId: string }[] = []
  for (let i = 1; i <= at; i++)
    if (isEvent(story, i, 'shell.navigated')) {
      const p = payloadAt(story, i)
      out.push({ path: String(p.path), url: String(p.url), userId: String(p.userId) })
    }
  return out
}

/** The country the maintenance page speaks for after step `at`: the one the service names when it is down, else the visitor's IP country. */
function maintenanceCountryAt(story: Story, at: number): string {
  let down = ''
  let ip = ''
  for (let i = 1; i <= at; i++) {
    const m = answerAt(story, i, 'checkMaintenance') as
      { isMaintenance: boolean; countryCode: string } | undefined
    if (m?.isMaintenance) down = m.countryCode
    const c = answerAt(story, i, 'loadCountry')
    if (typeof c === 'string') ip = c
  }
  return down || ip
}
/** A navigation at `at` to another page than the one before it. */
const navigatesElsewhere = (story: Story, at: number) => {
  const navigations = navigationsUpTo(story, at)
  return (
    isEvent(story, at, 'shell.navigated') && navigations.at(-2)?.path !== navigations.at(-1)?.path
  )
}

const expectations: Expectation[] = [
  {
    rule: 'SHELL-1',
    says: "Given the service is down, the maintenance page speaks the language of the country the service names, or else of the visitor's IP country",
    when: (_story, at) => at > 0,
    expect: (story, at) => ({ shows: { maintenanceCountry: maintenanceCountryAt(story, at) } }),
  },
  {
    rule: 'SHELL-3',
    says: 'Given the banner of the page answered or failed, the frame lays out for it (settled); given a navigation to another page, it is not settled until its banner answers',
    when: (story, at) =>
      navigatesElsewhere(story, at) ||
      answerAt(story, at, 'loadBanner') !== undefined ||
      failureAt(story, at, 'loadBanner') !== undefined,
    expect: (story, at) => ({ shows: { bannerSettled: !navigatesElsewhere(story, at) } }),
  },
  {
    rule: 'SHELL-1',
    says: 'Given a page load, the shell asks whether the service is down for this page',
    when: isStart,
    expect: (story) => ({
      called: [{ service: 'checkMaintenance', input: { url: inputOf(story).path } }],
      shows: { maintenance: false },
    }),
  },
  {
    rule: 'SHELL-1',
    says: 'Given the service says it is down, the maintenance page replaces the site',
    when: (story, at) =>
      (answerAt(story, at, 'checkMaintenance') as { isMaintenance: boolean } | undefined)
        ?.isMaintenance === true,
    expect: () => ({ shows: { maintenance: true } }),
  },
  {
    rule: 'SHELL-1',
    says: 'Given the service is up, or the check fails, the site shows',
    when: (story, at) =>
      (answerAt(story, at, 'checkMaintenance') as { isMaintenance: boolean } | undefined)
        ?.isMaintenance === false || failureAt(story, at, 'checkMaintenance') !== undefined,
    expect: () => ({ shows: { maintenance: false } }),
  },
  {
    rule: 'SHELL-2',
    says: "Given a page load, the shell asks for the visitor's IP country",
    when: isStart,
    expect: () => ({
      called: [{ service: 'loadCountry', input: undefined }],
      shows: { chinaLinks: false },
    }),
  },
  {
    rule: 'SHELL-2',
    says: 'Given the visitor IP country is CN, menu links use the China URLs; otherwise the global ones',
    when: (story, at) => answerAt(story, at, 'loadCountry') !== undefined,
    expect: (story, at) => ({ shows: { chinaLinks: answerAt(story, at, 'loadCountry') === 'CN' } }),
  },
  {
    rule: 'SHELL-2',
    says: 'Given the country lookup fails, the global URLs are used',
    when: (story, at) => failureAt(story, at, 'loadCountry') !== undefined,
    expect: () => ({ shows: { chinaLinks: false } }),
  },
  {
    rule: 'SHELL-3',
    says: 'Given a navigation to another page, the top banner of that page is asked for, in the page language',
    when: (story, at) => {
      const navigations = navigationsUpTo(story, at)
      return (
        isEvent(story, at, 'shell.navigated') &&
        navigations.at(-2)?.path !== navigations.at(-1)?.path
      )
    },
    expect: (story, at) => ({
      called: [
        {
          service: 'loadBanner',
          input: { language: inputOf(story).language, path: String(payloadAt(story, at).path) },
        },
      ],
      shows: { banner: false },
    }),
  },
  {
    rule: 'SHELL-3',
    says: 'Given a navigation to the page already shown (its query or hash changed), the banner is that of the page still: what showed stays',
    when: (story, at) => isEvent(story, at, 'shell.navigated') && !navigatesElsewhere(story, at),
    expect: (_story, _at, before) => ({
      shows: { banner: before?.shows.banner, bannerSettled: before?.shows.bannerSettled },
    }),
  },
  {
    rule: 'SHELL-3',
    says: 'Given the content service returns a banner for the page, it shows; otherwise none shows',
    when: (story, at) => answerAt(story, at, 'loadBanner') !== undefined,
    expect: (story, at) => ({ shows: { banner: answerAt(story, at, 'loadBanner') !== null } }),
  },
  {
    rule: 'SHELL-3',
    says: 'Given the banner cannot be loaded, none shows',
    when: (story, at) => failureAt(story, at, 'loadBanner') !== undefined,
    expect: () => ({ shows: { banner: false } }),
  },
  {
    rule: 'SHELL-4',
    says: 'Given a page load, the three newest news posts are asked for in the page language',
    when: isStart,
    expect: (story) => ({
      called: [
        { service: 'loadNews', input: { language: inputOf(story).language, count: NEWS_IN_MENU } },
      ],
      shows: { news: 0 },
    }),
  },
  {
    rule: 'SHELL-4',
    says: 'Given the news list, the carousel shows at most three posts',
    when: (story, at) => answerAt(story, at, 'loadNews') !== undefined,
    expect: (story, at) => ({
      shows: {
        news: Math.min(
          NEWS_IN_MENU,
          (answerAt(story, at, 'loadNews') as unknown[] | undefined)?.length ?? 0,
        ),
      },
    }),
  },
  {
    rule: 'SHELL-5',
    says: 'Given a navigation, one page_view is logged with the page, the page before it and the user',
    when: (story, at) => isEvent(story, at, 'shell.navigated'),
    expect: (story, at) => {
      const navigations = navigationsUpTo(story, at)
      const here = navigations.at(-1)
      const before = navigations.at(-2)
      return {
        called: [
          {
            service: 'sendPageView',
            input: {
              url: here?.url,
              referer: before ? before.url : inputOf(story).referer,
              userId: here?.userId,
            },
          },
        ],
      }
    },
  },
]

export const siteShellOracle: Oracle = { machine: 'siteShell', expectations }
