export default {
  page: {
    forbidden: { title: 'FORBIDDEN', text: 'You do not have permission to open this page.' },
    notFound: {
      title: 'PAGE NOT FOUND',
      text: 'The page you are looking for does not exist or has moved.',
    },
    unexpected: {
      title: 'UNEXPECTED ERROR',
      text: 'Something went wrong on our side. Please try again in a moment.',
    },
    other: {
      title: 'SOMETHING WENT WRONG',
      text: 'We could not show this page. Contact us if the problem continues.',
    },
    storeMoved:
      'The store has moved into the Drape Connect platform. Find assets and add-ons there.',
  },
  actions: {
    main: 'GO TO MAIN',
    pricing: 'PRICING',
    helpCenter: 'HELP CENTER',
    contact: 'CONTACT US',
    connect: 'GO TO CONNECT',
  },
  popup: {
    title: 'Error',
    text: 'An error occurred while processing your request.',
    contact: 'Contact us',
    send: 'Send error code',
    sending: 'Sending…',
    sent: 'Thank you. The error code was sent to our support team.',
    sendFailed: 'The error code could not be sent. Please contact us instead.',
  },
  maintenance: {
    title: "Sorry, we're down for maintenance.",
    text: "We'll be back as soon as we can. Thank you for your patience.",
    linksLabel: 'Useful links',
    home: 'Home',
    contact: 'Contact us',
    helpCenter: 'Help center',
  },
}
