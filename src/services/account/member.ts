import * as accountApi from '../../contract/account/endpoints.ts'
import {
  type IntegrationTokenRequest,
  type LoginRequest,
  type SetMemberFieldRequest,
  type SetBillAddressRequest,
  type CheckMyPWRequest,
  type DeleteUserRequest,
  type MemberRequiredInfoSetRequest,
} from '../../contract/index.ts'
import { call } from '../core/http.ts'

export const getUserInfo = () => call(accountApi.GetUserInfo, {})
/** Who is signed in, if anyone: a 401 means nobody, so it does not send the visitor to sign-in. */
export const probeUserInfo = () => call(accountApi.GetUserInfo, {}, { unauthorizedIsAnswer: true })
export const login = (body: LoginRequest) => call(accountApi.Login, body)
export const integrationCheck = (body: LoginRequest) => call(accountApi.IntegrationCheck, body)
export const integrationToken = (body: IntegrationTokenRequest) =>
  call(accountApi.IntegrationToken, body)
export const logout = () => call(accountApi.Logout, {})
export const getCountryByIP = () => call(accountApi.GetCountryByIP, {})
/** POST /api/Member/SetMemberField (spec 1 §7): one field of the signed-in member. */
export const setMemberField = (body: SetMemberFieldRequest) => call(accountApi.SetMemberField, body)
/** POST /api/Member/GetUserBillAddress and SetBillAddress (spec 1 §7): the signed-in member's billing address. */
export const getUserBillAddress = () => call(accountApi.GetUserBillAddress, {})
export const setBillAddress = (body: SetBillAddressRequest) => call(accountApi.SetBillAddress, body)
/** POST /api/Member/CheckMyPW (spec 1 §5): whether `val` is the current password (-1000 when not). */
export const checkMyPW = (body: CheckMyPWRequest) => call(accountApi.CheckMyPW, body)
/** POST /api/Member/DeleteUser (spec 1 §7): the signed-in member's own account. */
export const deleteUser = (body: DeleteUserRequest) => call(accountApi.DeleteUser, body)
/** GET /api/Member/GetMyCompanyUserInfo (spec 1 §7): email, closetIntegration. */
export const getMyCompanyUserInfo = () => call(accountApi.GetMyCompanyUserInfo, {})
/** PUT /api/Member/MemberRequiredInfoSet (spec 1 §7): the marketing-permissions pop-up's answers. */
export const memberRequiredInfoSet = (body: MemberRequiredInfoSetRequest) =>
  call(accountApi.MemberRequiredInfoSet, body)
