export default {
  hero: {
    kicker: 'Drape3D 2026 is here',
    title: 'Design garments in 3D. Make them real.',
    lead: 'Pattern, fit and render true-to-life clothing in one tool, and cut sampling time from weeks to hours.',
    primary: 'Start free trial',
    secondary: 'See the product',
    stat1: { value: '2M+', label: 'designers' },
    stat2: { value: '190', label: 'countries' },
    stat3: { value: '80%', label: 'fewer physical samples' },
  },
  features: {
    eyebrow: 'Why Drape3D',
    title: 'From the first line of a pattern to the final render',
    more: 'Learn more',
    items: {
      effortless: {
        title: 'Effortless and intuitive',
        text: 'Draft patterns the way you already do, and watch them sew into 3D instantly.',
      },
      allInOne: {
        title: 'All in one',
        text: 'Fabrics, trims, avatars, fitting and rendering in a single workspace.',
      },
      createFreely: {
        title: 'Create freely',
        text: 'Try every idea in minutes: colourways, fabrics and fits without a sample room.',
      },
      seamless: {
        title: 'Seamless workflow',
        text: 'Share files with CAD, PLM, game engines and 3D tools your team uses.',
      },
    },
  },
  news: {
    eyebrow: 'Newsroom',
    title: 'Latest news',
    all: 'All news',
    empty: 'No news yet. Check back soon.',
  },
  closing: {
    title: 'Ready to design your next collection in 3D?',
    text: 'Choose a plan for yourself or your whole team, or talk to us about enterprise.',
    pricing: 'See pricing',
    contact: 'Talk to sales',
  },
  event: {
    title: 'Year-end event',
    text: 'Until the end of December, new annual licences come with three extra months. Do not miss it.',
    oneDay: "Don't show again today",
    cta: 'See offers',
  },
  integrationBlocked: {
    title: 'Account integration is not available',
    text: "This account can't be linked with the cloud-wardrobe platform: the integration is blocked for it. Sign in with your Drape3D account, or contact us and we will help.",
    contact: 'Contact us',
    close: 'Close',
  },
}
