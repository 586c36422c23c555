/** The shell's top banner asking to resend the verification e-mail (spec 1 §2): on every page. */
export default {
  text: 'Your e-mail address is not verified.',
  action: 'Resend the e-mail',
}
