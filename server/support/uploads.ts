import { createHash, randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type {} from '@fastify/cookie'
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import { ATTACHMENTS, ATTACHMENT_LIMIT, SupportCode, ok } from '../../src/contract/index.ts'
import { HttpError, type Config, type Db } from '../core/index.ts'
import type { StoredFile } from './helpDesk.ts'
import { ticketUploads } from './tables.ts'

/** The cookie that binds upload tokens to the browser that uploaded them (httpOnly, /api only). */
export const UPLOADER_COOKIE = 'support_uploader'
const UPLOADER_MAX_AGE_S = 24 * 60 * 60
/** Room for the multipart framing around a file at the limit. */
const MULTIPART_SLACK_BYTES = 64 * 1024
/** The largest total kept: spec 3 §5 says the attachments total *under* 50,000,000 bytes. */
const MAX_TOTAL_BYTES = ATTACHMENTS.limitBytes - 1

const tooBig = () =>
  new HttpError(
    413,
    `The attachments of one form must total under ${String(ATTACHMENTS.limitBytes)} bytes`,
  )

export const ownerOf = (cookie: string): string =>
  createHash('sha256').update(`support-uploader:${cookie}`).digest('hex')

/** The browser's uploader key, or null when it never uploaded. */
export function uploaderOf(request: FastifyRequest): string | null {
  const cookie = request.cookies[UPLOADER_COOKIE]
  return cookie && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? ownerOf(cookie) : null
}

function ensureUploader(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = uploaderOf(request)
  if (known) return known
  const cookie = randomBytes(32).toString('base64url')
  void reply.setCookie(UPLOADER_COOKIE, cookie, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api',
    maxAge: UPLOADER_MAX_AGE_S,
  })
  return ownerOf(cookie)
}

/** A file name fit for storing and showing: no path, no control characters, at most 200 characters. */
export const cleanFileName = (name: string): string =>
  Array.from(name.split(/[\\/]/).pop() ?? '', (c) => (c < ' ' || c === '\u007f' ? '' : c))
    .join('')
    .trim()
    .slice(0, 200) || 'attachment'

/** Where the attachments lie: SUPPORT_FILES_DIR, else beside the database (a private temporary folder when it is in memory). */
export async function filesFolder(config: Config): Promise<string> {
  const dir =
    config.SUPPORT_FILES_DIR ??
    (config.inMemory
      ? await mkdtemp(join(tmpdir(), 'drape3d-support-'))
      : join(config.PGLITE_DIR, 'support-files'))
  await mkdir(dir, { recursive: true, mode: 0o700 })
  return dir
}

/** What an uploader has kept so far and not yet sent with a ticket. */
async function pendingOf(db: Db, owner: string): Promise<{ bytes: number; files: number }> {
  const [row] = await db
    .select({
      bytes: sql<number>`coalesce(sum(${ticketUploads.size}), 0)`.mapWith(Number),
      files: sql<number>`count(*)`.mapWith(Number),
    })
    .from(ticketUploads)
    .where(and(eq(ticketUploads.owner, owner), isNull(ticketUploads.claim)))
  return { bytes: row?.bytes ?? 0, files: row?.files ?? 0 }
}

/** Writes the stream to `path`, stopping (and removing it) once it passes `maxBytes`. */
async function spool(
  file: Readable,
  path: string,
  maxBytes: number,
): Promise<{ kind: 'tooBig' } | { kind: 'empty' } | { kind: 'kept'; size: number }> {
  const out = createWriteStream(path, { mode: 0o600 })
  let size = 0
  let over = false
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      if (over) continue
      size += chunk.length
      if (size > maxBytes) {
        over = true
        continue
      }
      if (!out.write(chunk)) await once(out, 'drain')
    }
    await new Promise<void>((resolve, reject) => {
      out.end((error?: Error | null) => (error ? reject(error) : resolve()))
    })
    if ((file as Readable & { truncated?: boolean }).truncated === true) over = true
  } catch (error) {
    out.destroy()
    await rm(path, { force: true })
    throw error
  }
  if (over || size === 0) await rm(path, { force: true })
  if (over) return { kind: 'tooBig' }
  if (size === 0) return { kind: 'empty' }
  return { kind: 'kept', size }
}

/**
 * Spec 3 §7 zendeskFileUpload: one multipart part `file`, streamed to the support files folder. The
 * attachments not yet sent by this browser and this file must total under 50,000,000 bytes (spec 3
 * §5): a bigger one is refused while it streams (413, errCode -413) and nothing is kept. The answer
 * is a token bound to this browser (its upload cookie) that one ticket may use once.
 */
