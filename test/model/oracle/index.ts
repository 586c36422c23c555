import { emailVerificationOracle } from './account/emailVerification.oracle.ts'
import { passwordResetOracle } from './account/passwordReset.oracle.ts'
import { sessionOracle } from './account/session.oracle.ts'
import { signInOracle } from './account/signIn.oracle.ts'
import { signOutOracle } from './account/signOut.oracle.ts'
import { signUpOracle } from './account/signUp.oracle.ts'
import { socialSignInOracle } from './account/socialSignIn.oracle.ts'
import type { Oracle } from './core/oracle.ts'
import { errorPopupOracle } from './shell/errorPopup.oracle.ts'
import { headerMenuOracle } from './shell/headerMenu.oracle.ts'
import { popupSuppressionOracle } from './shell/popupSuppression.oracle.ts'
import { siteShellOracle } from './shell/siteShell.oracle.ts'

/** The oracle of each machine, by machine id: what the spec says must be seen. */
export const oracles: Readonly<Record<string, Oracle>> = Object.fromEntries(
  [
    signInOracle,
    socialSignInOracle,
    signOutOracle,
    signUpOracle,
    sessionOracle,
    errorPopupOracle,
    popupSuppressionOracle,
    headerMenuOracle,
    siteShellOracle,
    emailVerificationOracle,
    passwordResetOracle,
  ].map((o) => [o.machine, o]),
)
