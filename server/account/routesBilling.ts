import type { FastifyInstance } from 'fastify'
import {
  BillCode,
  billAddressProblem,
  endpoints,
  normaliseBillAddress,
  ok,
  type BillAddress,
} from '../../src/contract/index.ts'
import { HttpError, handle, memberSession, type RouteContext } from '../core/index.ts'
import type { AccountServices } from './services.ts'
import type { MemberRow } from './tables.ts'

async function signedInMember(app: AccountServices, ctx: RouteContext): Promise<MemberRow> {
  const member = await app.members.byIdFresh(memberSession(ctx).memberId)
  if (!member || member.status !== 'active')
    throw new HttpError(401, 'Sign-in required: the account of this session is no longer active')
  return member
}

const addressOf = (m: MemberRow): BillAddress => ({
  country: m.bCountry,
  address1: m.bAddress1,
  address2: m.bAddress2,
  city: m.bCity,
  state: m.bState,
  zipcode: m.bZipcode,
})

/**
 * The billing address of spec 1 §3, §4, §7: always the session's member's (the request names no
 * one). The server applies the same normalisation and checks as the form: commas become spaces,
 * the country is required, a US address needs a state of the list.
 */
export function registerBilling(fastify: FastifyInstance, app: AccountServices): void {
  handle(fastify, endpoints.GetUserBillAddress, async (_input, ctx) => {
    const member = await signedInMember(app, ctx)
    return { result: ok(), userBillAddr: addressOf(member) }
  })

  handle(fastify, endpoints.SetBillAddress, async (input, ctx) => {
    const member = await signedInMember(app, ctx)
    const problem = billAddressProblem(input)
    if (problem === 'countryBlank')
      return {
        result: { errCode: BillCode.blank, errMsg: 'the country is blank' },
        userBillAddr: addressOf(member),
      }
    if (problem === 'stateRequired')
      return {
        result: {
          errCode: BillCode.stateRequired,
          errMsg: 'a US address needs a state of the list',
        },
        userBillAddr: addressOf(member),
      }
    if (problem === 'countryInvalid')
      throw new HttpError(400, 'Invalid request body: country must be a two-letter code')
    const a = normaliseBillAddress(input)
    await app.members.update(member.id, {
      bCountry: a.country,
      bAddress1: a.address1,
      bAddress2: a.address2,
      bCity: a.city,
      bState: a.state,
      bZipcode: a.zipcode,
    })
    return { result: ok('the billing address is saved'), userBillAddr: a }
  })
}
