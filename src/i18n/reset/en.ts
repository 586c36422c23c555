/** Password reset pages (spec 1 §2, §4, §5, §8; issue 11). */
export default {
  request: {
    title: 'Reset your password',
    lead: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    kindLegend: 'Account type',
    personal: 'Personal account',
    company: 'Company account',
    emailLabel: 'E-mail',
    submit: 'Send the link',
    sending: 'Sending…',
    status: {
      idle: 'Ready',
      sending: 'Sending the e-mail…',
      sent: 'E-mail sent',
      failed: 'Could not send',
    },
    errors: {
      blankValue: 'email blank value: enter an e-mail address with @.',
      noneUser: 'No account of this type uses this e-mail address.',
    },
  },
  form: {
    title: 'Choose a new password',
    lead: 'For the account {{id}}. The link works once.',
    passwordLabel: 'New password',
    confirmLabel: 'Confirm the new password',
    submit: 'Save the new password',
    submitting: 'Saving…',
    checking: 'Checking the link…',
    copied: 'copied: pasting is not allowed here, please type the password.',
    errors: {
      blank: 'This field is required.',
      tooShort: 'The confirmation needs at least 6 characters.',
      mismatch: 'The passwords do not match.',
      rules: 'The password does not meet the rules below.',
      same: 'same: the password must differ from your ID.',
      alt: 'alt: the Alt key was used. Type the password without it.',
    },
    failed: 'The password could not be saved (error {{code}}). Please try again.',
  },
  pages: {
    submitted: {
      title: 'Check your e-mail',
      body: 'If the address belongs to an account, a link to reset the password is on its way. It works once and expires soon.',
    },
    unablepw: {
      title: 'We could not send the e-mail',
      body: 'The password-reset e-mail could not be sent. Try again in a moment, or contact support.',
    },
    expired: {
      title: 'This link no longer works',
      body: 'The password-reset link has expired or was used already. Ask for a new one.',
    },
    again: 'Ask for a new link',
    support: 'Contact support',
    signIn: 'Sign in',
  },
}
