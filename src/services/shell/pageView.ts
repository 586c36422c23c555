import * as shellApi from '../../contract/shell/endpoints.ts'
import { COOKIES, type PageViewEvent } from '../../contract/index.ts'
import { readCookie, writeCookie } from '../core/cookies.ts'
import { call } from '../core/http.ts'

export const logPageView = (event: PageViewEvent) => call(shellApi.PageView, event)

/** What the shell knows about the page that was opened. */
export interface PageVisit {
  url: string
  referer: string
  userId: string
}

/** The page-view event of spec 1 §3 (pure: the caller supplies id, clock and device). */
export function pageViewEvent(
  input: PageVisit & { uid: string; now: number; device: 'mobile' | 'desktop' },
): PageViewEvent {
  return {
    userId: input.userId,
    event_timestamp: input.now,
    event_name: 'page_view',
    product: 'md',
    json_data: {
      uid: input.uid,
      url: input.url.slice(0, 2048),
      referer: input.referer.slice(0, 2048),
      device: input.device,
    },
  }
}

/** The unique-id cookie (spec 1 §4: one year), created on the first visit. */
export function visitorId(): string {
  const known = readCookie(COOKIES.uniqueId)
  if (known) return known
  const uid = crypto.randomUUID()
  writeCookie(COOKIES.uniqueId, uid, { maxAgeS: COOKIES.uniqueIdMaxAgeS })
  return uid
}

export const deviceOf = (userAgent: string): 'mobile' | 'desktop' =>
  /Mobi|Android|iPhone|iPad/i.test(userAgent) ? 'mobile' : 'desktop'

/** Logs one page view with the visitor's unique id and device (spec 1 §4, §7). */
export async function logPageVisit(visit: PageVisit): Promise<null> {
  const device = deviceOf(typeof navigator === 'undefined' ? '' : navigator.userAgent)
  await logPageView(pageViewEvent({ ...visit, uid: visitorId(), now: Date.now(), device }))
  return null
}
