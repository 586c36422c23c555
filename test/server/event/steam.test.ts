import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  CrytekEntryResponse,
  SteamCode,
  SteamOwnershipResponse,
  endpoints,
  steamStatusOf,
} from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { DEMO_STEAM_IDS } from '../../../server/event/index.ts'
import { errorOf, signIn, startTestServer, type TestServer } from '../helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '1000', LOGIN_ADDRESS_LIMIT: '100000' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

async function sessionOf(id: string): Promise<string> {
  const { cookie } = await signIn(server.app, id, DEMO_PASSWORD)
  if (!cookie) throw new Error(`${id} did not sign in`)
  return cookie
}

/** GET Event/Steam2010?steamid as the member of `cookie`; `address` is the client's address. */
const ownership = (cookie: string | null, steamid: string, address = '127.0.0.1') =>
  server.app.inject({
    method: 'GET',
    url: `${endpoints.Steam2010.path}?steamid=${encodeURIComponent(steamid)}`,
    remoteAddress: address,
    ...(cookie ? { cookies: { jwt_token: cookie } } : {}),
  })

async function statusOf(cookie: string, steamid: string) {
  const r = await ownership(cookie, steamid)
  expect(r.statusCode).toBe(200)
  return steamStatusOf(SteamOwnershipResponse.parse(r.json()))
}

const claims = async () => (await server.rowCounts()).steamClaims ?? 0

describe('Steam claim (spec 3 §4, §6, §7, §8): statuses from the demo Steam IDs', () => {
  it('a personal member: complete once, then hasItem; the reward is recorded once', async () => {
    const cookie = await sessionOf('personal')
    const before = await claims()
    expect(await statusOf(cookie, DEMO_STEAM_IDS.owns)).toBe('complete')
    expect(await claims()).toBe(before + 1)
    // The same ID again, or another owning ID: this account already has the reward.
    expect(await statusOf(cookie, DEMO_STEAM_IDS.owns)).toBe('hasItem')
    expect(await statusOf(cookie, DEMO_STEAM_IDS.ownsToo)).toBe('hasItem')
    expect(await claims()).toBe(before + 1)
    const r = SteamOwnershipResponse.parse((await ownership(cookie, DEMO_STEAM_IDS.owns)).json())
    expect(r.result.errCode).toBe(SteamCode.hasItem)
  })

  it('a Steam ID that gave the reward to another account: overlap (-1003), nothing recorded', async () => {
    const cookie = await sessionOf('personal')
    const before = await claims()
    const r = SteamOwnershipResponse.parse((await ownership(cookie, DEMO_STEAM_IDS.claimed)).json())
    expect(r.result.errCode).toBe(SteamCode.overlap)
    expect(steamStatusOf(r)).toBe('overlap')
    expect(await claims()).toBe(before)
  })

  it('not owning the app: notItem; no Steam account or not 17 digits: notvaild; nothing recorded', async () => {
    const cookie = await sessionOf('personal')
    const before = await claims()
    expect(await statusOf(cookie, DEMO_STEAM_IDS.notOwner)).toBe('notItem')
    expect(await statusOf(cookie, DEMO_STEAM_IDS.invalid)).toBe('notvaild')
    expect(await statusOf(cookie, '7656119800000000')).toBe('notvaild')
    expect(await statusOf(cookie, 'abcdefghijklmnopq')).toBe('notvaild')
    expect(await claims()).toBe(before)
    // Afterwards the owning ID still completes: the refusals recorded nothing.
    expect(await statusOf(cookie, DEMO_STEAM_IDS.owns)).toBe('complete')
  })

  it('the server decides the member type: a company admin and an end user are refused (403), a visitor 401', async () => {
    for (const id of ['company', 'enduser1']) {
      const cookie = await sessionOf(id)
      const r = await ownership(cookie, DEMO_STEAM_IDS.owns)
      expect(r.statusCode).toBe(403)
      const license = await server.app.inject({
        method: 'POST',
        url: endpoints.Steam2010CheckLicense.path,
        cookies: { jwt_token: cookie },
        payload: { steamid: DEMO_STEAM_IDS.owns },
      })
      expect(license.statusCode).toBe(403)
    }
    expect((await ownership(null, DEMO_STEAM_IDS.owns)).statusCode).toBe(401)
    // The owning ID is still free for a personal member.
    expect(await statusOf(await sessionOf('personal'), DEMO_STEAM_IDS.owns)).toBe('complete')
  })

  it('the licence check answers 0 for a personal member (its answer is not used)', async () => {
    const r = await server.app.inject({
      method: 'POST',
      url: endpoints.Steam2010CheckLicense.path,
      cookies: { jwt_token: await sessionOf('personal') },
      payload: { steamid: DEMO_STEAM_IDS.owns },
    })
    expect(r.statusCode).toBe(200)
    expect(errorOf(r).errCode).toBe(0)
  })

  it('parallel claims of one account with two owning IDs: exactly one is recorded', async () => {
    const cookie = await sessionOf('personal')
    const before = await claims()
    const ids = [DEMO_STEAM_IDS.owns, DEMO_STEAM_IDS.ownsToo]
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => statusOf(cookie, ids[i % 2] ?? DEMO_STEAM_IDS.owns)),
    )
    expect(answers.filter((s) => s === 'complete')).toHaveLength(1)
    expect(answers.filter((s) => s === 'hasItem')).toHaveLength(7)
    expect(await claims()).toBe(before + 1)
  })

  it('parallel claims of one Steam ID by two accounts: exactly one is recorded, the other is overlap', async () => {
    const a = await sessionOf('personal')
    const b = await sessionOf('socialnew')
    const before = await claims()
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => statusOf(i % 2 === 0 ? a : b, DEMO_STEAM_IDS.ownsToo)),
    )
    expect(answers.filter((s) => s === 'complete')).toHaveLength(1)
    expect(answers.every((s) => s === 'complete' || s === 'overlap' || s === 'hasItem')).toBe(true)
    expect(answers).toContain('overlap')
    expect(await claims()).toBe(before + 1)
  })
})

describe('Event/Crytek2006 (spec 3 §7): one entry per member', () => {
  it('enters once, then answers -1101 and records nothing more; a visitor is refused', async () => {
    const cookie = await sessionOf('personal')
    const enter = () =>
      server.app.inject({
        method: 'POST',
        url: endpoints.Crytek2006.path,
        cookies: { jwt_token: cookie },
        payload: {},
      })
    const answers = await Promise.all([enter(), enter(), enter()])
    const bodies = answers.map((r) => CrytekEntryResponse.parse(r.json()))
    expect(bodies.filter((b) => b.entered)).toHaveLength(1)
    expect(bodies.filter((b) => !b.entered).map((b) => b.result.errCode)).toEqual([
      SteamCode.hasItem,
      SteamCode.hasItem,
    ])
    expect((await server.rowCounts()).eventEntries).toBe(1)
    const anonymous = await server.app.inject({
      method: 'POST',
      url: endpoints.Crytek2006.path,
      payload: {},
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
