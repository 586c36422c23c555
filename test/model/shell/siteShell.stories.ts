import type { ExtraStory } from '../stories.ts'

/** Site-shell stories the generated paths do not tell (spec 3 §3), judged by the oracle. */
const home = {
  name: 'English home page',
  input: {
    language: 'en',
    path: '/',
    url: 'http://localhost/',
    referer: 'https://search.example/',
  },
}
const goesTo = (path: string, userId = '') => ({
  caseName: `goes to ${path}`,
  event: { type: 'shell.navigated', path, url: `http://localhost${path}`, userId },
})

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
const bannerAnswers = {
  caseName: 'a banner for the page',
  event: { type: 'xstate.done.actor.loadBanner', output: banner },
}

export const stories: ExtraStory[] = [
  {
    name: 'goes to pricing, then to support before the pricing banner answers: the banner of support is asked for, and the frame waits for it',
    input: home,
    steps: [
      goesTo('/pricing'),
      goesTo('/support', 'alice'),
      {
        caseName: 'no banner for the page',
        event: { type: 'xstate.done.actor.loadBanner', output: null },
      },
    ],
  },
  {
    name: 'pricing has a banner; its query changes (same page): the banner stays; then support: the pricing banner goes at once',
    input: home,
    steps: [goesTo('/pricing'), bannerAnswers, goesTo('/pricing'), goesTo('/support', 'alice')],
  },
  {
    name: 'pricing has no banner; its query changes (same page): still none, nothing asked again',
    input: home,
    steps: [
      goesTo('/pricing'),
      {
        caseName: 'no banner for the page',
        event: { type: 'xstate.done.actor.loadBanner', output: null },
      },
      goesTo('/pricing'),
    ],
  },
]
