import { failure } from './apiFailure.ts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { endpoints, type LoginResponse } from '../../../src/contract/index.ts'
import {
  call,
  configureApi,
  createApiClient,
  designStoreApi,
  DESIGN_STORE_CLIENT,
  setSessionToken,
} from '../../../src/services/core/http.ts'

/** Same origin as the page, as in the browser (a foreign origin would need CORS preflights). */
const base = window.location.origin
const server = setupServer()
const onUnauthorized = vi.fn()

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
  configureApi({ baseURL: base, onUnauthorized })
})
afterEach(() => {
  server.resetHandlers()
  onUnauthorized.mockReset()
  setSessionToken(null)
})
afterAll(() => server.close())

const loginOk: LoginResponse = {
  result: { errCode: 0, errMsg: 'OK' },
  loginInfo: {
    loginResult: 0,
    id: 'mina',
    email: 'mina@example.com',
    memberType: 1,
    comId: '',
    isVerifyEmail: true,
    closetIntegration: 0,
    isPwSameAsId: false,
    agreement: 1,
  },
  token: 't0k3n',
  Integrated: false,
  verifyCode: '',
}

describe('the API client', () => {
  it('sends the body, and returns the answer parsed by the contract', async () => {
    let sent: unknown
    server.use(
      http.post(`${base}/api/Member/Login`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(loginOk)
      }),
    )
    const answer = await call(endpoints.Login, { id: 'mina', pw: 'secret-1!' })
    expect(sent).toMatchObject({ id: 'mina', pw: 'secret-1!', isRememberMe: false })
    expect(answer.loginInfo.id).toBe('mina')
  })

  it('sends GET parameters as a query string', async () => {
    let val: string | null = null
    server.use(
      http.get(`${base}/api/Member/CheckID`, ({ request }) => {
        val = new URL(request.url).searchParams.get('val')
        return HttpResponse.json({ result: { errCode: -80, errMsg: 'already used' } })
      }),
    )
    const answer = await call(endpoints.CheckID, { val: 'mina' })
    expect(val).toBe('mina')
    expect(answer.result.errCode).toBe(-80)
  })

  it('adds the session token as a bearer header once one is known', async () => {
    let auth: string | null = null
    server.use(
      http.get(`${base}/api/Member/GetUserInfo`, ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json({ result: { errCode: -401, errMsg: 'sign in' } }, { status: 401 })
      }),
    )
    setSessionToken('abc')
    await failure(call(endpoints.GetUserInfo, {}))
    expect(auth).toBe('Bearer abc')
  })

  it('rejects an answer of the wrong shape as invalid-response, naming the API', async () => {
    server.use(
      http.post(`${base}/api/Member/Login`, () => HttpResponse.json({ result: { errCode: 0 } })),
    )
    const error = await failure(call(endpoints.Login, { id: 'a', pw: 'b' }))
    expect(error.kind).toBe('invalid-response')
    expect(error.apiName).toBe('Login')
  })

  it('carries the server errCode and errMsg of an HTTP error', async () => {
    server.use(
      http.post(`${base}/api/Member/Login`, () =>
        HttpResponse.json(
          { result: { errCode: -429, errMsg: 'Too many failed sign-ins' } },
          { status: 429 },
        ),
      ),
    )
    const error = await failure(call(endpoints.Login, { id: 'a', pw: 'b' }))
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      code: -429,
      message: 'Too many failed sign-ins',
      apiName: 'Login',
    })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('sends the user to sign-in on a 401, unless the call treats 401 as an answer', async () => {
    server.use(
      http.get(`${base}/api/Member/GetUserInfo`, () =>
        HttpResponse.json({ result: { errCode: -401, errMsg: 'sign in' } }, { status: 401 }),
      ),
    )
    await failure(call(endpoints.GetUserInfo, {}))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    await failure(call(endpoints.GetUserInfo, {}, { unauthorizedIsAnswer: true }))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('turns a dropped connection into a network error', async () => {
    server.use(http.post(`${base}/api/Member/Logout`, () => HttpResponse.error()))
    const error = await failure(call(endpoints.Logout, {}))
    expect(error).toMatchObject({ kind: 'network', status: 0, apiName: 'Logout' })
  })

  it('gives up on sign-in after 5000 ms (spec 1 §7)', async () => {
    expect(endpoints.Login.timeout).toBe(5000)
    expect(endpoints.IntegrationCheck.timeout).toBe(5000)
    const slow = { ...endpoints.Login, timeout: 50 }
    server.use(
      http.post(`${base}/api/Member/Login`, async () => {
        await delay(400)
        return HttpResponse.json(loginOk)
      }),
    )
    const error = await failure(call(slow, { id: 'a', pw: 'b' }))
    expect(error.kind).toBe('timeout')
  })

  it('refuses to send a request that breaks its own schema', async () => {
    await expect(call(endpoints.Login, { id: 'x'.repeat(500), pw: 'b' })).rejects.toThrow()
  })
})

describe('the client factory (spec 1 §7: a second client with its own headers)', () => {
  const seenHeaders = () => {
    const seen: Headers[] = []
    server.use(
      http.get(`${base}/api/Member/GetUserInfo`, ({ request }) => {
        seen.push(request.headers)
        return HttpResponse.json({ result: { errCode: -401, errMsg: 'sign in' } }, { status: 401 })
      }),
    )
    return seen
  }
  it('the design store client sends api-version 2.0, software type MD-WEB, software version 1', async () => {
    const seen = seenHeaders()
    setSessionToken('t0k3n')
    await failure(designStoreApi.call(endpoints.GetUserInfo, {}))
    expect(seen[0]?.get('api-version')).toBe('2.0')
    expect(seen[0]?.get('software-type')).toBe('MD-WEB')
    expect(seen[0]?.get('software-version')).toBe('1')
    expect(seen[0]?.get('authorization')).toBe('Bearer t0k3n')
    expect(DESIGN_STORE_CLIENT.headers).toEqual({
      'api-version': '2.0',
      'software-type': 'MD-WEB',
      'software-version': '1',
    })
  })
  it('the main client sends none of them, and only it sends the user to sign-in on a 401 (spec 1 §6)', async () => {
    const seen = seenHeaders()
    await failure(call(endpoints.GetUserInfo, {}))
    expect(seen[0]?.get('api-version')).toBeNull()
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    await failure(designStoreApi.call(endpoints.GetUserInfo, {}))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
  it('a client made by the factory parses answers like the main one', async () => {
    const client = createApiClient({ headers: { 'x-test': '1' }, redirectOnUnauthorized: false })
    server.use(http.post(`${base}/api/Member/Login`, () => HttpResponse.json(loginOk)))
    const answer = await client.call(endpoints.Login, { id: 'mina', pw: 'secret-1!' })
    expect(answer.token).toBe('t0k3n')
  })
})
