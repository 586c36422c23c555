export default {
  signIn: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to manage your licences and downloads.',
    idLabel: 'ID',
    idPlaceholder: 'Your member ID',
    pwLabel: 'Password',
    pwPlaceholder: 'Your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    forgot: 'Forgot your password?',
    noAccount: 'New to Drape3D?',
    signUp: 'Create an account',
    fieldErrors: {
      idBlank: 'Enter your ID.',
      pwBlank: 'Enter your password.',
      idInvalid: 'Check your ID.',
      pwInvalid: 'The ID or password is incorrect.',
    },
    errorTitle: 'Sign-in did not work',
    rejected: 'The server refused the sign-in: {{detail}}',
    unreachable: {
      network: 'We could not reach the server. Check your connection and try again.',
      timeout: 'The server took too long to answer. Please try again.',
      http: 'The server could not complete the sign-in (error {{status}}). Please try again in a moment.',
      tooMany: 'Too many attempts. Wait a moment, then try again.',
      invalid: 'The server sent an answer we could not read. Please try again later.',
    },
    contact: {
      title: 'Your account needs attention',
      body: 'We could not sign you in with this account. Please contact support and we will sort it out with you.',
      link: 'Contact support',
      retry: 'Back to sign in',
    },
    integrate: {
      entTitle: 'Integrate your company account',
      entBody:
        'This account is linked to the cloud-wardrobe platform but not yet integrated. Integrate it to use a single account on both services.',
      perTitle: 'Integrate your account',
      perBody:
        'Your account is linked to the cloud-wardrobe platform but not yet integrated. Integrate it to use a single account on both services.',
      continue: 'Continue',
    },
    redirecting: 'Signed in. Taking you to your page…',
  },
  social: {
    title: 'Signing in with your platform account',
    exchanging: 'Checking your sign-in with the platform…',
    missingTitle: 'This sign-in link is incomplete',
    missingBody:
      'The link has no sign-in code. Open it again from the platform, or sign in with your ID and password.',
    signIn: 'Sign in with ID and password',
    redirecting: 'Done. Taking you on…',
  },
  signOut: {
    title: 'Signing out',
    signingOut: 'Signing you out…',
    signedOut: 'You are signed out. Taking you on…',
  },
  pages: {
    signup: {
      title: 'Create your account',
      body: 'Sign up to download the free trial, buy licences and manage your account. The full sign-up form is on its way.',
    },
    addemail: {
      title: 'Add your e-mail address',
      body: 'Your account has no e-mail address yet. Add one to receive licences, receipts and password resets.',
    },
    emailverifywarning: {
      title: 'Verify your e-mail address',
      body: 'Your e-mail address is not verified yet. Open the link in the verification e-mail we sent you to continue.',
    },
    emailverifywarningSocial: {
      title: 'Verify your e-mail to sign in',
      body: 'The platform could not confirm your e-mail address. Verify your e-mail address on the platform, then try signing in again.',
    },
    passchange: {
      title: 'Change your password',
      body: 'Your password is the same as your ID. For your security, choose a new password before you continue.',
    },
    warning: {
      title: 'We cannot sign you in with this account',
      body: 'The platform account needs attention before it can be used here. Please contact support.',
    },
    resendverify: {
      title: 'Resend the verification e-mail',
      body: 'Did not get the verification e-mail? We can send it again to the address on your account.',
    },
    complete: { title: 'All set', body: 'Your request is complete.' },
    completeSignup: {
      title: 'Welcome to Drape3D',
      body: 'Your account is ready. Check your inbox to verify your e-mail address.',
    },
    completeReset: {
      title: 'Check your inbox',
      body: 'We sent you a link to reset your password.',
    },
    resetpw: {
      title: 'Reset your password',
      body: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    },
    mypage: { title: 'My account', body: 'Your profile, licences and orders in one place.' },
    trial: {
      title: 'Free trial',
      body: 'Try Drape3D free: download the installer and start designing.',
    },
    pricingOrder: {
      title: 'Your order',
      body: 'Plan: {{userType}} · {{licenseType}} · {{period}}. The order form is on its way.',
    },
    checkout: { title: 'Checkout', body: 'Review your order and pay securely.' },
    signedInAs: 'Signed in as {{id}}',
    backHome: 'Go to the home page',
    toSignIn: 'Sign in',
    contactSupport: 'Contact support',
  },
}
