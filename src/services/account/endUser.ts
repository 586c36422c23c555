import * as accountApi from '../../contract/account/endpoints.ts'
import type { InsertMemberRequest } from '../../contract/index.ts'
import { call } from '../core/http.ts'

/** POST /api/Member/InsertMember: a company admin creates an end user (spec 2 §4 step 2, §7). */
export const insertMember = (body: InsertMemberRequest) => call(accountApi.InsertMember, body)
