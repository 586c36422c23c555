import { SUBMISSION, SubmissionCode, SubmissionResponse } from '../../contract/index.ts'
import { ApiError } from '../../services/core/apiError.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { communitySubmissionMachine } from './communitySubmission.ts'

const refused = (code: number, status: number) =>
  new ApiError({
    apiName: 'FF2112',
    kind: 'http',
    status,
    code,
    message: 'refused',
    detail: `HTTP ${String(status)}`,
  })

/** Every required field filled and valid, as the signed-in page could fill it in. */
const filled = {
  name: 'Ari Artist',
  email: 'ari@example.com',
  city: 'Seoul',
  url: '',
  q1: 'Ten years of character art.',
  q2Title: 'Evening jacket',
  q2: 'A jacket draped over a chair.',
  gpu: 'RTX 4080',
  renderer: 'Drape3D Render',
  steamId: '76561198000000001',
}

/** The test model of the community submission (spec 3 §3-§5, §7-§9). */
export const model = defineModel({
  id: 'communitySubmission',
  title: 'Community submission',
  area: 'events',
  rules: [
    'SUBMIT-1',
    'SUBMIT-2',
    'SUBMIT-3',
    'SUBMIT-4',
    'SUBMIT-5',
    'SUBMIT-6',
    'SUBMIT-7',
    'SUBMIT-8',
    'SUBMIT-9',
    'SUBMIT-10',
    'SUBMIT-11',
    'ERRPOP-1',
  ],
  machine: communitySubmissionMachine,
  model: {
    inputs: [
      {
        name: 'a case form filled in, no locale country',
        input: { kind: 'case', country: '', initial: filled },
      },
    ],
    events: {
      'field.change': [
        {
          name: 'Steam ID of 16',
          event: { type: 'field.change', field: 'steamId', value: '7656119800000000' },
        },
      ],
      'country.choose': [{ name: 'Japan', event: { type: 'country.choose', value: 'JP' } }],
      'kind.choose': [{ name: 'artwork', event: { type: 'kind.choose', value: 'artwork' } }],
      'memberType.choose': [
        { name: 'personal', event: { type: 'memberType.choose', value: 'personal' } },
      ],
      'zip.choose': [
        {
          name: 'a 2 KB zip',
          event: { type: 'zip.choose', zip: { name: 'art.zip', size: 2048, file: null } },
        },
        {
          name: 'a zip of 52428800 bytes',
          event: {
            type: 'zip.choose',
            zip: { name: 'big.zip', size: SUBMISSION.limitBytes, file: null },
          },
        },
      ],
      'terms.toggle': [{ name: 'ticks terms', event: { type: 'terms.toggle' } }],
      'privacy.toggle': [{ name: 'ticks privacy', event: { type: 'privacy.toggle' } }],
      'terms.open': [{ name: 'reads the terms', event: { type: 'terms.open' } }],
      'privacy.open': [{ name: 'reads the privacy text', event: { type: 'privacy.open' } }],
      'popup.close': [{ name: 'closes the pop-up', event: { type: 'popup.close' } }],
      'alert.close': [{ name: 'closes the alert', event: { type: 'alert.close' } }],
      'submission.submit': [
        { name: 'submits at 640 px', event: { type: 'submission.submit', scrollY: 640 } },
      ],
      'upload.progress': [
        { name: 'all bytes sent', event: { type: 'upload.progress', loaded: 2300, total: 2300 } },
      ],
      'submission.again': [{ name: 'sends another', event: { type: 'submission.again' } }],
    },
    outcomes: {
      sendSubmission: {
        done: [
          {
            name: 'errCode 0',
            output: SubmissionResponse.parse({
              result: { errCode: 0, errMsg: 'OK' },
              submissionId: 'sub-1',
            }),
          },
        ],
        error: [
          { name: 'zip too big (-5500)', error: refused(SubmissionCode.tooLarge, 413) },
          { name: 'no zip (-5600)', error: refused(SubmissionCode.noZip, 400) },
          { name: 'HTTP 400', error: failures.http400('FF2112') },
          { name: 'HTTP 500', error: failures.http500('FF2112') },
        ],
      },
    },
    // Only what the guards read, coarsely: the field values themselves would make every keystroke a vertex.
    project: (s) => ({
      agreed: Number(s.context.agreeTerms) + Number(s.context.agreePrivacy),
      zip: s.context.zip !== null,
      member: s.context.memberType !== '',
      valid: s.context.values.steamId.length === 17,
      progress: s.context.progress === null ? null : s.context.progress >= 90 ? 'held' : 'moving',
    }),
    regions: {
      popup: ['terms.open', 'privacy.open', 'popup.close'],
      form: [
        'field.change',
        'country.choose',
        'kind.choose',
        'memberType.choose',
        'zip.choose',
        'zip.remove',
        'terms.toggle',
        'privacy.toggle',
        'alert.close',
        'submission.submit',
        'upload.progress',
        'submission.again',
        'xstate.done.actor.sendSubmission',
        'xstate.error.actor.sendSubmission',
        'xstate.after.FADE.communitySubmission.form.sent.shown',
        'xstate.after.RESET.communitySubmission.form.sent',
        'xstate.after.SCROLL_RESTORE.communitySubmission.form.restoring',
      ],
    },
    effects: ['reportFailure', 'restoreScroll'],
  },
})
