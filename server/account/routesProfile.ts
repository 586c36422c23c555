import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { and, eq } from 'drizzle-orm'
import { PROFILE_IMAGE, endpoints, ok } from '../../src/contract/index.ts'
import { HttpError, handle, memberSession, tokenOf, type Session } from '../core/index.ts'
import type { AccountServices } from './services.ts'
import { clearSessionCookie } from './cookie.ts'
import { receiveImage } from './profileImage.ts'
import { accountDeletions, members, profileImages, type MemberRow } from './tables.ts'
import type { Db } from '../core/index.ts'

/** Room for the multipart framing (boundaries, part headers) around a file at the limit. */
const MULTIPART_SLACK_BYTES = 64 * 1024
/** The largest file kept: spec 1 §5 says a profile image is *under* 15728640 bytes. */
const MAX_FILE_BYTES = PROFILE_IMAGE.limitBytes - 1

const tooLarge = () =>
  new HttpError(413, `The profile image must be under ${String(PROFILE_IMAGE.limitBytes)} bytes`)

async function activeMember(app: AccountServices, memberId: string): Promise<MemberRow> {
  const member = await app.members.byIdFresh(memberId)
  if (!member || member.status !== 'active')
    throw new HttpError(401, 'Sign-in required: the account of this session is no longer active')
  return member
}

/** The session of a multipart call, checked as `handle` checks a member endpoint's. */
async function uploaderOf(fastify: FastifyInstance, request: FastifyRequest): Promise<Session> {
  const token = tokenOf(request)
  const session = token ? await fastify.core.sessions.verify(token) : null
  if (!session) throw new HttpError(401, 'Sign-in required: no valid session')
  if (session.limitedTo && !session.limitedTo.includes(PROFILE_IMAGE.name))
    throw new HttpError(
      403,
      'This session may only change the password: the password still equals the id',
    )
  return session
}

/** The address of a member's picture; the version makes a browser fetch a new one. */
const pictureUrl = (version: number) => `${PROFILE_IMAGE.servedAt}?v=${String(version)}`

/** A file name fit for storing and showing: no path, no control characters, at most 200 characters. */
const cleanName = (name: string) =>
  Array.from(name.split(/[\\/]/).pop() ?? '', (c) => (c < ' ' || c === '\u007f' ? '' : c))
    .join('')
    .slice(0, 200)

async function storePicture(
  db: Db,
  memberId: string,
  picture: { type: string; content: Buffer; fileName: string },
  version: number,
): Promise<string> {
  const picUrl = pictureUrl(version)
  await db.transaction(async (tx) => {
    await tx
      .insert(profileImages)
      .values({
        memberId,
        contentType: picture.type,
        size: picture.content.length,
        content: picture.content,
        updatedAt: new Date(version),
      })
      .onConflictDoUpdate({
        target: profileImages.memberId,
        set: {
          contentType: picture.type,
          size: picture.content.length,
          content: picture.content,
          updatedAt: new Date(version),
        },
      })
    await tx
      .update(members)
      .set({ pic: picUrl, picUrl, filePath: PROFILE_IMAGE.servedAt, fileName: picture.fileName })
      .where(eq(members.id, memberId))
  })
  return picUrl
}

/** Refuses a body whose declared length is already past the limit, before reading a byte of it. */
function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply): void {
  const declared = Number(request.headers['content-length'] ?? NaN)
  if (Number.isFinite(declared) && declared > PROFILE_IMAGE.limitBytes + MULTIPART_SLACK_BYTES) {
    // The rest of the body is not wanted: the connection closes after the answer.
    void reply.header('connection', 'close')
    throw tooLarge()
  }
}

