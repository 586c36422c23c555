import { ApiError } from '../../services/core/apiError.ts'
import { UploadProfileResponse } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { profileImageMachine } from './profileImage.ts'

const refused = (status: number, message: string) =>
  new ApiError({
    apiName: 'UploadProfile',
    kind: 'http',
    status,
    code: -status,
    message,
    detail: `HTTP ${String(status)}`,
  })

/** The test model of the profile image (spec 1 §5, §7, §8, §9): Pat changes the picture. */
export const model = defineModel({
  id: 'profileImage',
  title: 'Profile image upload',
  area: 'accounts',
  rules: ['PROFILE-1', 'PROFILE-2', 'PROFILE-3', 'PROFILE-4', 'PROFILE-5'],
  machine: profileImageMachine,
  model: {
    inputs: [
      { name: 'with a picture', input: { picUrl: '/api/Member/ProfileImage?v=1' } },
      { name: 'without a picture', input: { picUrl: '' } },
    ],
    events: {
      'file.choose': [
        {
          name: 'chooses a 2 MB PNG',
          event: {
            type: 'file.choose',
            file: { name: 'me.png', size: 2_000_000, type: 'image/png' },
          },
        },
        {
          name: 'chooses a 15728639-byte JPEG',
          event: {
            type: 'file.choose',
            file: { name: 'big.jpg', size: 15_728_639, type: 'image/jpeg' },
          },
        },
        {
          name: 'chooses a 15728640-byte PNG',
          event: {
            type: 'file.choose',
            file: { name: 'limit.png', size: 15_728_640, type: 'image/png' },
          },
        },
        {
          name: 'chooses a PDF',
          event: {
            type: 'file.choose',
            file: { name: 'cv.pdf', size: 50_000, type: 'application/pdf' },
          },
        },
      ],
      'upload.progress': [
        {
          name: 'half is sent',
          event: { type: 'upload.progress', loaded: 1_000_000, total: 2_000_000 },
        },
      ],
      'picture.known': [
        {
          name: 'the session tells a new picture',
          event: { type: 'picture.known', picUrl: '/api/Member/ProfileImage?v=7' },
        },
        {
          name: 'the session tells the first picture again',
          event: { type: 'picture.known', picUrl: '/api/Member/ProfileImage?v=1' },
        },
      ],
      'picture.broken': [{ name: 'the picture fails to load', event: { type: 'picture.broken' } }],
      'alert.dismiss': [{ name: 'closes the alert', event: { type: 'alert.dismiss' } }],
    },
    outcomes: {
      uploadProfile: {
        done: [
          {
            name: 'stored',
            output: UploadProfileResponse.parse({
              result: { errCode: 0, errMsg: 'OK' },
              picUrl: '/api/Member/ProfileImage?v=9',
            }),
          },
        ],
        error: [
          { name: 'HTTP 413, too large', error: refused(413, 'too large') },
          { name: 'HTTP 415, not an image', error: refused(415, 'not an image') },
          { name: 'HTTP 429', error: failures.http429('UploadProfile') },
          { name: 'HTTP 500', error: failures.http500('UploadProfile') },
        ],
      },
    },
    project: (s) => ({ broken: s.context.broken, picture: s.context.picUrl }),
    effects: ['sessionChanged', 'reportFailure'],
  },
})
