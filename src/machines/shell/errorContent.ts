import { splitLocalePath } from '../../i18n/locale.ts'

/**
 * What an error page shows for a status (spec 1 §2): 403/202 FORBIDDEN; 404 PAGE NOT FOUND with
 * GO TO MAIN, PRICING, HELP CENTER, CONTACT US (store paths: the store moved to the connect platform,
 * GO TO CONNECT); 500 UNEXPECTED ERROR; other statuses CONTACT US and GO TO MAIN.
 */
export type ErrorAction = 'main' | 'pricing' | 'helpCenter' | 'contact' | 'connect'
export type ErrorHeadline = 'forbidden' | 'notFound' | 'unexpected' | 'other'

export interface ErrorContent {
  headline: ErrorHeadline
  /** Show the hint that the store moved into the connect platform. */
  storeMoved: boolean
  actions: ErrorAction[]
}

export const isStorePath = (pathname: string): boolean =>
  /store/i.test(splitLocalePath(pathname).path)

export function errorContent(status: number, pathname: string): ErrorContent {
  const store = isStorePath(pathname)
  const withConnect = (actions: ErrorAction[]): ErrorAction[] =>
    store ? [...actions, 'connect'] : actions
  if (status === 403 || status === 202)
    return { headline: 'forbidden', storeMoved: false, actions: withConnect(['main', 'contact']) }
  if (status === 404)
    return {
      headline: 'notFound',
      storeMoved: store,
      actions: withConnect(['main', 'pricing', 'helpCenter', 'contact']),
    }
  if (status === 500)
    return { headline: 'unexpected', storeMoved: false, actions: withConnect(['main', 'contact']) }
  return { headline: 'other', storeMoved: false, actions: withConnect(['contact', 'main']) }
}
