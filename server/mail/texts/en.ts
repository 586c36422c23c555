/** E-mail messages sent by the server (issue 11): one set per language, HTML and text built from them. */
export default {
  greeting: 'Hello {{name}},',
  signature: 'The Drape3D team',
  footer:
    'You receive this message because this address was used on Drape3D. If it was not you, ignore it: nothing changes.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  verify: {
    subject: 'Verify your e-mail address for Drape3D',
    body: 'Please confirm that {{email}} is your e-mail address, so you can buy, download and manage your licences.',
    action: 'Verify my e-mail address',
    expiry: 'The link works once and expires in {{hours}} hours.',
  },
  reset: {
    subject: 'Reset your Drape3D password',
    body: 'We received a request to reset the password of the account {{id}}. Choose a new password with the link below.',
    action: 'Choose a new password',
    expiry:
      'The link works once and expires in {{minutes}} minutes. If you did not ask for it, your password stays as it is.',
  },
}
