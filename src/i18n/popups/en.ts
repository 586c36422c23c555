/** The shell's pop-ups (spec 1 §2): the integrated-account notice, the marketing permissions and the survey. */
export default {
  legal: {
    title: 'Terms for integrated accounts',
    text: 'Your account is integrated with the partner style platform, so the terms of service for integrated accounts apply to it.',
    dates:
      'These terms take effect on {{effective}}; their dispute-resolution clauses apply from {{disputes}}.',
    terms: 'Read the terms of service',
    dismiss: "Don't show again",
    note: 'Once you close this notice, it does not appear again.',
  },
  marketing: {
    title: 'A few details about your company',
    lead: 'Tell us whether you want our newsletter, in which language, and what your company does, so we send only what is useful to you.',
    newsletter: 'Send me the Drape3D newsletter (releases, tutorials and offers)',
    language: 'Preferred language',
    occupation: 'Occupation',
    industry: 'Industry',
    choose: 'Choose…',
    missing: {
      occupation: 'Choose your occupation.',
      industry: "Choose your company's industry.",
    },
    save: 'Save',
    saving: 'Saving…',
    later: 'Not now',
    laterHint: 'If you close this now, we will ask again tomorrow.',
    error: 'Your answers could not be saved (code {{code}}). Nothing was lost: please try again.',
  },
  survey: {
    title: 'How is the website working for you?',
    text: 'Did you find what you came for? Tell us in a few words what works and what gets in your way: our team reads every message.',
    cta: 'Send feedback',
    later: 'Not now',
  },
  promotions: {
    oneDay: "Don't show for a day",
    lifetime: "Don't show again",
    linux: {
      title: 'Drape3D for Linux is here',
      text: 'Drape3D now runs on Linux workstations too. Download the Linux edition from this page; it runs with a Linux licence.',
      cta: 'See Linux pricing',
    },
    sync: {
      title: 'Your cloud wardrobe, in sync',
      text: 'Your account is linked to the cloud wardrobe: the garments you keep there can be synced with Drape3D. You manage the link from your account page.',
      cta: 'Open my account',
    },
  },
  languages: { en: 'English', ko: '한국어', ja: '日本語', zh: '简体中文' },
}
