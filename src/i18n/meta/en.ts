export default {
  default: {
    description: 'Drape3D is professional 3D garment design software for fashion, games and film.',
  },
  home: {
    title: 'Official Site',
    description:
      'Design true-to-life garments in 3D with Drape3D. Pattern, fit and render in one tool.',
  },
  pricing: {
    title: 'Pricing',
    description: 'Drape3D plans and prices for individuals, teams, enterprises and education.',
  },
  overview: {
    title: 'Overview',
    description:
      'What Drape3D does: 3D garments from 2D patterns, real fabric physics and rendering.',
  },
  keyfeature: {
    title: 'Key features',
    description: 'The key features of Drape3D for pattern making, fitting and rendering.',
  },
  signin: { title: 'Sign in', description: 'Sign in to your Drape3D account.' },
  signup: { title: 'Sign up', description: 'Create a Drape3D account and start your free trial.' },
  contact: { title: 'Contact us', description: 'Contact the Drape3D support and sales teams.' },
}
