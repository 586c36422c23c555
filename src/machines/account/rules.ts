import { defineRules } from '../core/types.ts'

/** Business rules of the account flows (spec 1 §4, §5, §8), cited by the sign-in, social sign-in, sign-out and access machines. */
export const rules = defineRules({
  'SIGNIN-1': {
    text: 'An id or a password that is blank after trimming is flagged on its field before any call is made.',
    spec: '1 §5',
  },
  'SIGNIN-2': {
    text: 'loginResult 0 means the sign-in succeeded; the session token is kept (cookie jwt_token, 2 days).',
    spec: '1 §4',
  },
  'SIGNIN-3': {
    text: 'loginResult -1 flags both the id and the password as invalid.',
    spec: '1 §4',
  },
  'SIGNIN-4': { text: 'loginResult 2 flags each blank field.', spec: '1 §4' },
  'SIGNIN-5': {
    text: 'loginResult -2 gives the status contact: the user is asked to contact support.',
    spec: '1 §4',
  },
  'SIGNIN-6': {
    text: 'Any other loginResult is an error shown as "code - info".',
    spec: '1 §4, §8',
  },
  'SIGNIN-7': {
    text: 'A failed call shows a clear error on the form; a network or unexpected one (no answer, a timeout, a server error, an answer that breaks the contract) also raises the global error pop-up, a refused request (HTTP 4xx) does not.',
    spec: '1 §8',
  },
  'SIGNIN-8': {
    text: 'After sign-in, a user without an e-mail goes to /member/addemail.',
    spec: '1 §4 step 1',
  },
  'SIGNIN-9': {
    text: 'After sign-in, a user with an unverified e-mail goes to /member/emailverifywarning.',
    spec: '1 §4 step 2',
  },
  'SIGNIN-10': {
    text: 'After sign-in, a user whose password equals the id goes to /member/passchange.',
    spec: '1 §4 step 3, §5',
  },
  'SIGNIN-11': {
    text: 'A linked (cloud-wardrobe) company or end user not yet integrated gets the status integrate_closet_ent.',
    spec: '1 §4 step 4',
  },
  'SIGNIN-12': {
    text: 'Otherwise the user goes to the return URL, else support, else the pricing page built from type, userType, orderType and period, else home.',
    spec: '1 §4 step 5, §2',
  },
  'SIGNIN-13': {
    text: 'A personal user with a verified e-mail gets the status signin, or integrate_closet_per when not integrated.',
    spec: '1 §4',
  },
  'SOCIAL-1': {
    text: 'A social-platform token sign-in with errCode 0 and a token signs the user in, passing the first-login flag.',
    spec: '1 §4',
  },
  'SOCIAL-2': { text: 'errCode -300 goes to /member/warning.', spec: '1 §4, §8' },
  'SOCIAL-3': { text: 'errCode -301 goes to /?modal=is_integration_blocked.', spec: '1 §4, §8' },
  'SOCIAL-4': { text: 'Any other errCode goes home.', spec: '1 §4' },
  'SOCIAL-5': {
    text: 'An HTTP 400 answer goes to /member/emailverifywarning?t=c.',
    spec: '1 §4, §2',
  },
  'SOCIAL-6': { text: 'Any other failure goes to /member/emailverifywarning.', spec: '1 §4' },
  'SOCIAL-7': {
    text: 'A social sign-in link without a code cannot be exchanged; the page says so and offers the sign-in form.',
    spec: '1 §2',
  },
  'SESSION-1': {
    text: 'The site knows who is signed in from GetUserInfo: a user, or nobody when it answers 401 or fails.',
    spec: '1 §4, §6',
  },
  'SESSION-2': {
    text: 'After sign-in or sign-out the session is asked again, so the header and the guards follow.',
    spec: '1 §4',
  },
  'SIGNOUT-1': {
    text: 'Ending the session calls Logout, clears the cookies and redirects to the returnUrl, else home.',
    spec: '1 §4, §2',
  },
  'SIGNOUT-2': {
    text: 'A failing Logout still clears the local session and redirects.',
    spec: '1 §4, §8',
  },
  'ACCESS-1': {
    text: 'A signed-in user with a verified e-mail is bounced from sign-in and sign-up, to the returnUrl when present, else home.',
    spec: '1 §4',
  },
  'ACCESS-2': {
    text: 'A signed-in user with an unverified e-mail who opens an order or trial page is sent to /member/emailverifywarning.',
    spec: '1 §4',
  },
  'ACCESS-3': {
    text: 'A signed-in user without an e-mail who opens an order, trial or account page is sent to /member/addemail.',
    spec: '1 §4',
  },
  'ACCESS-4': {
    text: 'The resend-verification, add-e-mail and password-change pages send signed-out visitors home.',
    spec: '1 §4',
  },
  'ACCESS-5': {
    text: 'A company user without agreement and with a verified e-mail who opens an order page is sent to /product/trial.',
    spec: '1 §4',
  },
  'ACCESS-6': {
    text: 'Order, checkout, trial and account pages ask a signed-out visitor to sign in, with the page as return address.',
    spec: '1 §6',
  },
  'PASSCHANGE-1': {
    text: 'The new password is checked rule by rule (8 to 20 characters; a letter; a digit; one of ~ ! @ # $ % ^ & * ( ) _ +; only ASCII letters, digits and those specials); each rule shows initial, loading, success or fail, 500 ms after the last keystroke.',
    spec: '1 §5, §9',
  },
  'PASSCHANGE-2': {
    text: "A new password equal to the id or to the current password fails with 'same'.",
    spec: '1 §5',
  },
  'PASSCHANGE-3': { text: "A new password typed with the Alt key fails with 'alt'.", spec: '1 §5' },
  'PASSCHANGE-4': {
    text: "Pasting into a password field is blocked, and the field says so ('copied').",
    spec: '1 §5',
  },
  'PASSCHANGE-5': {
    text: 'The confirmation must not be blank, must have at least 6 characters and must match the new password.',
    spec: '1 §5, §9',
  },
  'PASSCHANGE-6': {
    text: 'Nothing is sent while a field is blank or a password rule fails; each problem is flagged on its field.',
    spec: '1 §5',
  },
  'PASSCHANGE-7': {
    text: 'SetMemberField errCode -6 flags the new password as blank or too short; -1004 flags the current password as wrong; any other code is shown as "code - info".',
    spec: '1 §5, §7',
  },
  'PASSCHANGE-8': {
    text: 'errCode 0: the password is changed, the session is asked again and the member goes on to the site (home).',
    spec: '1 §4 step 3, §5',
  },
  'PASSCHANGE-9': {
    text: 'A failed call shows a clear error on the form; a network or unexpected one also raises the global error pop-up.',
    spec: '1 §8',
  },
})
