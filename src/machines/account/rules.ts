import { defineRules } from '../core/types.ts'

/** Business rules of the account flows (spec 1 §4, §5, §8), cited by the sign-in, sign-up, social sign-in, sign-out and access machines. */
export const rules = defineRules({
  'SIGNIN-1': {
    text: 'An id or a password that is blank after trimming is flagged on its field before any call is made.',
    spec: '1 §5',
    sentence: 'Login: id and password blank after trimming are flagged.',
  },
  'SIGNIN-2': {
    text: 'loginResult 0 means the sign-in succeeded; the session token is kept (cookie jwt_token, 2 days).',
    spec: '1 §4',
    sentence:
      "Sign-in flow by loginResult: 0 success; -1 both id and password flagged invalid; 2 each blank field flagged; -2 status contact; any other value is an error shown as 'code - info'. On success for end users or company users the token is saved (cookie jwt_token, 2 days).",
  },
  'SIGNIN-3': {
    text: 'loginResult -1 flags both the id and the password as invalid.',
    spec: '1 §4',
    sentence:
      "Sign-in flow by loginResult: 0 success; -1 both id and password flagged invalid; 2 each blank field flagged; -2 status contact; any other value is an error shown as 'code - info'.",
  },
  'SIGNIN-4': {
    text: 'loginResult 2 flags each blank field.',
    spec: '1 §4',
    sentence:
      "Sign-in flow by loginResult: 0 success; -1 both id and password flagged invalid; 2 each blank field flagged; -2 status contact; any other value is an error shown as 'code - info'.",
  },
  'SIGNIN-5': {
    text: 'loginResult -2 gives the status contact: the user is asked to contact support.',
    spec: '1 §4',
    sentence:
      "Sign-in flow by loginResult: 0 success; -1 both id and password flagged invalid; 2 each blank field flagged; -2 status contact; any other value is an error shown as 'code - info'.",
  },
  'SIGNIN-6': {
    text: 'Any other loginResult is an error shown as "code - info".',
    spec: '1 §4, §8',
    sentence:
      "Sign-in flow by loginResult: 0 success; -1 both id and password flagged invalid; 2 each blank field flagged; -2 status contact; any other value is an error shown as 'code - info'.",
  },
  'SIGNIN-7': {
    text: 'A failed call shows a clear error on the form; a network or unexpected one (no answer, a timeout, a server error, an answer that breaks the contract) also raises the global error pop-up, a refused request (HTTP 4xx) does not.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message, and two buttons: Contact us (to /support/contact) and Send error code (creates a support ticket, shows loading).",
  },
  'SIGNIN-8': {
    text: 'After sign-in, a user without an e-mail goes to /member/addemail.',
    spec: '1 §4 step 1',
    sentence: 'Missing e-mail: go to /member/addemail.',
  },
  'SIGNIN-9': {
    text: 'After sign-in, a user with an unverified e-mail goes to /member/emailverifywarning.',
    spec: '1 §4 step 2',
    sentence: 'Unverified e-mail: go to /member/emailverifywarning.',
  },
  'SIGNIN-10': {
    text: 'After sign-in, a user whose password equals the id goes to /member/passchange.',
    spec: '1 §4 step 3, §5',
    sentence: 'Password equal to the id: go to /member/passchange.',
  },
  'SIGNIN-11': {
    text: 'A linked (cloud-wardrobe) company or end user not yet integrated gets the status integrate_closet_ent.',
    spec: '1 §4 step 4',
    sentence: 'Linked-account user not yet integrated: status integrate_closet_ent.',
  },
  'SIGNIN-12': {
    text: 'Otherwise the user goes to the return URL, else support, else the pricing page built from type, userType, orderType and period, else home.',
    spec: '1 §4 step 5, §2',
    sentence:
      'Otherwise redirect to the return URL, else support, else the pricing page built from type/userType/orderType/period, else home.',
  },
  'SIGNIN-13': {
    text: 'A personal user with a verified e-mail gets the status signin, or integrate_closet_per when not integrated.',
    spec: '1 §4',
    sentence:
      'A personal user with a verified e-mail gets status signin, or integrate_closet_per when not integrated.',
  },
  'SIGNIN-14': {
    text: 'An account past its sign-in limit is answered HTTP 428 (errCode -428): the captcha shows, and once solved the sign-in is sent again with the solution.',
    spec: '1 §4; issue 10, issue 11',
  },
  'SIGNUP-1': {
    text: 'The id is checked by the server (CheckID) 500 ms after the last keystroke: 0 ok; -2 invalid with its hint (upper case, special characters, only digits, Korean characters); -80 used; -82 cloud-wardrobe user; -83 deleted user; -1000 bad id; -10 blank; the check shows initial, loading, success or fail.',
    spec: '1 §5, §9',
    sentence:
      'Id (checked by the server). Codes: 0 ok; -2 invalid (hint variants if it has uppercase, special characters, only digits, or Korean characters); -80 already used; -82 cloud-wardrobe-integrated user; -83 deleted user; -1000 bad id; -10 blank. The password must not equal the id.',
  },
  'SIGNUP-2': {
    text: "The e-mail is checked by the server (CheckEmail): -4 invalid, -10 blank; both readings of 0 and -5 are kept and the server's verdict decides whether the address is available.",
    spec: '1 §5',
    sentence:
      'E-mail (server check): 0 ok; -4 invalid; -5 already used; -10 blank. In the account context the codes 0 and -5 are handled as stated by each flow (in the contact form -5 is acceptable). A second reading from the sign-up check gives -5 ok (available) and 0 already registered; both readings are to be kept and the server result is authoritative.',
  },
  'SIGNUP-3': {
    text: 'The name must not be blank (a person: first and last name each, firstblank and lastblank); the server (CheckName) refuses forbidden words with -1001; repeated spaces become one.',
    spec: '1 §5',
    sentence:
      'Name: not blank or whitespace only; repeated spaces collapse to one; the server can reject forbidden words (-1001 on sign-up and name check, -1005 on change). With separate first and last names, each must be non-blank (messages keyed firstblank and lastblank).',
  },
  'SIGNUP-4': {
    text: 'The password is checked rule by rule (8 to 20 characters; a letter; a digit; one of ~ ! @ # $ % ^ & * ( ) _ +; ASCII only; nothing else; not equal to the id), each rule initial, loading, success or fail, 500 ms after the last keystroke.',
    spec: '1 §5, §9',
    sentence:
      'Password: 8 to 20 characters; must contain a letter, a digit and at least one special character from ~ ! @ # $ % ^ & * ( ) _ +; only ASCII letters, digits and those specials. Checks show per rule as initial, loading, success or fail, debounced 500 ms.',
  },
  'SIGNUP-5': {
    text: "A password typed with the Alt key fails with 'alt'.",
    spec: '1 §5',
    sentence:
      "It fails with 'same' if equal to the old password or the id, and 'alt' if the Alt key was used.",
  },
  'SIGNUP-6': {
    text: "Pasting into a password field is blocked, and the field says so ('copied').",
    spec: '1 §5',
    sentence: "Pasting into password fields is blocked in live mode ('copied').",
  },
  'SIGNUP-7': {
    text: 'The confirmation must not be blank, must have at least 6 characters and must match the password.',
    spec: '1 §5, §9',
    sentence: 'Confirmation must match and be non-blank; its minimum is 6 characters.',
  },
  'SIGNUP-8': {
    text: 'The country is required; a company’s job is fixed at 99.',
    spec: '1 §5, §3',
    sentence: 'Country is required. Job is fixed at 99 for company users.',
  },
  'SIGNUP-9': {
    text: 'Nothing is sent until every field holds and the captcha is solved; a visitor whose country is CN has no captcha.',
    spec: '1 §4',
    sentence:
      "Sign-up: blocked until all fields are valid and a captcha is solved (captcha not required when the visitor's country code is CN). On success go to /member/complete?t=s.",
  },
  'SIGNUP-10': {
    text: 'Join is sent with the form (name joined last then first, brId the id, job 99 for a company) and answers within 5000 ms; errCode 0 goes to /member/complete?t=s.',
    spec: '1 §4, §3, §7, §9',
    sentence:
      "Sign-up: blocked until all fields are valid and a captcha is solved (captcha not required when the visitor's country code is CN). On success go to /member/complete?t=s.",
  },
  'SIGNUP-11': {
    text: 'Join errCode -1001 (a forbidden word in the name) flags the name and scrolls the page to the top.',
    spec: '1 §8',
    sentence: 'Sign-up -1001: forbidden word in name, view scrolls to the top; -1000: bad id.',
  },
  'SIGNUP-12': {
    text: 'Join errCode -1000 flags the id as a bad id.',
    spec: '1 §8',
    sentence: 'Sign-up -1001: forbidden word in name, view scrolls to the top; -1000: bad id.',
  },
  'SIGNUP-13': {
    text: 'Other refusals of Join flag their field (id -2, -80, -82, -83; e-mail -4, -5); any other code is shown as "code - info".',
    spec: '1 §5, §8',
    sentence:
      'Id (checked by the server). Codes: 0 ok; -2 invalid (hint variants if it has uppercase, special characters, only digits, or Korean characters); -80 already used; -82 cloud-wardrobe-integrated user; -83 deleted user; -1000 bad id; -10 blank. The password must not equal the id.',
  },
  'SIGNUP-14': {
    text: 'A failed Join shows a clear error on the form; a network or unexpected one also raises the global error pop-up; HTTP 428 asks for a new captcha.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message, and two buttons: Contact us (to /support/contact) and Send error code (creates a support ticket, shows loading).",
  },
  'SOCIAL-1': {
    text: 'A social-platform token sign-in with errCode 0 and a token signs the user in, passing the first-login flag.',
    spec: '1 §4',
    sentence:
      'Social-platform token sign-in: errCode 0 with a token logs in (first-login flag passed); -300 goes to /member/warning; -301 goes to /?modal=is_integration_blocked; other codes go home; HTTP 400 goes to /member/emailverifywarning?t=c; any other failure goes to /member/emailverifywarning.',
  },
  'SOCIAL-2': {
    text: 'errCode -300 goes to /member/warning.',
    spec: '1 §4, §8',
    sentence:
      'Social-platform token sign-in: errCode 0 with a token logs in (first-login flag passed); -300 goes to /member/warning; -301 goes to /?modal=is_integration_blocked; other codes go home; HTTP 400 goes to /member/emailverifywarning?t=c; any other failure goes to /member/emailverifywarning.',
  },
  'SOCIAL-3': {
    text: 'errCode -301 goes to /?modal=is_integration_blocked.',
    spec: '1 §4, §8',
    sentence:
      'Social-platform token sign-in: errCode 0 with a token logs in (first-login flag passed); -300 goes to /member/warning; -301 goes to /?modal=is_integration_blocked; other codes go home; HTTP 400 goes to /member/emailverifywarning?t=c; any other failure goes to /member/emailverifywarning.',
  },
  'SOCIAL-4': {
    text: 'Any other errCode goes home.',
    spec: '1 §4',
    sentence:
      'Social-platform token sign-in: errCode 0 with a token logs in (first-login flag passed); -300 goes to /member/warning; -301 goes to /?modal=is_integration_blocked; other codes go home; HTTP 400 goes to /member/emailverifywarning?t=c; any other failure goes to /member/emailverifywarning.',
  },
  'SOCIAL-5': {
    text: 'An HTTP 400 answer goes to /member/emailverifywarning?t=c.',
    spec: '1 §4, §2',
    sentence:
      'Social-platform token sign-in: errCode 0 with a token logs in (first-login flag passed); -300 goes to /member/warning; -301 goes to /?modal=is_integration_blocked; other codes go home; HTTP 400 goes to /member/emailverifywarning?t=c; any other failure goes to /member/emailverifywarning.',
  },
  'SOCIAL-6': {
    text: 'Any other failure goes to /member/emailverifywarning.',
    spec: '1 §4',
    sentence:
      'Social-platform token sign-in: errCode 0 with a token logs in (first-login flag passed); -300 goes to /member/warning; -301 goes to /?modal=is_integration_blocked; other codes go home; HTTP 400 goes to /member/emailverifywarning?t=c; any other failure goes to /member/emailverifywarning.',
  },
  'SOCIAL-7': {
    text: 'A social sign-in link without a code cannot be exchanged; the page says so and offers the sign-in form.',
    spec: '1 §2',
    sentence:
      '/member/resendverify, /member/passchange, /member/resetpw, /member/unablepw, /member/submitted, /member/identify, /member/expired, /member/warning, /member/swauth | Password reset, forced password change, failure and status pages.',
  },
  'SESSION-1': {
    text: 'The site knows who is signed in from GetUserInfo: a user, or nobody when it answers 401 or fails.',
    spec: '1 §4, §6',
    sentence:
      'A 401 response on the main API client redirects the user away (to login). The token in a cookie authorises calls as a bearer header.',
  },
  'SESSION-2': {
    text: 'After sign-in or sign-out the session is asked again, so the header and the guards follow.',
    spec: '1 §4',
    sentence:
      'The header also holds a sign-in link, a language selector and, when signed in, a profile hover box with: My account, License account admin (company users only; opens the team console in a new tab) and Sign out.',
  },
  'SIGNOUT-1': {
    text: 'Ending the session calls Logout, clears the cookies and redirects to the returnUrl, else home.',
    spec: '1 §4, §2',
    sentence: 'Ending the session clears cookies and redirects.',
  },
  'SIGNOUT-3': {
    text: '/logout?gotomail=1 (port=1: the cloud-wardrobe platform) ends the session and goes to the e-mail page of the partner site.',
    spec: '1 §4',
    sentence:
      'E-mail change: for personal users or cloud-wardrobe-integrated users, the user is redirected to a page on the partner style site and logged out (via /logout with gotomail)',
  },
  'SIGNOUT-2': {
    text: 'A failing Logout still clears the local session and redirects.',
    spec: '1 §4, §8',
    sentence: 'Ending the session clears cookies and redirects.',
  },
  'ACCESS-1': {
    text: 'A signed-in user with a verified e-mail is bounced from sign-in and sign-up, to the returnUrl when present, else home.',
    spec: '1 §4',
    sentence:
      'Access rules: users with an unverified e-mail are sent to the verify warning when they open order or trial pages; users without an e-mail go to add-e-mail; signed-in users with a verified e-mail are bounced from signin and signup (to the returnUrl if present).',
  },
  'ACCESS-2': {
    text: 'A signed-in user with an unverified e-mail who opens an order or trial page is sent to /member/emailverifywarning.',
    spec: '1 §4',
    sentence:
      'Access rules: users with an unverified e-mail are sent to the verify warning when they open order or trial pages; users without an e-mail go to add-e-mail; signed-in users with a verified e-mail are bounced from signin and signup (to the returnUrl if present).',
  },
  'ACCESS-3': {
    text: 'A signed-in user without an e-mail who opens an order, trial or account page is sent to /member/addemail.',
    spec: '1 §4',
    sentence:
      'Access rules: users with an unverified e-mail are sent to the verify warning when they open order or trial pages; users without an e-mail go to add-e-mail; signed-in users with a verified e-mail are bounced from signin and signup (to the returnUrl if present).',
  },
  'ACCESS-4': {
    text: 'The resend-verification, add-e-mail and password-change pages send signed-out visitors home.',
    spec: '1 §4',
    sentence: 'Resend, addemail and passchange pages redirect home when not signed in.',
  },
  'ACCESS-5': {
    text: 'A company user without agreement and with a verified e-mail who opens an order page or the personal dashboard (my page) is sent to /product/trial.',
    spec: '1 §4, 2 §4',
    sentence:
      'A company user without agreement and with a verified e-mail is sent to /product/trial.',
  },
  'ACCESS-6': {
    text: 'Order, checkout, my page and account pages ask a signed-out visitor to sign in, with the page as return address (the trial page does not: sign-in comes before an archive download).',
    spec: '1 §6',
    sentence: 'A 401 response on the main API client redirects the user away (to login).',
  },
  'PASSCHANGE-1': {
    text: 'The new password is checked rule by rule (8 to 20 characters; a letter; a digit; one of ~ ! @ # $ % ^ & * ( ) _ +; only ASCII letters, digits and those specials); each rule shows initial, loading, success or fail, 500 ms after the last keystroke.',
    spec: '1 §5, §9',
    sentence:
      'Password: 8 to 20 characters; must contain a letter, a digit and at least one special character from ~ ! @ # $ % ^ & * ( ) _ +; only ASCII letters, digits and those specials. Checks show per rule as initial, loading, success or fail, debounced 500 ms.',
  },
  'PASSCHANGE-2': {
    text: "A new password equal to the id or to the current password fails with 'same'.",
    spec: '1 §5',
    sentence:
      "It fails with 'same' if equal to the old password or the id, and 'alt' if the Alt key was used.",
  },
  'PASSCHANGE-3': {
    text: "A new password typed with the Alt key fails with 'alt'.",
    spec: '1 §5',
    sentence:
      "It fails with 'same' if equal to the old password or the id, and 'alt' if the Alt key was used.",
  },
  'PASSCHANGE-4': {
    text: "Pasting into a password field is blocked, and the field says so ('copied').",
    spec: '1 §5',
    sentence: "Pasting into password fields is blocked in live mode ('copied').",
  },
  'PASSCHANGE-5': {
    text: 'The confirmation must not be blank, must have at least 6 characters and must match the new password.',
    spec: '1 §5, §9',
    sentence: 'Confirmation must match and be non-blank; its minimum is 6 characters.',
  },
  'PASSCHANGE-6': {
    text: 'Nothing is sent while a field is blank or a password rule fails; each problem is flagged on its field.',
    spec: '1 §5',
    sentence:
      'Password: 8 to 20 characters; must contain a letter, a digit and at least one special character from ~ ! @ # $ % ^ & * ( ) _ +; only ASCII letters, digits and those specials.',
  },
  'PASSCHANGE-7': {
    text: 'SetMemberField errCode -6 flags the new password as blank or too short; -1004 flags the current password as wrong; any other code is shown as "code - info".',
    spec: '1 §5, §7',
    sentence:
      'Change-password server codes: -6 blank or too short; -1004 current password mismatch.',
  },
  'PASSCHANGE-8': {
    text: 'errCode 0: the password is changed, the session is asked again and the member goes on to the site (home).',
    spec: '1 §4 step 3, §5',
    sentence: 'Password equal to the id: go to /member/passchange.',
  },
  'PASSCHANGE-9': {
    text: 'A failed call shows a clear error on the form; a network or unexpected one also raises the global error pop-up.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message, and two buttons: Contact us (to /support/contact) and Send error code (creates a support ticket, shows loading).",
  },
  'RESET-1': {
    text: 'The reset request asks for the e-mail of a personal or company account; status 0 idle, 1 sending, 2 sent; once sent, /member/submitted tells the user to open the e-mail.',
    spec: '1 §3, §4',
    sentence: 'Password-reset status: 0 idle, 1 sending, 2 sent, -1 failed.',
  },
  'RESET-2': {
    text: "An e-mail without @ fails with 'email blank value' and nothing is sent.",
    spec: '1 §5',
    sentence:
      "Password reset needs an e-mail containing @, otherwise it fails with 'email blank value'.",
  },
  'RESET-3': {
    text: 'errCode -82 means no such user: status noneUser, the form stays.',
    spec: '1 §4, §8',
    sentence:
      'Result -82 means no such user (status noneUser); any other failure goes to /member/unablepw.',
  },
  'RESET-4': {
    text: 'Any other failure of the request (another errCode, no answer) gives status -1 and /member/unablepw.',
    spec: '1 §4, §8',
    sentence: 'Reset password -82: status noneUser; other failures lead to /member/unablepw.',
  },
  'RESET-5': {
    text: 'The link of the e-mail is checked with CheckVaildPwMail before the new-password form opens.',
    spec: '1 §2, §7',
    sentence:
      'VerifyEmail, SendResetPwMail (email), SendResetCompanyPwMail, CheckVaildPwMail, SetPw (verifyToken, id, pw)',
  },
  'RESET-6': {
    text: "The new password follows the rules of spec 1 §5 (8 to 20, letter, digit, special, ASCII only, not the id 'same', Alt 'alt', paste 'copied'), each shown initial, loading, success or fail 500 ms after the last keystroke; the confirmation matches and has at least 6 characters.",
    spec: '1 §5, §9',
    sentence:
      'Password: 8 to 20 characters; must contain a letter, a digit and at least one special character from ~ ! @ # $ % ^ & * ( ) _ +; only ASCII letters, digits and those specials. Checks show per rule as initial, loading, success or fail, debounced 500 ms.',
  },
  'RESET-7': {
    text: 'SetPw uses the link once: success goes to /member/complete?t=r; a used or expired link goes to /member/expired.',
    spec: '1 §2, §4',
    sentence: 'Password reset: after a successful request go to complete with t=r.',
  },
  'RESET-8': {
    text: 'A failed SetPw shows a clear error on the form; a network or unexpected one also raises the global error pop-up.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message",
  },
  'ACCOUNT-1': {
    text: 'Account editing loads the member (GetUserInfo); each field opens its own edit pop-up with its current value, is saved, then the pop-up closes and the member sees /mypage/account/complete.',
    spec: '1 §2, §4',
    sentence:
      'Account field editing: each field (password, name, e-mail, country, job, newsletter agreement, billing address) opens an edit pop-up, is saved, then the pop-up closes.',
  },
  'ACCOUNT-2': {
    text: "The new password follows the rules of spec 1 §5 (8 to 20 characters, a letter, a digit, a listed special, ASCII only, not the id nor the current password 'same', no Alt 'alt', pasting refused 'copied'); the confirmation matches and has at least 6 characters; blank fields are flagged and nothing is sent.",
    spec: '1 §5',
    sentence:
      "In the account context the detailed strength check covers valid string, number, allowed characters, length and non-ASCII. It fails with 'same' if equal to the old password or the id, and 'alt' if the Alt key was used.",
  },
  'ACCOUNT-3': {
    text: 'The current password is checked with CheckMyPW first (-1000: flagged as wrong, nothing saved); then SetMemberField pw with the current password as oldVal: -6 blank or too short, -1004 current password mismatch.',
    spec: '1 §5, §7',
    sentence:
      'Change-password server codes: -6 blank or too short; -1004 current password mismatch. Current-password check: -1000 means mismatch.',
  },
  'ACCOUNT-4': {
    text: 'A name that is blank is flagged before any call; repeated spaces collapse to one; SetMemberField name -1005 flags a forbidden word.',
    spec: '1 §5',
    sentence:
      'Name: not blank or whitespace only; repeated spaces collapse to one; the server can reject forbidden words (-1001 on sign-up and name check, -1005 on change).',
  },
  'ACCOUNT-5': {
    text: 'E-mail change: personal and cloud-wardrobe-integrated members go to the partner site through /logout?gotomail=1&port=1; others save with SetEmail (-4 invalid, -5 used, -10 blank flagged), the address becomes unverified and its verification e-mail is sent.',
    spec: '1 §2, §4',
    sentence:
      'E-mail change: for personal users or cloud-wardrobe-integrated users, the user is redirected to a page on the partner style site and logged out (via /logout with gotomail); for other users the change is saved through the API, then the e-mail is marked unverified and then verified.',
  },
  'ACCOUNT-6': {
    text: 'Integrated (single sign-on) accounts change their password and e-mail on the partner site only: no pop-up opens for them.',
    spec: '1 §4, §6',
    sentence:
      'Integrated (single sign-on) accounts change password and e-mail on the partner site.',
  },
  'ACCOUNT-7': {
    text: 'Country (required), job, newsletter agreement and preferred language are saved with SetMemberField (modFld country, job, agreement, preferredLang).',
    spec: '1 §5, §7',
    sentence: 'Country is required. Job is fixed at 99 for company users.',
  },
  'ACCOUNT-8': {
    text: 'The billing address is read with GetUserBillAddress and saved with SetBillAddress; a typed comma becomes a space; the country is required and a US address takes its state from the US state list.',
    spec: '1 §3, §4, §7',
    sentence: 'Billing address: country, address1, address2, city, state, zipcode (and vatNum).',
  },
  'ACCOUNT-9': {
    text: 'A failed call shows a clear error; a network or unexpected one also raises the global error pop-up; any other errCode is shown as "code - info".',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message",
  },
  'VERIFY-1': {
    text: 'The link of the verification e-mail (/member/emailverify) verifies the address once; a used or unknown link and an expired one say so.',
    spec: '1 §2, §7',
    sentence: 'Target of the verification link.',
  },
  'VERIFY-2': {
    text: 'The resend button sends the verification e-mail again (ResendVerifyEmail), at most once per 1500 ms.',
    spec: '1 §4, §9',
    sentence: 'Verification e-mail resend is throttled to once per 1500 ms.',
  },
  'VERIFY-3': {
    text: 'A user without an e-mail adds one (SetEmail); -10 blank, -4 invalid, -5 already used are flagged on the field; success goes to /member/emailsent.',
    spec: '1 §2, §5',
    sentence: 'Ask a user who has no e-mail to add one.',
  },
  'VERIFY-4': {
    text: 'A failed call shows a clear error; a network or unexpected one also raises the global error pop-up.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message",
  },
  'PROFILE-1': {
    text: 'A profile image of 15728640 bytes or more is not sent: the size alert shows at once.',
    spec: '1 §5, §8, §9',
    sentence: 'Profile image must be under 15728640 bytes (15 MB), otherwise a size alert.',
  },
  'PROFILE-2': {
    text: 'A chosen image under the limit is sent with UploadProfile; a progress bar shows how much has been sent.',
    spec: '1 §9; issue 11',
    sentence: 'Profile image limit 15728640 bytes.',
  },
  'PROFILE-3': {
    text: 'Once stored, the new picture shows and the session is asked again (the header shows it too); the server refusing the size (413) gives the size alert, refusing the file (415) says it is not an image.',
    spec: '1 §5, §7, §8',
    sentence: 'Profile image over 15 MB shows a size alert',
  },
  'PROFILE-4': {
    text: 'A picture that fails to load is replaced by the default account icon, dark on a light background and white on a dark one.',
    spec: '1 §8',
    sentence: 'a failing profile image falls back to a default dark or white account icon.',
  },
  'PROFILE-5': {
    text: 'A failed upload shows a clear error; a network or unexpected one also raises the global error pop-up.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message",
  },
  'DELETE-1': {
    text: 'Deleting the account asks for confirmation first, with a survey text (why the member leaves); cancelling changes nothing.',
    spec: '1 §7',
    sentence: 'DeleteUser (comId, brId, surveyTxt)',
  },
  'DELETE-2': {
    text: "DeleteUser is sent with the member's own comId and brId and the survey text; on errCode 0 the session is forgotten and the member goes home, signed out.",
    spec: '1 §4, §7',
    sentence: 'Ending the session clears cookies and redirects.',
  },
  'DELETE-3': {
    text: 'A refused or failed deletion keeps the member signed in on the confirmation with a clear error; a network or unexpected failure also raises the global error pop-up.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message",
  },
  'MARKETING-1': {
    text: 'The marketing-permissions pop-up is shown only to company users with agreement 0, a verified e-mail and a known country (one of the country list).',
    spec: '1 §4',
    sentence:
      'Marketing permissions pop-up is shown only to company users with agreement 0, a verified e-mail and a known country.',
  },
  'MARKETING-2': {
    text: 'The pop-up asks the newsletter agreement (a toggle), the preferred language and the occupation (personal users) or industry (company users) from the lists of spec 1 §3; Save without an occupation or industry flags it and sends nothing.',
    spec: '1 §2, §3',
    sentence:
      'Marketing permissions pop-up: newsletter toggle, language, occupation (personal users) or industry (company users).',
  },
  'MARKETING-3': {
    text: 'Save sends MemberRequiredInfoSet (PUT) with agreement 1 for a newsletter yes and 0 for a no, the preferred language and the chosen code; on errCode 0 the pop-up closes and the session is asked again.',
    spec: '1 §7',
    sentence: 'PUT | MemberRequiredInfoSet | agreement, preferredLang, job | not shown',
  },
  'MARKETING-4': {
    text: 'Closing the pop-up without saving (its close button, Escape or a click outside) hides it for one day with the one-day cookie (86400 s); it asks again after that, since the answers are still owed (the spec is silent on this close: decided here).',
    spec: '1 §2, §4',
    sentence:
      'Pop-ups closed with a one-day choice stay hidden for a day through a cookie of 86400 s on the parent domain with lax same-site',
  },
  'MARKETING-5': {
    text: 'Once saved, the pop-up is not shown again in this browser (a mark without expiry), also when the member said no to the newsletter and keeps agreement 0 (decided here: the answers are stored).',
    spec: '1 §4',
    sentence: "a 'lifetime' choice has no expiry.",
  },
  'MARKETING-6': {
    text: 'A refused or failed save keeps the pop-up open with every answer and a clear, translated error; a network or unexpected failure also raises the global error pop-up.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message",
  },
})
