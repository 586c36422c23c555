/** Occupations (job roles) and industries of spec 1 §3, by code (Others = 99): the account page and the marketing pop-up read them. */
export default {
  occupations: {
    '1': 'Character artist',
    '2': 'Art / creative director',
    '3': 'Concept artist',
    '4': 'Hobbyist',
    '5': 'Academic',
    '6': 'Web designer',
    '7': 'Fashion designer',
    '8': 'Developer / engineer',
    '99': 'Others',
  },
  industries: {
    '1': 'Game development',
    '2': 'Game outsourcing',
    '3': 'VFX',
    '4': 'Animation',
    '5': 'AR / VR',
    '6': 'Architecture',
    '7': 'Fashion',
    '8': 'Advertising',
    '9': 'Research',
    '10': 'Academic',
    '99': 'Others',
  },
}
