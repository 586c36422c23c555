import type { IncomingMessage, Server } from 'node:http'
import { Socket } from 'node:net'
import type { FastifyHttpOptions, FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { answerAndClose, rawAnswer } from './rawAnswer.ts'

/** How long a client may take, and how many connections one address may hold (docs/operations.md). */
export interface ConnectionLimits {
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number
  /** A body must arrive within this, extended by one second for every `bodyMinBytesPerS` received. */
  bodyTimeoutMs: number
  bodyMinBytesPerS: number
  /** A connection with no traffic either way is closed after this. */
  idleTimeoutMs: number
  /** A kept-alive connection waits this long for its next request. */
  keepAliveTimeoutMs: number
  /** Open connections per client address (the socket's, not a forwarded one); 0 means no cap. */
  maxConnectionsPerAddress: number
  https: boolean
}

export const limitsOf = (config: Config): ConnectionLimits => ({
  headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
  bodyTimeoutMs: config.BODY_TIMEOUT_MS,
  bodyMinBytesPerS: config.BODY_MIN_BYTES_PER_S,
  idleTimeoutMs: config.IDLE_TIMEOUT_MS,
  keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
  maxConnectionsPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
  https: config.secureCookies,
})

/**
 * The Fastify options that bound a client's time: Node's own header timeout (checked every half
 * second), the idle and keep-alive timeouts, and the answer to a request Node refuses itself
 * (431 headers too large, 400 unparsable, 408 headers too slow) in the result envelope.
 * Node's whole-request timeout stays off: `installBodyDeadline` bounds bodies by their rate instead,
 * so a large upload on a slow but honest link is not cut while a trickling one is.
 */
export function connectionOptions(limits: ConnectionLimits): FastifyHttpOptions<Server> {
  return {
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: 0,
      connectionsCheckingInterval: Math.min(500, limits.headersTimeoutMs),
    },
    requestTimeout: 0,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return
      const [status, message] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'The request headers are too large']
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'The request headers arrived too slowly']
            : [400, 'The request is not valid HTTP']
      answerAndClose(socket, rawAnswer(status, message, { https: limits.https }))
    },
  }
}

/**
 * Closes, as soon as it opens, any connection past the cap for its address, so one client cannot
 * hold every file descriptor of the process (issue 10, finding 2). The server's own connection
 * listeners (Node's HTTP parser setup) are moved behind the check: a listener prepended before them
 * would not stop them, and every refused socket would still get a parser and its handlers.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return
  const open = new Map<string, number>()
  const accept = server.listeners('connection') as ((socket: Socket) => void)[]
  server.removeAllListeners('connection')
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
    for (const listener of accept) listener.call(server, socket)
  })
}

const hasBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0

interface Pending {
  started: number
  bytesAtStart: number
}

/**
 * A body must keep arriving: it has `bodyTimeoutMs`, plus one second for every `bodyMinBytesPerS`
 * bytes received (Apache's mod_reqtimeout rule). One sweep every half second checks every body in
 * flight; one that falls behind is answered 408 in the envelope and its connection closed.
 */
export function installBodyDeadline(app: FastifyInstance, limits: ConnectionLimits): void {
  const pending = new Map<IncomingMessage, Pending>()
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw
    // Only a real connection can be slow (an injected request has a stand-in socket).
    if (raw.socket instanceof Socket && hasBody(raw) && !raw.complete)
      pending.set(raw, { started: Date.now(), bytesAtStart: raw.socket.bytesRead })
    done()
  })
  app.addHook('onResponse', (request, _reply, done) => {
    pending.delete(request.raw)
    done()
  })
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [raw, entry] of pending) {
      const socket = raw.socket
      if (raw.complete || socket.destroyed) {
        pending.delete(raw)
        continue
      }
      const received = socket.bytesRead - entry.bytesAtStart
      const allowedMs = limits.bodyTimeoutMs + (received / limits.bodyMinBytesPerS) * 1000
      if (now - entry.started <= allowedMs) continue
      pending.delete(raw)
      answerAndClose(
        socket,
        rawAnswer(408, 'The request body arrived too slowly', { https: limits.https }),
      )
    }
  }, 500)
  sweep.unref()
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep)
    done()
  })
}
