import { GetMyMemberListResponse, type EndUserRow } from '../../contract/index.ts'
import type { OrderSetupInput } from '../../machines/commerce/orderSetup.ts'

/**
 * The orderSetup test model's inputs and service answers, apart from the model so that stories can use
 * them without the machine (a stories file that imported the machine would put it in every mutation
 * project's module graph: each of its mutants would then run every process's paths).
 */
export const row = (id: string, name: string, over: Partial<EndUserRow> = {}): EndUserRow => ({
  id,
  comId: 'company',
  name,
  prdName: '',
  productGroup: 0,
  version: '',
  licenseSeq: 0,
  orderType: '',
  pendingStartDt: '',
  pendingEndDt: '',
  newId: false,
  ...over,
})

/**
 * The company's end users (spec 2 §3 end-user list row): one with a network licence, one with an
 * order still waiting for its payment, one with a licence scheduled to start later, and one
 * created today (NEW) who also has a scheduled licence.
 */
export const END_USERS: EndUserRow[] = [
  row('enduser1', 'Mina Park', {
    prdName: 'ent/network/year',
    productGroup: 4,
    version: '12.1',
    licenseSeq: 7,
  }),
  row('enduser2', 'Jun Lee', { orderType: 'new' }),
  row('enduser3', 'Sora Kim', {
    prdName: 'ent/network/year',
    productGroup: 4,
    version: '12.2',
    licenseSeq: 9,
    pendingStartDt: '2027-01-01',
    pendingEndDt: '2027-12-31',
  }),
  row('newcomer', 'Ari Choi', {
    newId: true,
    pendingStartDt: '2027-01-01',
    pendingEndDt: '2027-12-31',
  }),
]
/** The end user the create step makes in the models and stories, listed after it: NEW. */
export const CREATED_END_USER = row('yuna2026', 'Choi Yu-na', { newId: true })
export const withCreated = (): EndUserRow[] => [...END_USERS, CREATED_END_USER]

export const endUsersAnswer = (errCode: number, list: EndUserRow[] = END_USERS) =>
  GetMyMemberListResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'refused' },
    totalCnt: errCode === 0 ? list.length : 0,
    list: errCode === 0 ? list : [],
  })

export const networkSeats = (over: Partial<OrderSetupInput> = {}): OrderSetupInput => ({
  route: 'ent/network/year',
  prdOptSeq: 107,
  seats: 3,
  minSeats: 1,
  maxSeats: 999,
  ...over,
})
