import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { siteShellMachine } from './siteShell.ts'

const done = (id: string) => [`xstate.done.actor.${id}`, `xstate.error.actor.${id}`]
const banner = {
  category: 'notice',
  contentDetails: 'Drape3D 2026 is here',
  hexCode: '#101010',
  imgView: '',
  lang: 'EN',
  opacity: 100,
  topBannerType: 1,
  url: '/product/overview',
  contentDetailsColor: '#ffffff',
}
const post = (n: number) => ({ postId: n, title: `News ${String(n)}` })

/**
 * The test model of the site shell (spec 1 §2, §4; spec 3 §3, §9). Its five parallel regions are
 * tested one at a time (`regions`): each region's paths move it alone while the others stay where
 * they start, so about two hundred combined states do not multiply the paths.
 */
export const model = defineModel({
  id: 'siteShell',
  title: 'Site shell: maintenance, China links, top banner, menu news, page views',
  area: 'shell',
  rules: ['SHELL-1', 'SHELL-2', 'SHELL-3', 'SHELL-4', 'SHELL-5'],
  machine: siteShellMachine,
  uncovered: {
    'banner.shown|shell.pageChanged|0:false':
      'Taken by a navigation to the page already shown (goes to pricing twice), but shell.pageChanged is raised by the machine, and the run counts a guard that blocks an event only for the events a path sends.',
    'banner.none|shell.pageChanged|0:false':
      'As for banner.shown: the blocking happens on the raised shell.pageChanged, which the run does not count.',
  },
  model: {
    inputs: [
      {
        name: 'English home page',
        input: {
          language: 'en',
          path: '/',
          url: 'http://localhost/',
          referer: 'https://search.example/',
        },
      },
    ],
    events: {
      'shell.navigated': [
        {
          name: 'goes to pricing',
          event: {
            type: 'shell.navigated',
            path: '/pricing',
            url: 'http://localhost/pricing',
            userId: '',
          },
        },
        {
          name: 'signed in, goes to support',
          event: {
            type: 'shell.navigated',
            path: '/support',
            url: 'http://localhost/support',
            userId: 'alice',
          },
        },
      ],
    },
    outcomes: {
      checkMaintenance: {
        done: [
          { name: 'the service is up', output: { isMaintenance: false, countryCode: 'US' } },
          { name: 'down for maintenance', output: { isMaintenance: true, countryCode: 'KR' } },
        ],
        error: [{ name: 'both checks fail', error: new Error('maintenance check failed') }],
      },
      loadCountry: {
        done: [
          { name: 'visitor in China', output: 'CN' },
          { name: 'visitor in Korea', output: 'KR' },
        ],
        error: [{ name: 'lookup fails', error: failures.network('GetCountryByIP') }],
      },
      loadBanner: {
        done: [
          { name: 'a banner for the page', output: banner },
          { name: 'no banner for the page', output: null },
        ],
        error: [{ name: 'content service down', error: failures.http500('GetTopBanner') }],
      },
      loadNews: {
        done: [
          { name: 'three news posts', output: [post(1), post(2), post(3)] },
          { name: 'no news yet', output: [] },
        ],
        error: [{ name: 'list fails', error: failures.network('GetList') }],
      },
      sendPageView: {
        done: [{ name: 'logged', output: null }],
        error: [{ name: 'log host down', error: failures.network('logs') }],
      },
    },
    effects: [],
    regions: {
      maintenance: done('checkMaintenance'),
      country: done('loadCountry'),
      banner: ['shell.navigated', ...done('loadBanner')],
      news: done('loadNews'),
      pageView: ['shell.navigated', ...done('sendPageView')],
    },
  },
})