export function registerUploads(fastify: FastifyInstance, folder: string): void {
  const db = fastify.core.database.db
  const secure = fastify.core.config.secureCookies
  void fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_TOTAL_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
      throwFileSizeLimit: false,
    })
    scope.post(
      ATTACHMENTS.path,
      {
        onRequest: async (request) => {
          // zendeskFileUpload is multipart, outside the JSON table: counted as the table's limited calls are.
          const decision = await fastify.core.limits.hit(
            `call:${ATTACHMENTS.name}:${request.ip}`,
            ATTACHMENT_LIMIT,
          )
          if (!decision.allowed)
            throw new HttpError(
              429,
              `Too many uploads from this address: try again in ${String(decision.retryAfterS)} seconds`,
              { 'retry-after': String(decision.retryAfterS) },
            )
        },
      },
      async (request, reply) => {
        const owner = ensureUploader(request, reply, secure)
        const pending = await pendingOf(db, owner)
        const allowance = MAX_TOTAL_BYTES - pending.bytes
        const declared = Number(request.headers['content-length'] ?? NaN)
        if (
          allowance <= 0 ||
          (Number.isFinite(declared) && declared > allowance + MULTIPART_SLACK_BYTES)
        ) {
          void reply.header('connection', 'close')
          throw tooBig()
        }
        if (pending.files >= ATTACHMENTS.maxFiles)
          throw new HttpError(400, `At most ${String(ATTACHMENTS.maxFiles)} attachments per form`)
        if (!request.isMultipart())
          throw new HttpError(
            415,
            `Send the file as multipart/form-data in the part "${ATTACHMENTS.field}"`,
          )
        const part = await request.file({ limits: { fileSize: allowance } })
        if (!part || part.fieldname !== ATTACHMENTS.field) {
          if (part) part.file.resume()
          throw new HttpError(400, `No file in the part "${ATTACHMENTS.field}"`)
        }
        const storedAs = randomBytes(18).toString('base64url')
        const received = await spool(part.file, join(folder, storedAs), allowance)
        if (received.kind === 'tooBig') {
          void reply.header('connection', 'close')
          throw tooBig()
        }
        if (received.kind === 'empty') throw new HttpError(400, 'The file is empty')
        const token = randomBytes(24).toString('base64url')
        const fileName = cleanFileName(part.filename)
        await db.insert(ticketUploads).values({
          token,
          owner,
          fileName,
          contentType: (part.mimetype || 'application/octet-stream').slice(0, 100),
          size: received.size,
          storedAs,
        })
        void reply.header('cache-control', 'no-store')
        return { result: ok(), token, fileName, size: received.size }
      },
    )
  })
}

/** Spec 3 §4 "Attachment delete": the browser's own file not yet sent goes, with its token. */
export async function deleteUpload(
  db: Db,
  folder: string,
  owner: string | null,
  token: string,
): Promise<boolean> {
  if (!owner) return false
  const rows = await db
    .delete(ticketUploads)
    .where(
      and(
        eq(ticketUploads.token, token),
        eq(ticketUploads.owner, owner),
        isNull(ticketUploads.claim),
      ),
    )
    .returning({ storedAs: ticketUploads.storedAs })
  for (const row of rows) await rm(join(folder, row.storedAs), { force: true })
  return rows.length > 0
}

/**
 * Files uploaded and never sent: once the uploader cookie has expired no form can name them, so
 * they go, rows and files. A file a ticket holds or is claiming stays.
 */
export async function sweepOrphanUploads(
  db: Db,
  folder: string,
  now = Date.now(),
): Promise<number> {
  const rows = await db
    .delete(ticketUploads)
    .where(
      and(
        isNull(ticketUploads.ticketId),
        isNull(ticketUploads.claim),
        lt(ticketUploads.createdAt, new Date(now - UPLOADER_MAX_AGE_S * 1000)),
      ),
    )
    .returning({ storedAs: ticketUploads.storedAs })
  for (const row of rows) await rm(join(folder, row.storedAs), { force: true })
  return rows.length
}

class UnknownUpload extends Error {}

/**
 * Claims the tokens for one ticket in one conditional write: each must be this browser's and not
 * yet used. Of parallel tickets naming one token exactly one gets it; the others get null.
 */
export async function claimUploads(
  db: Db,
  folder: string,
  owner: string | null,
  tokens: readonly string[],
  claim: string,
): Promise<StoredFile[] | null> {
  const wanted = [...new Set(tokens)]
  if (wanted.length === 0) return []
  if (!owner) return null
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .update(ticketUploads)
        .set({ claim })
        .where(
          and(
            inArray(ticketUploads.token, wanted),
            eq(ticketUploads.owner, owner),
            isNull(ticketUploads.claim),
          ),
        )
        .returning()
      const total = rows.reduce((sum, r) => sum + r.size, 0)
      if (rows.length !== wanted.length || total > MAX_TOTAL_BYTES) throw new UnknownUpload()
      return rows.map((r) => ({
        token: r.token,
        fileName: r.fileName,
        contentType: r.contentType,
        size: r.size,
        path: join(folder, r.storedAs),
      }))
    })
  } catch (error) {
    if (error instanceof UnknownUpload) return null
    throw error
  }
}

/** The claimed files now belong to the ticket; or, when the help desk failed, are free again. */
export async function settleClaim(db: Db, claim: string, ticketId: number | null): Promise<void> {
  await db
    .update(ticketUploads)
    .set(ticketId === null ? { claim: null } : { ticketId })
    .where(eq(ticketUploads.claim, claim))
}

export const UNKNOWN_UPLOAD = {
  errCode: SupportCode.uploadUnknown,
  errMsg: 'an attachment token is unknown, not this browser’s, or already used',
}
