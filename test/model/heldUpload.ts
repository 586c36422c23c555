import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/** The real XMLHttpRequest, taken before any view model stubs it. */
const BaseXhr = globalThis.XMLHttpRequest

export interface HeldUpload extends XMLHttpRequest {
  /** Reports upload progress to the page, as the browser would while the body goes up. */
  progress(loaded: number, total: number): void
  /** Ends the request with the path's answer. */
  answerWith(response: Response | 'timeout' | 'network'): Promise<void>
}

/**
 * Multipart uploads go by XMLHttpRequest (src/services/core/upload.ts), which the endpoint table's
 * MSW handlers do not answer: a view model holds the page's requests to one upload address here,
 * so the path can report their progress and answer them. Any other request goes to the real
 * XMLHttpRequest. `Xhr` is stubbed in as the global by the view model's render.
 */
export function holdUploadsTo(path: string) {
  const held: HeldUpload[] = []

  class Held extends BaseXhr implements HeldUpload {
    private ours = false
    private answeredStatus = 0
    private answeredText = ''
    private readonly ownUpload: { onprogress: ((e: ProgressEvent) => void) | null } = {
      onprogress: null,
    }

    constructor() {
      super()
      // The held request's upload, status and text are its own; any other request's are the real ones.
      const real = (name: 'upload' | 'status' | 'responseText') =>
        Object.getOwnPropertyDescriptor(BaseXhr.prototype, name)?.get?.call(this) as unknown
      Object.defineProperties(this, {
        upload: { get: () => (this.ours ? this.ownUpload : real('upload')) },
        status: { get: () => (this.ours ? this.answeredStatus : real('status')) },
        responseText: { get: () => (this.ours ? this.answeredText : real('responseText')) },
      })
    }

    override open(method: string, url: string | URL): void {
      this.ours = String(url) === path
      if (!this.ours) super.open(method, url)
    }
    override send(body?: Document | XMLHttpRequestBodyInit | null): void {
      if (!this.ours) {
        super.send(body)
        return
      }
      held.push(this)
    }
    progress(loaded: number, total: number) {
      this.ownUpload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent)
    }
    async answerWith(response: Response | 'timeout' | 'network') {
      if (response === 'network') this.onerror?.(new ProgressEvent('error'))
      else if (response === 'timeout') this.ontimeout?.(new ProgressEvent('timeout'))
      else {
        this.answeredStatus = response.status
        this.answeredText = await response.text()
        this.onload?.(new ProgressEvent('load'))
      }
    }
  }

  return {
    Xhr: Held,
    held,
    /** The page's oldest upload still waiting for its answer, once it has been sent. */
    next: async (): Promise<HeldUpload> => {
      await waitFor(() => expect(held.length).toBeGreaterThan(0))
      const upload = held[0]
      if (!upload) throw new Error(`the page sent nothing to ${path}`)
      return upload
    },
    /** The page's newest upload, once it has been sent. */
    last: async (): Promise<HeldUpload> => {
      await waitFor(() => expect(held.length).toBeGreaterThan(0))
      const upload = held.at(-1)
      if (!upload) throw new Error(`the page sent nothing to ${path}`)
      return upload
    },
  }
}
