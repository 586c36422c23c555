import { once } from 'node:events'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/** The collector, reachable in this process (vitest runs it without --expose-gc). */
setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void

/** What this process holds after a collection: heap and buffers (client and server share it). */
function held(): number {
  collect()
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

export interface StreamedUpload {
  url: string
  headers: Record<string, string>
  /** The multipart body up to the file's bytes, and after them. */
  head: Buffer
  tail: Buffer
  /** How many bytes the file has: made up as they are sent, one block reused. */
  fileBytes: number
  block: Buffer
  /** The first block when the file must start otherwise (a PNG signature). */
  firstBlock?: Buffer
  /** Declares the body's length; otherwise it goes chunked. */
  declareLength: boolean
  /** A pause of `ms` after every `every` bytes, so the sampler sees the server while it reads. */
  pause: { every: number; ms: number }
  sampleMs: number
}

/**
 * Streams a large multipart body to a listening server, the sender itself holding nothing, and
 * returns the answer with the most memory the process held above its start while the file went
 * out (less what it kept for good: PGlite's WebAssembly memory grows now and then and never gives
 * memory back, a spike of its own that a buffered file would not explain).
 */
export async function streamUpload(
  upload: StreamedUpload,
): Promise<{ status: number; body: string; peak: number }> {
  const { head, tail, fileBytes, block } = upload
  const length = head.length + fileBytes + tail.length
  const req = httpRequest(upload.url, {
    method: 'POST',
    headers: {
      ...upload.headers,
      ...(upload.declareLength ? { 'content-length': String(length) } : {}),
    },
  })
  const baseline = held()
  let peak = 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, held() - baseline)
  }, upload.sampleMs)
  const answered = once(req, 'response') as Promise<[IncomingMessage]>
  req.on('error', () => undefined) // the server may close the connection once it has answered
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        req.off('drain', done)
        req.off('close', done)
        resolve()
      }
      req.on('drain', done)
      req.on('close', done)
    })
  const send = async () => {
    if (!req.write(head)) await drained()
    let sent = 0
    while (sent < fileBytes && !req.destroyed) {
      const from = sent === 0 && upload.firstBlock ? upload.firstBlock : block
      const piece = from.subarray(0, Math.min(from.length, fileBytes - sent))
      sent += piece.length
      if (!req.write(piece)) await drained()
      if (sent % upload.pause.every === 0)
        await new Promise((resolve) => setTimeout(resolve, upload.pause.ms))
    }
    req.end(tail)
  }
  void send().catch(() => undefined)
  const [response] = await answered
  let body = ''
  for await (const chunk of response) body += String(chunk)
  clearInterval(sampler)
  req.destroy()
  const kept = Math.max(0, held() - baseline)
  return { status: response.statusCode ?? 0, body, peak: Math.max(0, peak - kept) }
}
