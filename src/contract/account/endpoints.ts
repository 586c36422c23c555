import { endpoint } from '../core/endpoint.ts'
import { none, ResultOnly } from '../core/envelope.ts'
import { CALL_LIMITS, TIMEOUTS } from '../core/limits.ts'
import { CheckMyPWRequest, SetMemberFieldRequest } from './memberField.ts'
import { GetUserBillAddressResponse, SetBillAddressRequest } from './billing.ts'
import {
  GetMySessionsResponse,
  LogoutAllResponse,
  SignInChallengeResponse,
  SocialSignInStartResponse,
} from './sessions.ts'
import { CheckEmailResponse, JoinRequest } from './signUp.ts'
import { InsertMemberRequest } from './endUserCreate.ts'
import {
  CheckValueQuery,
  GetCountryByIPResponse,
  GetUserInfoResponse,
  IntegrationTokenRequest,
  IntegrationTokenResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
} from './member.ts'
import { GetMailboxQuery, GetMailboxResponse } from './mailbox.ts'
import {
  DeleteUserRequest,
  GetMyCompanyUserInfoResponse,
  MemberRequiredInfoSetRequest,
} from './profile.ts'
import {
  CheckVaildPwMailRequest,
  CheckVaildPwMailResponse,
  SendResetPwMailRequest,
  SetPwRequest,
} from './reset.ts'
import {
  ResendVerifyEmailRequest,
  SetEmailRequest,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from './verification.ts'

export const GetUserInfo = endpoint({
  name: 'GetUserInfo',
  method: 'GET',
  path: '/api/Member/GetUserInfo',
  request: none,
  response: GetUserInfoResponse,
  auth: 'member',
  summary: 'The signed-in user.',
})

/** A sign-in call an account's failures put behind the captcha (spec 1 §6). */
const CAPTCHA_AFTER_FAILURES = {
  428: 'Too many failed sign-ins for this account (errCode -428): solve the captcha (SignInChallenge) and send it again in `captcha`.',
}

export const Login = endpoint({
  name: 'Login',
  method: 'POST',
  path: '/api/Member/Login',
  request: LoginRequest,
  response: LoginResponse,
  auth: 'public',
  timeout: TIMEOUTS.short,
  statuses: CAPTCHA_AFTER_FAILURES,
  summary: 'Sign in with id and password; sets the jwt_token cookie.',
})

export const IntegrationCheck = endpoint({
  name: 'IntegrationCheck',
  method: 'POST',
  path: '/api/Member/IntegrationCheck',
  request: LoginRequest,
  response: LoginResponse,
  auth: 'public',
  timeout: TIMEOUTS.short,
  statuses: CAPTCHA_AFTER_FAILURES,
  summary: 'Sign in through the integrated-account check.',
})

export const IntegrationToken = endpoint({
  name: 'IntegrationToken',
  method: 'POST',
  path: '/api/Member/IntegrationToken',
  request: IntegrationTokenRequest,
  response: IntegrationTokenResponse,
  auth: 'public',
  limit: CALL_LIMITS.socialSignIn,
  summary: 'Sign in with a social-platform token.',
})

export const Logout = endpoint({
  name: 'Logout',
  method: 'POST',
  path: '/api/Member/Logout',
  request: none,
  response: LogoutResponse,
  auth: 'public',
  summary: 'End the session and clear its cookie.',
})

export const GetCountryByIP = endpoint({
  name: 'GetCountryByIP',
  method: 'POST',
  path: '/api/Member/GetCountryByIP',
  request: none,
  response: GetCountryByIPResponse,
  auth: 'public',
  summary: "The visitor's country from the trusted header.",
})

export const CheckID = endpoint({
  name: 'CheckID',
  method: 'GET',
  path: '/api/Member/CheckID',
  request: CheckValueQuery,
  response: ResultOnly,
  auth: 'public',
  limit: CALL_LIMITS.check,
  summary: 'Whether an id can be used.',
})

export const SetMemberField = endpoint({
  name: 'SetMemberField',
  method: 'POST',
  path: '/api/Member/SetMemberField',
  request: SetMemberFieldRequest,
  response: ResultOnly,
  auth: 'member',
  summary:
    'Change one field of the signed-in user (or of an end user of its company): pw, name, country, job, newsletter consent, subscription alert, preferred language. errCode -6 blank or too short, -1004 current password mismatch, -1005 forbidden word in the name.',
})

export const CheckMyPW = endpoint({
  name: 'CheckMyPW',
  method: 'POST',
  path: '/api/Member/CheckMyPW',
  request: CheckMyPWRequest,
  response: ResultOnly,
  auth: 'member',
  summary: "Whether a value is the signed-in user's current password: errCode 0 yes, -1000 no.",
})

export const GetUserBillAddress = endpoint({
  name: 'GetUserBillAddress',
  method: 'POST',
  path: '/api/Member/GetUserBillAddress',
  request: none,
  response: GetUserBillAddressResponse,
  auth: 'member',
  summary:
    "The signed-in member's billing address (country, address1, address2, city, state, zipcode).",
})

export const SetBillAddress = endpoint({
  name: 'SetBillAddress',
  method: 'POST',
  path: '/api/Member/SetBillAddress',
  request: SetBillAddressRequest,
  response: GetUserBillAddressResponse,
  auth: 'member',
  summary:
    "Save the signed-in member's billing address; commas become spaces. errCode -10 blank country, -11 a US address without a state of the list; answers the address as saved.",
})

export const GetMySessions = endpoint({
  name: 'GetMySessions',
  method: 'GET',
  path: '/api/Member/GetMySessions',
  request: none,
  response: GetMySessionsResponse,
  auth: 'member',
  summary: "The signed-in member's sessions (device, signed in, last seen), newest first.",
})

export const LogoutAll = endpoint({
  name: 'LogoutAll',
  method: 'POST',
  path: '/api/Member/LogoutAll',
  request: none,
  response: LogoutAllResponse,
  auth: 'member',
  summary: 'Sign out of every device, this one included, and clear the cookie.',
})

export const SignInChallenge = endpoint({
  name: 'SignInChallenge',
  method: 'GET',
  path: '/api/Member/SignInChallenge',
  request: none,
  response: SignInChallengeResponse,
  auth: 'public',
  summary: 'An ALTCHA proof-of-work challenge for a sign-in that answered 428 (captcha required).',
})

export const SocialSignInStart = endpoint({
  name: 'SocialSignInStart',
  method: 'POST',
  path: '/api/Member/SocialSignInStart',
  request: none,
  response: SocialSignInStartResponse,
  auth: 'public',
  summary: 'Start a social sign-in: sets the sw_state cookie and answers the state to pass along.',
})

export const CheckEmail = endpoint({
  name: 'CheckEmail',
  method: 'GET',
  path: '/api/Member/CheckEmail',
  request: CheckValueQuery,
  response: CheckEmailResponse,
  auth: 'public',
  limit: CALL_LIMITS.check,
  summary:
    'Whether an e-mail can be used: errCode 0 free, -4 invalid, -5 already used, -10 blank; `available` is the verdict, whichever reading of the code a client keeps (spec 1 §5).',
})

export const CheckName = endpoint({
  name: 'CheckName',
  method: 'GET',
  path: '/api/Member/CheckName',
  request: CheckValueQuery,
  response: ResultOnly,
  auth: 'public',
  limit: CALL_LIMITS.check,
  summary: 'Whether a name can be used: errCode 0 yes, -10 blank, -1001 a forbidden word.',
})

export const Join = endpoint({
  name: 'Join',
  method: 'POST',
  path: '/api/Member/Join',
  request: JoinRequest,
  response: ResultOnly,
  auth: 'public',
  timeout: TIMEOUTS.short,
  limit: CALL_LIMITS.join,
  statuses: {
    428: 'The captcha is missing, not valid or already used (errCode -428): solve a new one (SignInChallenge) and send it in `captcha`.',
  },
  summary:
    'Sign up (personal or company): creates the member, unverified, and sends the verification e-mail. errCode 0 done; id -10 blank, -2 invalid, -80 used, -82 cloud-wardrobe user, -83 deleted user, -1000 bad id; e-mail -10, -4 invalid, -5 used; name -10 blank, -1001 forbidden word; password -6 blank or too short; country -10 blank.',
})

export const InsertMember = endpoint({
  name: 'InsertMember',
  method: 'POST',
  path: '/api/Member/InsertMember',
  request: InsertMemberRequest,
  response: ResultOnly,
  auth: 'member',
  limit: CALL_LIMITS.endUserCreate,
  statuses: {
    403: 'The signed-in member is not a company admin, or comId is not their company (errCode -403).',
  },
  summary:
    'A company admin creates an end user of the company (end-user ID pop-up step 2, team console), with the admin as comId; the end user is sent the verification e-mail. errCode 0 done; id -10 blank, -2 invalid, -80 used, -82 cloud-wardrobe user, -83 deleted user, -1000 bad id; e-mail -10, -4 invalid, -5 used; name -10 blank, -1001 forbidden word; password -6 blank or too short and the other password codes of Join; country -10 blank.',
})

export const VerifyEmail = endpoint({
  name: 'VerifyEmail',
  method: 'POST',
  path: '/api/Member/VerifyEmail',
  request: VerifyEmailRequest,
  response: VerifyEmailResponse,
  auth: 'public',
  limit: CALL_LIMITS.link,
  summary:
    'Consume the token of a verification e-mail: the address it was sent to becomes verified. errCode -1 unknown or used, -2 expired.',
})

export const ResendVerifyEmail = endpoint({
  name: 'ResendVerifyEmail',
  method: 'POST',
  path: '/api/Member/ResendVerifyEmail',
  request: ResendVerifyEmailRequest,
  response: ResultOnly,
  auth: 'member',
  summary:
    "Send the signed-in member's verification e-mail again. errCode -1 not this member, -3 already verified, -10 no e-mail.",
})

export const SetEmail = endpoint({
  name: 'SetEmail',
  method: 'POST',
  path: '/api/Member/SetEmail',
  request: SetEmailRequest,
  response: ResultOnly,
  auth: 'member',
  summary:
    "Set the signed-in member's e-mail (unverified) and send the verification e-mail. errCode -4 invalid, -5 already used, -10 blank, -1 not this member.",
})

export const SendResetPwMail = endpoint({
  name: 'SendResetPwMail',
  method: 'POST',
  path: '/api/Member/SendResetPwMail',
  request: SendResetPwMailRequest,
  response: ResultOnly,
  auth: 'public',
  limit: CALL_LIMITS.mail,
  summary:
    'Send a password-reset link to a personal account by its e-mail. errCode -82 no such user, -4 no @.',
})

export const SendResetCompanyPwMail = endpoint({
  name: 'SendResetCompanyPwMail',
  method: 'POST',
  path: '/api/Member/SendResetCompanyPwMail',
  request: SendResetPwMailRequest,
  response: ResultOnly,
  auth: 'public',
  limit: CALL_LIMITS.mail,
  summary:
    'Send a password-reset link to a company account by its e-mail. errCode -82 no such user, -4 no @.',
})

export const CheckVaildPwMail = endpoint({
  name: 'CheckVaildPwMail',
  method: 'POST',
  path: '/api/Member/CheckVaildPwMail',
  request: CheckVaildPwMailRequest,
  response: CheckVaildPwMailResponse,
  auth: 'public',
  limit: CALL_LIMITS.link,
  summary:
    'Whether a password-reset link can still be used (it is not consumed): errCode 0 with the id, -1 unknown or used, -2 expired.',
})

export const SetPw = endpoint({
  name: 'SetPw',
  method: 'POST',
  path: '/api/Member/SetPw',
  request: SetPwRequest,
  response: ResultOnly,
  auth: 'public',
  limit: CALL_LIMITS.link,
  summary:
    'Set a new password with a reset link, once: every session of the account ends. errCode -6 the password breaks a rule, -1 unknown or used link, -2 expired.',
})

export const GetMailbox = endpoint({
  name: 'GetMailbox',
  method: 'GET',
  path: '/api/Dev/GetMailbox',
  request: GetMailboxQuery,
  response: GetMailboxResponse,
  auth: 'public',
  summary:
    'The local mailbox (development; MAILBOX=1): the messages the in-process SMTP server received, newest first.',
})

export const DeleteUser = endpoint({
  name: 'DeleteUser',
  method: 'POST',
  path: '/api/Member/DeleteUser',
  request: DeleteUserRequest,
  response: ResultOnly,
  auth: 'member',
  summary:
    "Delete the signed-in member's own account, with why it leaves (surveyTxt): every session ends and the picture is removed. comId and brId, when given, must be the session's own (errCode -1 otherwise); a second call answers 401.",
})

export const GetMyCompanyUserInfo = endpoint({
  name: 'GetMyCompanyUserInfo',
  method: 'GET',
  path: '/api/Member/GetMyCompanyUserInfo',
  request: none,
  response: GetMyCompanyUserInfoResponse,
  auth: 'member',
  summary:
    "The e-mail and cloud-wardrobe integration of the signed-in member's company account (its own for a company admin, its company's for an end user).",
})

export const MemberRequiredInfoSet = endpoint({
  name: 'MemberRequiredInfoSet',
  method: 'PUT',
  path: '/api/Member/MemberRequiredInfoSet',
  request: MemberRequiredInfoSetRequest,
  response: ResultOnly,
  auth: 'member',
  summary:
    'The answers of the marketing-permissions pop-up (spec 1 §2, §4): newsletter agreement, preferred language and occupation or industry.',
})

/** Accounts (spec 1 §7): this area's part of the endpoint table. */
export const accountEndpoints = {
  GetUserInfo,
  Login,
  IntegrationCheck,
  IntegrationToken,
  Logout,
  GetCountryByIP,
  CheckID,
  SetMemberField,
  CheckMyPW,
  GetUserBillAddress,
  SetBillAddress,
  GetMySessions,
  LogoutAll,
  SignInChallenge,
  SocialSignInStart,
  CheckEmail,
  CheckName,
  Join,
  InsertMember,
  VerifyEmail,
  ResendVerifyEmail,
  SetEmail,
  SendResetPwMail,
  SendResetCompanyPwMail,
  CheckVaildPwMail,
  SetPw,
  GetMailbox,
  DeleteUser,
  GetMyCompanyUserInfo,
  MemberRequiredInfoSet,
}
