export default {
  logoLabel: 'Drape3D home',
  skipToContent: 'Skip to content',
  menu: {
    label: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    newsTitle: 'Latest news',
    newsSlide: 'Show news {{n}}',
    root: {
      product: 'Product',
      pricing: 'Pricing',
      learn: 'Learn',
      support: 'Support',
      connect: 'Connect',
    },
    lead: {
      product: 'True-to-life 3D garments, from first pattern to final render.',
      learn: 'Tutorials, stories and answers from designers who build with Drape3D.',
      support: 'Help when you need it, from our team and our partners.',
      connect: 'Share, sell and discover 3D fashion assets with the community.',
    },
    links: {
      overview: { title: 'Overview', text: 'What Drape3D does for your team' },
      keyfeature: { title: 'Key features', text: 'Patterns, fabrics, fitting and rendering' },
      trial: { title: 'Free trial', text: 'Thirty days of the full product' },
      download: { title: 'Download', text: 'Installers for Windows, macOS and Linux' },
      tutorials: { title: 'Tutorials', text: 'Step-by-step video lessons' },
      userspotlight: { title: 'User spotlight', text: 'Work made by our community' },
      helpCenter: { title: 'Help center', text: 'Guides and answers to common questions' },
      support: { title: 'Support home', text: 'Everything about using Drape3D' },
      contact: { title: 'Contact us', text: 'Talk to our support team' },
      news: { title: 'News', text: 'Releases, events and announcements' },
      reseller: { title: 'Resellers', text: 'Buy through a partner near you' },
      connect: { title: 'Drape Connect', text: 'The hub for 3D fashion creators' },
      assets: { title: 'Asset store', text: 'Garments, fabrics and trims, ready to use' },
      community: { title: 'Community', text: 'Ask, share and get feedback' },
    },
  },
  language: {
    label: 'Language',
    short: { en: 'EN', ko: 'KO', ja: 'JA', zh: 'ZH' },
    name: { en: 'English', ko: '한국어', ja: '日本語', zh: '简体中文' },
  },
  account: {
    signIn: 'Sign in',
    profile: 'Account menu for {{name}}',
    myAccount: 'My account',
    licenseAdmin: 'License account admin',
    signOut: 'Sign out',
  },
  footer: {
    tagline: 'Professional 3D garment design for fashion, games and film.',
    linksLabel: 'Site links',
    links: {
      mypage: 'My account',
      signin: 'Sign in',
      terms: 'Terms of service',
      oss: 'Open-source software',
      privacy: 'Privacy policy',
      cookie: 'Cookie policy',
      eula: 'Licence agreement',
      reseller: 'Resellers',
      trialLicence: 'Trial licence',
    },
    familyTitle: 'Family sites',
    family: {
      drape3d: '3D garment design',
      loom: '3D clothing for creators',
      swatch: 'Fashion asset marketplace',
      connect: 'Creator connect hub',
      muse: 'AI design assistant',
      atelier: 'Enterprise product lifecycle',
    },
    copyright: '© {{year}} Drape3D Inc. All rights reserved.',
  },
  a11y: { label: 'Accessibility: larger text', region: 'Accessibility' },
  banner: { label: 'Announcement' },
  popup: { close: 'Close' },
  pages: {
    contactCta: 'Contact us',
    homeCta: 'Back to home',
    overview: {
      eyebrow: 'Product',
      title: 'Design garments in 3D, exactly as they will be made',
      lead: 'Drape3D turns 2D patterns into true-to-life 3D garments, so you can fit, refine and present a collection before cutting a single sample.',
      points: {
        one: {
          title: 'Pattern to garment',
          text: 'Draw or import patterns and see them sewn onto an avatar in seconds.',
        },
        two: {
          title: 'Real fabric physics',
          text: 'Measured fabric properties drape, stretch and fold as they do in life.',
        },
        three: {
          title: 'Ready to share',
          text: 'Render, animate and export for reviews, e-commerce and games.',
        },
      },
    },
    keyfeature: {
      eyebrow: 'Key features',
      title: 'Everything a garment needs, in one tool',
      lead: 'From pattern drafting to fitting and rendering, every step of garment design lives in one workspace.',
      points: {
        one: {
          title: 'Effortless and intuitive',
          text: 'Tools that follow the way pattern makers already work.',
        },
        two: {
          title: 'All in one',
          text: 'Patterns, fabrics, trims, avatars and rendering without switching apps.',
        },
        three: {
          title: 'Seamless workflow',
          text: 'Exchange files with CAD, PLM and 3D tools your team already uses.',
        },
      },
    },
    download: {
      eyebrow: 'Download',
      title: 'Get Drape3D for your computer',
      lead: 'Installers are available for Windows, macOS and Linux. Sign in to download the version that matches your licence.',
      points: {
        one: { title: 'Windows', text: 'Windows 10 or later, 64-bit.' },
        two: { title: 'macOS', text: 'macOS 12 or later, Apple silicon and Intel.' },
        three: { title: 'Linux', text: 'Available with enterprise Linux licences.' },
      },
    },
    support: {
      eyebrow: 'Support',
      title: 'How can we help?',
      lead: 'Find answers in the help center, learn from tutorials, or write to our support team.',
      points: {
        one: { title: 'Help center', text: 'Guides for installation, licences and every tool.' },
        two: { title: 'Contact us', text: 'Our team answers within one business day.' },
        three: { title: 'News', text: 'Release notes, events and service announcements.' },
      },
    },
    contact: {
      eyebrow: 'Contact',
      title: 'Contact us',
      lead: 'Tell us what you need and the right team will get back to you.',
      points: {
        one: { title: 'Technical support', text: 'Installation, licences and product questions.' },
        two: { title: 'Sales', text: 'Pricing, volume licences and enterprise plans.' },
        three: { title: 'Partnerships', text: 'Education, resellers and integrations.' },
      },
    },
    contactForm: {
      eyebrow: 'Contact',
      title: 'Send us a request',
      lead: 'Describe the problem and include any error code you saw; we will reply by e-mail.',
      points: {
        one: { title: 'Personal users', text: 'Questions about your own account and licences.' },
        two: {
          title: 'Company users',
          text: 'Questions about company accounts and team licences.',
        },
        three: {
          title: 'Error codes',
          text: 'Include the code shown in brackets to speed things up.',
        },
      },
    },
    news: {
      eyebrow: 'News',
      title: 'News and announcements',
      lead: 'Product releases, events and updates from the Drape3D team.',
      points: {
        one: { title: 'Releases', text: 'What is new in each version.' },
        two: { title: 'Events', text: 'Webinars, trade shows and challenges.' },
        three: { title: 'Notices', text: 'Service and licence announcements.' },
      },
    },
    newsPost: {
      eyebrow: 'News',
      title: 'News post',
      lead: 'The full story from the Drape3D team.',
      points: {
        one: { title: 'Share it', text: 'Send this post to your team.' },
        two: { title: 'More news', text: 'Browse every announcement.' },
        three: { title: 'Questions', text: 'Contact us about anything in this post.' },
      },
    },
    tutorials: {
      eyebrow: 'Learn',
      title: 'Tutorials',
      lead: 'Short video lessons, from your first pattern to production-ready garments.',
      points: {
        one: { title: 'Getting started', text: 'Interface, avatars and your first garment.' },
        two: {
          title: 'Fabrics and fitting',
          text: 'Physical properties, pressure maps and grading.',
        },
        three: { title: 'Rendering', text: 'Lights, materials and turntables.' },
      },
    },
    userspotlight: {
      eyebrow: 'Learn',
      title: 'User spotlight',
      lead: 'Collections, characters and films made with Drape3D by designers around the world.',
      points: {
        one: { title: 'Fashion', text: 'Digital samples and virtual showrooms.' },
        two: { title: 'Games', text: 'Characters dressed in physically accurate clothes.' },
        three: { title: 'Film and animation', text: 'Costumes that move with every scene.' },
      },
    },
    reseller: {
      eyebrow: 'Partners',
      title: 'Buy from a reseller',
      lead: 'Our partners sell Drape3D licences, training and local support in your language and currency.',
      points: {
        one: { title: 'Local invoices', text: 'Pay in your currency with local tax handling.' },
        two: { title: 'Training', text: 'On-site and online courses for your team.' },
        three: { title: 'Become a partner', text: 'Write to us to join the reseller programme.' },
      },
    },
    oss: {
      eyebrow: 'Legal',
      title: 'Open-source software',
      lead: 'Drape3D includes open-source components. Their licences and notices are listed here.',
      points: {
        one: { title: 'Licences', text: 'MIT, BSD, Apache 2.0 and other licences we comply with.' },
        two: { title: 'Notices', text: 'Copyright notices of each component.' },
        three: {
          title: 'Source requests',
          text: 'Contact us to request source code where a licence requires it.',
        },
      },
    },
    teamconsole: {
      eyebrow: 'Team console',
      title: 'Licence account administration',
      lead: 'Manage your company, its end users and their licences.',
      points: {
        one: { title: 'End users', text: 'Create and manage accounts for your team.' },
        two: { title: 'Licences', text: 'Assign and recall licences at any time.' },
        three: { title: 'Billing', text: 'Invoices and renewals in one place.' },
      },
    },
  },
}
