import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

/**
 * The billing address of spec 1 §3 (country, address1, address2, city, state, zipcode), read with
 * GetUserBillAddress and saved with SetBillAddress (spec 1 §7). Commas typed become spaces (the
 * address is later joined with commas); the state comes from the US state list when the country
 * is US. Both sides apply `normaliseBillText` and `billAddressProblem`.
 */

/** The US states and the District of Columbia, by their two-letter postal codes (spec 1 §3). */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const
export type UsState = (typeof US_STATES)[number]
export const isUsState = (value: string): value is UsState =>
  (US_STATES as readonly string[]).includes(value)

/** The longest text of an address field. */
export const BILL_TEXT_MAX = 100

export const BILL_FIELDS = ['country', 'address1', 'address2', 'city', 'state', 'zipcode'] as const
export type BillField = (typeof BILL_FIELDS)[number]

const billText = z.string().check(z.maxLength(BILL_TEXT_MAX))

export const BillAddress = z.object({
  country: billText,
  address1: billText,
  address2: billText,
  city: billText,
  state: billText,
  zipcode: billText,
})
export type BillAddress = z.infer<typeof BillAddress>

export const emptyBillAddress = (): BillAddress => ({
  country: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipcode: '',
})

/** A typed comma becomes a space (spec 1 §4 billing address); runs of spaces are kept as typed. */
export const normaliseBillText = (value: string): string => value.replaceAll(',', ' ')

/** The address as it is saved: commas to spaces, trimmed, the country and a US state upper-cased. */
export function normaliseBillAddress(a: BillAddress): BillAddress {
  const clean = (v: string) => normaliseBillText(v).trim()
  const country = clean(a.country).toUpperCase()
  const state = clean(a.state)
  return {
    country,
    address1: clean(a.address1),
    address2: clean(a.address2),
    city: clean(a.city),
    state: country === 'US' ? state.toUpperCase() : state,
    zipcode: clean(a.zipcode),
  }
}

/** What is wrong with an address, if anything: the country is required; a US address needs a listed state. */
export type BillProblem = 'countryBlank' | 'countryInvalid' | 'stateRequired'
export function billAddressProblem(a: BillAddress): BillProblem | null {
  const n = normaliseBillAddress(a)
  if (n.country === '') return 'countryBlank'
  if (!/^[A-Z]{2}$/.test(n.country)) return 'countryInvalid'
  if (n.country === 'US' && !isUsState(n.state)) return 'stateRequired'
  return null
}

/** The errCodes of SetBillAddress: 0 saved, -10 the country is blank, -11 a US address without a listed state. */
export const BillCode = { ok: 0, blank: -10, stateRequired: -11 } as const

/** POST /api/Member/GetUserBillAddress: the signed-in member's billing address. */
export const GetUserBillAddressResponse = withResult({ userBillAddr: BillAddress })
export type GetUserBillAddressResponse = z.infer<typeof GetUserBillAddressResponse>

/** POST /api/Member/SetBillAddress: the signed-in member's new billing address. */
export const SetBillAddressRequest = BillAddress
export type SetBillAddressRequest = z.input<typeof SetBillAddressRequest>
