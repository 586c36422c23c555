import { failure } from './apiFailure.ts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { ATTACHMENTS, SUBMISSION, type SubmissionModel } from '../../../src/contract/index.ts'
import { uploadAttachment } from '../../../src/services/support/contact.ts'
import { sendSubmission } from '../../../src/services/event/submission.ts'

const server = setupServer()
const at = (path: string) => new URL(path, window.location.origin).href

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const file = new Blob(['hello'], { type: 'text/plain' })
const ignore = () => undefined
const model: SubmissionModel = {
  kind: 'artwork',
  email: 'artist@example.com',
  name: 'Ari Artist',
  isPro: false,
  country: 'KR',
  city: 'Seoul',
  url: '',
  q1: 'Ten years of character art.',
  q2: 'A jacket over a chair.',
  q2Title: 'Evening jacket',
  cpu: 'RTX 4080',
  renderer: 'Drape3D Render',
  steamId: '76561198000000001',
  memberType: 'personal',
}

describe('an upload with progress (spec 1 §7, spec 3 §7)', () => {
  it('sends the file as its multipart part and returns the answer parsed by the contract', async () => {
    let part: FormDataEntryValue | null = null
    server.use(
      http.post(at(ATTACHMENTS.path), async ({ request }) => {
        part = (await request.formData()).get(ATTACHMENTS.field)
        return HttpResponse.json({
          result: { errCode: 0, errMsg: 'OK' },
          token: 'tok',
          fileName: 'a.txt',
          size: 5,
        })
      }),
    )
    const answer = await uploadAttachment(file, 'a.txt', ignore)
    expect(answer.token).toBe('tok')
    expect(part).toBeInstanceOf(File)
    // happy-dom's XMLHttpRequest drops the part's file name on the way; the browser suites see it.
    expect(await (part as unknown as File).text()).toBe('hello')
  })

  it("carries the server's errCode and message when it refuses", async () => {
    server.use(
      http.post(at(ATTACHMENTS.path), () =>
        HttpResponse.json({ result: { errCode: -413, errMsg: 'too large' } }, { status: 413 }),
      ),
    )
    const e = await failure(uploadAttachment(file, 'a.txt', ignore))
    expect(e).toMatchObject({ kind: 'http', status: 413, code: -413, apiName: ATTACHMENTS.name })
  })

  it('names an answer that breaks the contract, and a refusal without a body by its status', async () => {
    server.use(http.post(at(ATTACHMENTS.path), () => HttpResponse.json({ token: 1 })))
    expect(await failure(uploadAttachment(file, 'a.txt', ignore))).toMatchObject({
      kind: 'invalid-response',
    })
    server.use(http.post(at(ATTACHMENTS.path), () => new HttpResponse('down', { status: 502 })))
    expect(await failure(uploadAttachment(file, 'a.txt', ignore))).toMatchObject({
      kind: 'http',
      status: 502,
      code: 502,
    })
  })

  it('fails as a network error when the connection drops', async () => {
    server.use(http.post(at(ATTACHMENTS.path), () => HttpResponse.error()))
    expect(await failure(uploadAttachment(file, 'a.txt', ignore))).toMatchObject({
      kind: 'network',
    })
  })

  it('refuses a submission answered 200 whose errCode is not 0', async () => {
    let sent: unknown = null
    server.use(
      http.post(at(SUBMISSION.path), async ({ request }) => {
        const form = await request.formData()
        const part = form.get(SUBMISSION.modelField)
        sent = typeof part === 'string' ? (JSON.parse(part) as unknown) : null
        return HttpResponse.json({ result: { errCode: -5600, errMsg: 'no zip' }, submissionId: '' })
      }),
    )
    const e = await failure(sendSubmission({ model, zip: file, zipName: 'a.zip' }, ignore))
    expect(e).toMatchObject({ kind: 'http', status: 200, code: -5600, apiName: SUBMISSION.name })
    expect(sent).toEqual(model)
  })
})
