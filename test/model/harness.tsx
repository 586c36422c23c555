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
import { I18nextProvider } from 'react-i18next'
import i18next, { type i18n } from 'i18next'
import {
  communityItemEndpoints,
  endpoints,
  type Endpoint,
  type Language,
} from '../../src/contract/index.ts'
import { buildResources, initI18n, NAMESPACES } from '../../src/i18n/index.ts'
import { i18nOptions } from '../../src/i18n/options.ts'
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

/**
 * The table's endpoints, then the community calls whose path carries the post id
 * (`/api/community/post/:id`): after the table, so `/api/community/post/search` stays the search's.
 */
export const server = setupServer(
  ...[...Object.values(endpoints), ...Object.values(communityItemEndpoints)].map(handlerFor),
)

/** Requests the view sent that no step of the path answered; a run ends with none. */
export const unanswered = (): string[] => waiting.map((w) => w.endpoint)

export function startApi(): void {
  initI18n('en')
  configureApi({ baseURL: API_ORIGIN, onUnauthorized: () => undefined })
  server.listen({ onUnhandledFrame: 'error' })
}

/**
 * Waits until the view has sent a request to `endpoint`, then answers it: the oldest waiting, or
 * with `newest` the latest (an older one belongs to a choice the user has left, whose answer the
 * page ignores).
 */
export async function answer(
  endpoint: string,
  response: Response | 'timeout' | 'network',
  which: 'oldest' | 'newest' = 'oldest',
): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const at =
      which === 'oldest'
        ? waiting.findIndex((w) => w.endpoint === endpoint)
        : waiting.findLastIndex((w) => w.endpoint === endpoint)
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

/**
 * The site's texts in `language`, as the page of that language gets them (the site's own
 * I18nextProvider, src/router.tsx): a page rendered inside `inLanguage` reads its language there,
 * and the tests' shared instance stays English for every other view.
 */
const texts = new Map<Language, i18n>()
export function textsIn(language: Language): i18n {
  const known = texts.get(language)
  if (known) return known
  const instance = i18next.createInstance()
  void instance.init(i18nOptions(language, buildResources(), NAMESPACES))
  texts.set(language, instance)
  return instance
}

export function inLanguage(texts: i18n, view: ReactNode): ReactNode {
  return <I18nextProvider i18n={texts}>{view}</I18nextProvider>
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
