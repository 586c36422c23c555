import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { envelope } from './errors.ts'
import { securityHeaders } from './security.ts'

/**
 * An answer written straight to the socket, for the moments Fastify has no request to answer
 * through (a header block too large, a request Node cannot parse, a body that stopped arriving):
 * the same security headers and result envelope as every other answer, then the connection closes.
 */
export function rawAnswer(
  status: number,
  errMsg: string,
  options: { https: boolean; headers?: Record<string, string> },
): string {
  const body = JSON.stringify(envelope(status, errMsg))
  const headers: Record<string, string> = {
    ...securityHeaders(options),
    ...options.headers,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`)
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}

/** Writes the answer when the socket can still take it, then closes the connection. */
export function answerAndClose(socket: Socket, answer: string): void {
  if (socket.writable && !socket.destroyed) socket.end(answer)
  // A client that never reads must not keep the socket: it goes after a second whatever happens.
  setTimeout(() => socket.destroy(), 1000).unref()
}
