import type { ExtraStory } from '../stories.ts'

/**
 * Community submission stories the generated paths do not tell (spec 3 §3, §4, §5, §8): the
 * generated paths start from a filled form and change only the Steam ID, so these type every field
 * (blanks, an e-mail without its dot, spaces around a name), send the model and follow the
 * progress, the fade, the reset and the scroll back. Nothing of the machine or its model is
 * imported: test/model/stories.ts loads every stories file in every mutation project.
 */
const emptyFromJapan = {
  name: 'an empty artwork form from Japan',
  input: { kind: 'artwork', country: 'JP' },
}
const change = (field: string, value: string) => ({
  caseName: `types "${value}" in ${field}`,
  event: { type: 'field.change', field, value },
})
const on = (type: string, extra: Record<string, unknown> = {}) => ({
  caseName: type,
  event: { type, ...extra },
})
const zip = (name: string, size: number) => ({
  caseName: `chooses ${name} of ${String(size)} bytes`,
  event: { type: 'zip.choose', zip: { name, size, file: null } },
})
const progress = (loaded: number, total: number) => ({
  caseName: `${String(loaded)} of ${String(total)} bytes sent`,
  event: { type: 'upload.progress', loaded, total },
})
const after = (delay: string, state: string) => ({
  caseName: `${delay} passes`,
  event: { type: `xstate.after.${delay}.communitySubmission.form.${state}` },
})
const stored = {
  caseName: 'errCode 0',
  event: {
    type: 'xstate.done.actor.sendSubmission',
    output: { result: { errCode: 0, errMsg: 'OK' }, submissionId: 'sub-7' },
  },
}

const everyField = [
  change('name', '  Ari Artist '),
  change('email', 'ari@example'),
  change('city', 'Osaka'),
  change('url', 'not even a web address'),
  change('q1', 'Ten years of character art.'),
  change('q2Title', 'Evening jacket'),
  change('q2', 'A jacket draped over a chair.'),
  change('gpu', 'RTX 4080'),
  change('renderer', 'Drape3D Render'),
  change('steamId', '76561198000000001'),
]

export const stories: ExtraStory[] = [
  {
    name: 'an empty form: submit shows every field blank; filled with an e-mail without its dot, nothing is sent; fixed, the model goes with the zip, progress follows the bytes, then 100, the fade, the reset and the scroll back',
    input: emptyFromJapan,
    steps: [
      on('submission.submit', { scrollY: 0 }),
      ...everyField,
      on('memberType.choose', { value: 'student' }),
      on('kind.choose', { value: 'case' }),
      on('terms.toggle'),
      on('privacy.toggle'),
      on('submission.submit', { scrollY: 300 }),
      zip('art.zip', 52_428_799),
      on('submission.submit', { scrollY: 300 }),
      change('email', 'ari@example.com'),
      on('country.choose', { value: 'FR' }),
      on('submission.submit', { scrollY: 1200 }),
      on('terms.toggle'),
      progress(500, 2_000),
      progress(0, 0),
      progress(2_000, 2_000),
      stored,
      on('submission.again'),
      after('FADE', 'sent.shown'),
      after('RESET', 'sent'),
      after('SCROLL_RESTORE', 'restoring'),
      on('submission.again'),
    ],
  },
  {
    name: 'a required field emptied or blank, one agreement or no member type: submit is not enabled; the zip removed: the no-zip alert, closed',
    input: emptyFromJapan,
    steps: [
      ...everyField,
      change('email', 'ari@example.com'),
      on('memberType.choose', { value: 'professional' }),
      on('terms.toggle'),
      on('submission.submit', { scrollY: 10 }),
      on('privacy.toggle'),
      change('city', ' '),
      on('submission.submit', { scrollY: 10 }),
      change('city', 'Osaka'),
      change('renderer', '\u3000'),
      on('submission.submit', { scrollY: 10 }),
      change('renderer', 'Drape3D Render'),
      zip('art.zip', 2_048),
      on('zip.remove'),
      on('submission.submit', { scrollY: 10 }),
      on('alert.close'),
      zip('huge.zip', 60_000_000),
      on('alert.close'),
      zip('art.zip', 2_048),
      change('steamId', ' 76561198000000001 '),
      change('q2', ''),
      on('submission.submit', { scrollY: 10 }),
    ],
  },
  {
    name: 'a member type never chosen keeps submit disabled though every field and both agreements are there',
    input: { name: 'a case form, Korean locale', input: { kind: 'case', country: 'KR' } },
    steps: [
      ...everyField,
      on('terms.toggle'),
      on('privacy.toggle'),
      zip('art.zip', 2_048),
      on('submission.submit', { scrollY: 5 }),
    ],
  },
  {
    name: 'the sending fails without an answer from the client: the form stays with a message naming FF2112, and the error pop-up',
    input: { name: 'a case form, Korean locale', input: { kind: 'case', country: 'KR' } },
    steps: [
      ...everyField,
      change('email', 'ari@example.com'),
      on('memberType.choose', { value: 'studio' }),
      on('terms.toggle'),
      on('privacy.toggle'),
      zip('art.zip', 2_048),
      on('submission.submit', { scrollY: 5 }),
      {
        caseName: 'FF2112 fails',
        event: {
          type: 'xstate.error.actor.sendSubmission',
          error: new TypeError('Failed to fetch'),
        },
      },
    ],
  },
  {
    name: 'the terms and the privacy pop-ups each open again after they are closed',
    input: emptyFromJapan,
    steps: [
      on('terms.open'),
      on('popup.close'),
      on('terms.open'),
      on('popup.close'),
      on('privacy.open'),
      on('popup.close'),
      on('privacy.open'),
      on('popup.close'),
    ],
  },
]
