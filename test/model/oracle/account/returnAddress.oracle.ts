import { same } from '../core/oracle.ts'

/**
 * Where a signed-in user goes at spec 1 §4 step 5: "Otherwise redirect to the return URL, else
 * support, else the pricing page built from type/userType/orderType/period, else home", with the
 * sign-in query of spec 1 §2 ("Query: returnUrl; type=product with subLink gives a return path to
 * pricing built from type, userType, orderType and period") and the pricing routes of spec 2 §2.
 *
 * Written as a table of queries the model starts sign-in with, and where each must lead. A query
 * the table does not know fails the run: add its row here, from the spec, before modelling it.
 */
export const RETURN_ADDRESSES: readonly {
  query: Readonly<Record<string, string>>
  goesTo: string
}[] = [
  { query: {}, goesTo: '/' },
  { query: { returnUrl: '/mypage' }, goesTo: '/mypage' },
  { query: { type: 'support' }, goesTo: '/support' },
  {
    query: {
      type: 'product',
      subLink: 'network',
      userType: 'ent',
      period: 'year',
      orderType: 'New',
    },
    goesTo: '/pricing/ent/network/year?orderType=New',
  },
  // A return address on another site is not followed (an open redirect); the next choice applies.
  { query: { returnUrl: '//evil.example', type: 'support' }, goesTo: '/support' },
]

export function destinationFor(query: unknown): string {
  const row = RETURN_ADDRESSES.find((r) => same(r.query, query ?? {}))
  if (!row)
    throw new Error(
      `the oracle knows no destination for the sign-in query ${JSON.stringify(query)}: add it to RETURN_ADDRESSES from the spec`,
    )
  return row.goesTo
}
