import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * Fastify's per-request lines at debug instead of info: at info, 2 million requests wrote 818 MB
 * (issue 10, finding 9). Production logs at info keep the start-up lines, warnings and every
 * unexpected error (errors.ts logs those with their stack); LOG_LEVEL=debug shows the traffic.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) reply.log.error({ res: reply, err: error }, 'request errored')
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'route not found')
  }
}
