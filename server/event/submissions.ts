import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import {
  SUBMISSION,
  SubmissionCode,
  SubmissionModel,
  ok,
  type Result,
} from '../../src/contract/index.ts'
import { HttpError, type Db } from '../core/index.ts'
import { eventSubmissions } from './tables.ts'

/** Room for the multipart framing and the model part around a zip at the limit. */
const MULTIPART_SLACK_BYTES = 64 * 1024
/** The largest zip kept: spec 3 §5 refuses 52428800 bytes and more. */
const MAX_ZIP_BYTES = SUBMISSION.limitBytes - 1

const refuse = (reply: FastifyReply, status: number, result: Result) =>
  reply.code(status).header('cache-control', 'no-store').send({ result })

const tooLarge = (reply: FastifyReply) => {
  // The rest of the body is not wanted: the connection closes after the answer.
  void reply.header('connection', 'close')
  return refuse(reply, 413, {
    errCode: SubmissionCode.tooLarge,
    errMsg: `The zip file must be under ${String(SUBMISSION.limitBytes)} bytes`,
  })
}

/** A file name fit for storing and showing: no path, no control characters, at most 200 characters. */
const cleanName = (name: string) =>
  Array.from(name.split(/[\\/]/).pop() ?? '', (c) => (c < ' ' || c === '\u007f' ? '' : c))
    .join('')
    .slice(0, 200)

type Streamed = { kind: 'stored'; bytes: number } | { kind: 'tooLarge' } | { kind: 'empty' }

/**
 * Writes a file part to `path` as it arrives (never held in memory) and stops at the cap: busboy
 * truncates the part past `MAX_ZIP_BYTES` and the partial file is removed.
 */
async function streamToDisk(
  file: Readable & { truncated?: boolean },
  path: string,
): Promise<Streamed> {
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length
      done(null, chunk)
    },
  })
  try {
    await pipeline(file, counter, createWriteStream(path, { flags: 'wx', mode: 0o600 }))
  } catch (e) {
    await rm(path, { force: true })
    throw e
  }
  if (file.truncated === true || bytes > MAX_ZIP_BYTES) {
    await rm(path, { force: true })
    return { kind: 'tooLarge' }
  }
  if (bytes === 0) {
    await rm(path, { force: true })
    return { kind: 'empty' }
  }
  return { kind: 'stored', bytes }
}

/**
 * POST Event/FF2112 (spec 3 §3, §5, §7): the part `model` (JSON) and the part `zip`. The zip is
 * streamed to the upload folder and refused while it streams once it reaches 52428800 bytes; the
 * model is checked by the same schema as the form. Nothing is kept unless both are right.
 */
export function registerSubmission(fastify: FastifyInstance, db: Db, uploadDir: string): void {
  void fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_ZIP_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 64 * 1024 },
      throwFileSizeLimit: false,
    })
    scope.post(
      SUBMISSION.path,
      {
        // Counted when the request arrives, before its body is read (as the contract's limited endpoints).
        onRequest: async (request: FastifyRequest) => {
          const decision = await fastify.core.limits.hit(
            `call:${SUBMISSION.name}:${request.ip}`,
            SUBMISSION.limit,
          )
          if (!decision.allowed)
            throw new HttpError(
              429,
              `Too many submissions from this address: try again in ${String(Math.ceil(decision.retryAfterS / 60))} minutes`,
              { 'retry-after': String(decision.retryAfterS) },
            )
        },
      },
      async (request, reply) => {
        const declared = Number(request.headers['content-length'] ?? NaN)
        if (Number.isFinite(declared) && declared > SUBMISSION.limitBytes + MULTIPART_SLACK_BYTES)
          return tooLarge(reply)
        if (!request.isMultipart())
          throw new HttpError(
            415,
            `Send the submission as multipart/form-data with the parts "${SUBMISSION.modelField}" and "${SUBMISSION.zipField}"`,
          )
        await mkdir(uploadDir, { recursive: true, mode: 0o700 })
        const id = randomUUID()
        const partial = join(uploadDir, `${id}.part`)
        let modelText: string | null = null
        let stored: { bytes: number; fileName: string } | null = null
        let oversize = false
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              if (part.fieldname === SUBMISSION.modelField && typeof part.value === 'string')
                modelText = part.value
              continue
            }
            if (part.fieldname !== SUBMISSION.zipField || stored !== null || oversize) {
              part.file.resume()
              continue
            }
            const streamed = await streamToDisk(part.file, partial)
            if (streamed.kind === 'tooLarge') oversize = true
            else if (streamed.kind === 'stored')
              stored = { bytes: streamed.bytes, fileName: cleanName(part.filename) }
          }
        } catch (e) {
          await rm(partial, { force: true })
          throw e
        }
        if (oversize) return tooLarge(reply)
        const parsed = SubmissionModel.safeParse(parseJson(modelText))
        if (!parsed.success) {
          await rm(partial, { force: true })
          return refuse(reply, 400, {
            errCode: SubmissionCode.invalid,
            errMsg: describeIssues(parsed.error.issues),
          })
        }
        if (!stored)
          return refuse(reply, 400, {
            errCode: SubmissionCode.noZip,
            errMsg: `No zip file in the part "${SUBMISSION.zipField}"`,
          })
        const storedAs = `${id}.zip`
        try {
          await rename(partial, join(uploadDir, storedAs))
          await db.insert(eventSubmissions).values({
            id,
            kind: parsed.data.kind,
            model: parsed.data,
            fileName: stored.fileName,
            fileBytes: stored.bytes,
            storedAs,
          })
        } catch (e) {
          await rm(join(uploadDir, storedAs), { force: true })
          await rm(partial, { force: true })
          throw e
        }
        void reply.header('cache-control', 'no-store')
        return { result: ok(), submissionId: id }
      },
    )
  })
}

function parseJson(text: string | null): unknown {
  if (text === null) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** The first few problems of the model, field by field. */
function describeIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): string {
  const parts = issues
    .slice(0, 3)
    .map((i) => `${i.path.length > 0 ? i.path.map(String).join('.') : '(model)'}: ${i.message}`)
  return `Invalid submission model: ${parts.join('; ')}`
}
