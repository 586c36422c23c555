import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { endpoints, TEST_CARDS, type EndUserRow } from '../../../src/contract/index.ts'
import { startTestServer, type TestServer } from '../helpers.ts'
import { memberCall, submitForm, yearlyOrder, type OrderAnswer } from './buying.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.reset()
})

type List = { totalCnt: number; list: EndUserRow[] }
/** Network seats for an end user, billed in Korea: $2,000 a seat and 10 % VAT. */
const networkFor = (targetUserId: string, cntAdd: number, changes = {}) =>
  yearlyOrder({
    prdOptSeq: 107,
    saleType: 365,
    cntAdd,
    targetUserId,
    price: 2200 * cntAdd,
    country: 'KR',
    state: '',
    city: 'Seoul',
    zipcode: '04524',
    ...changes,
  })

describe('GetMyMemberList: the end users a company admin buys for (spec 2 §3, §4, §6)', () => {
  it("the company's own active end users, nobody else's; a personal member or an end user has none", async () => {
    const company = await memberCall(server.app, 'company')
    const answer = await company<List>(endpoints.GetMyMemberList, { prdOptSeq: 107 })
    expect(answer.result.errCode).toBe(0)
    expect(answer.list.map((u) => u.id)).toEqual(['enduser1', 'enduser2', 'enduser3'])
    expect(answer.totalCnt).toBe(3)
    expect(answer.list.every((u) => u.comId === 'company')).toBe(true)
    expect(answer.list[0]).toMatchObject({
      prdName: '',
      licenseSeq: 0,
      orderType: '',
      pendingStartDt: '',
      pendingEndDt: '',
    })
    for (const id of ['personal', 'enduser1']) {
      const other = await memberCall(server.app, id)
      expect((await other<List>(endpoints.GetMyMemberList, { prdOptSeq: 107 })).list).toEqual([])
    }
  })

  it('an order waiting for its payment gives the end user its order type; once paid, the licence of the group shows and the type is gone', async () => {
    const company = await memberCall(server.app, 'company')
    const placed = await company<OrderAnswer>(endpoints.SetOrder4Stripe, networkFor('enduser2', 3))
    expect(placed.result.errCode).toBe(0)
    const waiting = await company<List>(endpoints.GetMyMemberList, { prdOptSeq: 107 })
    expect(waiting.list.find((u) => u.id === 'enduser2')?.orderType).toBe('new')
    expect(waiting.list.find((u) => u.id === 'enduser1')?.orderType).toBe('')

    await submitForm(server.app, placed.url, { number: TEST_CARDS.success })
    const paid = await company<List>(endpoints.GetMyMemberList, { prdOptSeq: 107 })
    const row = paid.list.find((u) => u.id === 'enduser2')
    expect(row).toMatchObject({ orderType: '', prdName: 'ent/network/year', productGroup: 4 })
    expect(row?.licenseSeq).toBeGreaterThan(0)
    // The licence is of the network group: the standard product's list does not name it.
    const standard = await company<List>(endpoints.GetMyMemberList, { prdOptSeq: 106 })
    expect(standard.list.find((u) => u.id === 'enduser2')?.licenseSeq).toBe(0)

    // A trade of that licence names it and counts its seats as traded.
    const trade = await company<OrderAnswer>(
      endpoints.SetOrder4Stripe,
      networkFor('enduser2', 0, { cntTrade: 2, myLicenseSeq: row?.licenseSeq ?? 0, price: 4400 }),
    )
    expect(trade.result.errCode).toBe(0)
    const traded = await company<List>(endpoints.GetMyMemberList, { prdOptSeq: 107 })
    expect(traded.list.find((u) => u.id === 'enduser2')?.orderType).toBe('trade')
  })
})
