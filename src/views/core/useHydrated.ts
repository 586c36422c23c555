import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False in the server's HTML and while the browser hydrates it, true once the page's handlers are
 * attached (and at once on a page the browser renders itself). A form whose fields are controlled
 * by a machine keeps them disabled until then: text typed into the server's HTML would be wiped by
 * the first render, and a submit would post the fields natively, password included, in the address.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
