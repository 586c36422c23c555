import { fromPromise } from 'xstate'

/**
 * The browser's clipboard: an address relative to the site is copied as a whole URL. Where the
 * Clipboard API is refused or missing (an insecure origin), the call fails and nothing is claimed.
 */
export const copyToClipboard = fromPromise<null, { text: string }>(async ({ input }) => {
  await navigator.clipboard.writeText(new URL(input.text, window.location.origin).href)
  return null
})
