export default {
  pricing: {
    eyebrow: 'Pricing',
    title: 'Plans for every designer and team',
    lead: 'Pick a personal or a company plan. Prices are shown in your currency; taxes are added at checkout.',
    tabs: { label: 'Plan type', personal: 'Personal', enterprise: 'Enterprise' },
    period: { month: '/ month', year: '/ year' },
    order: { month: 'Buy monthly', year: 'Buy yearly' },
    networkType: { ONLINE: 'Online licence', OFFLINE: 'Offline licence' },
    plans: {
      individual: {
        name: 'Individual',
        subTitle: 'For freelancers and creators',
        chip: 'Yearly: 40% off',
      },
      student: {
        name: 'Student',
        subTitle: 'For verified students',
        chip: 'Up to 2 purchases within 4 years',
      },
      standard: {
        name: 'Enterprise standard',
        subTitle: 'Named licences for your team',
        chip: 'Yearly: 20% extra',
      },
      network: {
        name: 'Network',
        subTitle: 'Floating licences on your own server',
      },
      linux: { name: 'Linux', subTitle: 'For render farms and pipelines on Linux' },
      academic: {
        name: 'Academic',
        subTitle: 'For schools and universities',
        chip: '50% off above 10 copies',
      },
    },
    trial: {
      title: 'Try it free for 2 weeks',
      text: 'Every feature, no payment details needed.',
      cta: 'Start the free trial',
    },
    unavailable: {
      title: 'Prices are not available right now',
      text: 'The price list could not be loaded. Please try again in a moment.',
      retry: 'Try again',
    },
  },
}
