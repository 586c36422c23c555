import * as accountApi from '../../contract/account/endpoints.ts'
import { type CheckEmailResponse, type JoinRequest, type ResultOnly } from '../../contract/index.ts'
import { call } from '../core/http.ts'

/** GET /api/Member/CheckID?val= (spec 1 §5 id codes). */
export const checkId = (val: string) => call(accountApi.CheckID, { val })
/** GET /api/Member/CheckEmail?val= (spec 1 §5 e-mail codes; `available` is the server's verdict). */
export const checkEmail = (val: string) => call(accountApi.CheckEmail, { val })
/** GET /api/Member/CheckName?val= (spec 1 §5: -1001 forbidden word). */
export const checkName = (val: string) => call(accountApi.CheckName, { val })
/** POST /api/Member/Join (spec 1 §7; 5000 ms timeout). */
export const join = (body: JoinRequest) => call(accountApi.Join, body)

/** The values the sign-up form asks the server about, each only when it changed since its last answer. */
export interface FieldsToCheck {
  id?: string
  email?: string
  name?: string
}
export interface FieldChecks {
  id?: ResultOnly
  email?: CheckEmailResponse
  name?: ResultOnly
}

/** The live checks of the sign-up form, asked together; any failure fails the lot. */
export async function checkFields(fields: FieldsToCheck): Promise<FieldChecks> {
  const [id, email, name] = await Promise.all([
    fields.id === undefined ? undefined : checkId(fields.id),
    fields.email === undefined ? undefined : checkEmail(fields.email),
    fields.name === undefined ? undefined : checkName(fields.name),
  ])
  return { ...(id ? { id } : {}), ...(email ? { email } : {}), ...(name ? { name } : {}) }
}