export function registerProfile(fastify: FastifyInstance, app: AccountServices): void {
  const db = fastify.core.database.db

  /**
   * Spec 1 §7 UploadProfile, §5 (under 15728640 bytes), §8 (size alert): one multipart file part
   * `image`. The cap is checked while the body streams in; a bigger file or one that is not an image
   * is refused (413, 415) and nothing is stored.
   */
  void fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
      throwFileSizeLimit: false,
    })
    scope.post(PROFILE_IMAGE.path, async (request, reply) => {
      const session = await uploaderOf(fastify, request)
      refuseDeclaredOversize(request, reply)
      if (!request.isMultipart())
        throw new HttpError(
          415,
          `Send the profile image as multipart/form-data in the part "${PROFILE_IMAGE.field}"`,
        )
      const member = await activeMember(app, session.memberId)
      const part = await request.file()
      if (!part || part.fieldname !== PROFILE_IMAGE.field) {
        if (part) part.file.resume()
        throw new HttpError(400, `No file in the part "${PROFILE_IMAGE.field}"`)
      }
      const received = await receiveImage(part.file, MAX_FILE_BYTES)
      switch (received.kind) {
        case 'tooLarge':
          throw tooLarge()
        case 'notImage':
          throw new HttpError(415, `Not an image: send a ${PROFILE_IMAGE.types.join(', ')} file`)
        case 'empty':
          throw new HttpError(400, 'The file is empty')
        case 'image': {
          const picUrl = await storePicture(
            db,
            member.id,
            { type: received.type, content: received.content, fileName: cleanName(part.filename) },
            Date.now(),
          )
          app.members.invalidate(member.id)
          void reply.header('cache-control', 'no-store')
          return { result: ok(), picUrl }
        }
      }
    })
  })

  /** The signed-in member's own picture (the address GetUserInfo's picUrl gives); 404 without one. */
  fastify.get(PROFILE_IMAGE.servedAt, async (request, reply) => {
    const session = await uploaderOf(fastify, request)
    const rows = await db
      .select({ contentType: profileImages.contentType, content: profileImages.content })
      .from(profileImages)
      .where(eq(profileImages.memberId, session.memberId))
    const row = rows[0]
    if (!row) throw new HttpError(404, 'No profile image')
    return reply
      .header('cache-control', 'private, max-age=86400')
      .header('content-disposition', 'inline')
      .type(row.contentType)
      .send(row.content)
  })

  /**
   * Spec 1 §7 DeleteUser (comId, brId, surveyTxt): a member deletes its own account only. The ids
   * are checked against the session, never taken from the client; the account leaves in one
   * conditional write (of parallel calls exactly one succeeds), then every session of it ends.
   */
  handle(fastify, endpoints.DeleteUser, async (input, ctx) => {
    const session = memberSession(ctx)
    const member = await activeMember(app, session.memberId)
    const brId = input.brId.trim().toLowerCase()
    const comId = input.comId.trim().toLowerCase()
    if ((brId !== '' && brId !== member.id) || (comId !== '' && comId !== member.comId))
      return { result: { errCode: -1, errMsg: 'brId and comId must be the signed-in member' } }
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx
        .update(members)
        .set({ status: 'deleted', pic: '', picUrl: '', filePath: '', fileName: '' })
        .where(and(eq(members.id, member.id), eq(members.status, 'active')))
        .returning({ id: members.id })
      if (rows.length === 0) return false
      await tx.delete(profileImages).where(eq(profileImages.memberId, member.id))
      await tx
        .insert(accountDeletions)
        .values({ memberId: member.id, surveyTxt: input.surveyTxt.trim() })
        .onConflictDoUpdate({
          target: accountDeletions.memberId,
          set: { surveyTxt: input.surveyTxt.trim(), deletedAt: new Date() },
        })
      return true
    })
    app.members.invalidate(member.id)
    if (!deleted)
      throw new HttpError(401, 'Sign-in required: the account of this session is no longer active')
    await app.sessions.revokeAllOf(member.id)
    clearSessionCookie(ctx.reply, app.cookies)
    return { result: ok() }
  })

  /** Spec 1 §7 GetMyCompanyUserInfo: the company account's e-mail and integration (its own without one). */
  handle(fastify, endpoints.GetMyCompanyUserInfo, async (_input, ctx) => {
    const member = await activeMember(app, memberSession(ctx).memberId)
    const company = member.comId !== '' ? await app.members.byId(member.comId) : member
    if (!company) throw new HttpError(404, 'The company account of this member does not exist')
    return { result: ok(), email: company.email, closetIntegration: company.closetIntegration }
  })

  /** Spec 1 §7 MemberRequiredInfoSet: the marketing-permissions pop-up's answers, for the member itself. */
  handle(fastify, endpoints.MemberRequiredInfoSet, async (input, ctx) => {
    const member = await activeMember(app, memberSession(ctx).memberId)
    await app.members.update(member.id, {
      agreement: input.agreement,
      preferredLang: input.preferredLang,
      job: input.job,
    })
    return { result: ok() }
  })
}
