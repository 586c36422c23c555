import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { endpoints, type Endpoint } from '../../src/contract/index.ts'
import { initI18n } from '../../src/i18n/index.ts'
import { isApiError } from '../../src/services/core/apiError.ts'
import { configureApi } from '../../src/services/core/http.ts'
import { SiteEffectsContext, type SiteEffects } from '../../src/views/core/siteEffects.ts'

/**
 * The test double of the API for view runs, derived from the endpoint table: MSW answers every
 * contract endpoint with what the path's next step says (the done case's output, or the failure of
 * the error case). A request no step answers fails the run (`unanswered`), as does any request to
 * an address the table does not know.
 */
/** Same origin as the page under test, so the browser-like fetch sends no CORS preflight. */
export const API_ORIGIN = globalThis.location.origin

interface Pending {
  endpoint: string
  answer: (response: Response | 'timeout' | 'network') => void
}
const waiting: Pending[] = []
const waiters: Array<() => void> = []
export const requests: string[] = []

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const

/** Each endpoint of the table waits for its answer from the path. */
const handlerFor = (ep: Endpoint) =>
  methods[ep.method](`${API_ORIGIN}${ep.path}`, async ({ request }) => {
    requests.push(`${ep.name} ${await request.clone().text()}`)
    const response = await new Promise<Response | 'timeout' | 'network'>((resolve) => {
      waiting.push({ endpoint: ep.name, answer: resolve })
      waiters.splice(0).forEach((w) => w())
    })
    if (response === 'network') return HttpResponse.error()
    if (response === 'timeout') {
      await delay('infinite')
      return HttpResponse.error()
    }
    return response
  })

export const server = setupServer(...Object.values(endpoints).map(handlerFor))

/** Requests the view sent that no step of the path answered; a run ends with none. */
export const unanswered = (): string[] => waiting.map((w) => w.endpoint)

export function startApi(): void {
  initI18n('en')
  configureApi({ baseURL: API_ORIGIN, onUnauthorized: () => undefined })
  server.listen({ onUnhandledFrame: 'error' })
}

/** Waits until the view has sent a request to `endpoint`, then answers it. */
export async function answer(
  endpoint: string,
  response: Response | 'timeout' | 'network',
): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const at = waiting.findIndex((w) => w.endpoint === endpoint)
    if (at >= 0) {
      const [pending] = waiting.splice(at, 1)
      pending?.answer(response)
      return
    }
    await new Promise<void>((resolve) => {
      waiters.push(resolve)
      setTimeout(resolve, 25)
    })
  }
  throw new Error(`the view never called ${endpoint}`)
}

/** The HTTP answer that makes the typed client report this outcome. */
export function responseFor(event: {
  type: string
  output?: unknown
  error?: unknown
}): Response | 'timeout' | 'network' {
  if (event.type.startsWith('xstate.done.actor.'))
    return HttpResponse.json(event.output as Record<string, unknown>)
  const error = event.error
  if (!isApiError(error)) return 'network'
  if (error.kind === 'timeout') return 'timeout'
  if (error.kind === 'network') return 'network'
  if (error.kind === 'invalid-response')
    return HttpResponse.json({ result: { errCode: 0, errMsg: 'OK' }, unexpected: true })
  return HttpResponse.json(
    { result: { errCode: error.code, errMsg: error.message } },
    { status: error.status },
  )
}

export function resetApi(): void {
  waiting.splice(0)
  requests.splice(0)
}

/**
 * The client aborts after 5000 ms (Login) or 60000 ms: during view runs, timers of 4 s and more
 * run after 600 ms (long enough to see the progress state). Short timers are left alone.
 */
export function compressLongTimers(): () => void {
  const original = globalThis.setTimeout
  const patched = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
    original(
      handler,
      typeof timeout === 'number' && timeout >= 4000 ? 600 : timeout,
      ...args,
    )) as typeof setTimeout
  globalThis.setTimeout = patched
  return () => {
    globalThis.setTimeout = original
  }
}

/** Renders a view inside a memory router, as the site would, with recording site effects. */
export async function renderInRouter(
  view: () => ReactNode,
  path = '/',
  effects?: SiteEffects,
): Promise<ReturnType<typeof render>> {
  const rootRoute = createRootRoute({
    component: () =>
      effects ? (
        <SiteEffectsContext.Provider value={effects}>{view()}</SiteEffectsContext.Provider>
      ) : (
        <>{view()}</>
      ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  let result: ReturnType<typeof render> | undefined
  await act(async () => {
    result = render(<RouterProvider router={router} />)
    await router.load()
  })
  if (!result) throw new Error('render failed')
  return result
}
