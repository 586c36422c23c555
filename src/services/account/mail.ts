import * as accountApi from '../../contract/account/endpoints.ts'
import {
  type CheckVaildPwMailRequest,
  type ResendVerifyEmailRequest,
  type SendResetPwMailRequest,
  type SetEmailRequest,
  type SetPwRequest,
  type VerifyEmailRequest,
} from '../../contract/index.ts'
import { call } from '../core/http.ts'

/** E-mail verification (spec 1 §7; issue 11). */
export const verifyEmail = (body: VerifyEmailRequest) => call(accountApi.VerifyEmail, body)
export const resendVerifyEmail = (body: ResendVerifyEmailRequest) =>
  call(accountApi.ResendVerifyEmail, body)
export const setEmail = (body: SetEmailRequest) => call(accountApi.SetEmail, body)

/** Password reset (spec 1 §4, §7; issue 11): the personal or the company request. */
export const sendResetPwMail = (body: SendResetPwMailRequest & { company: boolean }) =>
  body.company
    ? call(accountApi.SendResetCompanyPwMail, { email: body.email })
    : call(accountApi.SendResetPwMail, { email: body.email })
export const checkVaildPwMail = (body: CheckVaildPwMailRequest) =>
  call(accountApi.CheckVaildPwMail, body)
export const setPw = (body: SetPwRequest) => call(accountApi.SetPw, body)

/** The local mailbox (development tool). */
export const getMailbox = (to = '') => call(accountApi.GetMailbox, { to })
