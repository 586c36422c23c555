import { assign, fromPromise, setup } from 'xstate'
import {
  PROFILE_IMAGE,
  fitsProfileLimit,
  type UploadProfileResponse,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { uploadProfile, type UploadProgress } from '../../services/account/profile.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

/**
 * The profile image (spec 1 §5, §7 UploadProfile, §8, §9): the member chooses a file; one of
 * 15728640 bytes or more gets the size alert without being sent; one under the limit is sent with a
 * progress bar; the stored picture then shows. A picture that fails to load shows the default icon.
 * Effects are injected: `sessionChanged` (the header's picture), `reportFailure` (the error pop-up).
 */

/** What the view hands over of a chosen file: a `File` is one (its bytes go to the upload). */
export interface ChosenFile {
  name: string
  size: number
  type: string
}

export interface ProfileImageInput {
  /** The member's picture now (GetUserInfo picUrl); '' when there is none. */
  picUrl: string
}

/** Why the last choice was not stored: the size alert, not an image, or a failed call. */
export type ProfileProblem = 'size' | 'type' | 'failed'

export interface ProfileImageContext {
  picUrl: string
  /** The picture did not load: the fallback icon shows instead (reset by a new picture). */
  broken: boolean
  file: ChosenFile | null
  progress: UploadProgress
  problem: ProfileProblem | null
  error: ApiFailure | null
}

export type ProfileImageEvent =
  | { type: 'file.choose'; file: ChosenFile }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'picture.known'; picUrl: string }
  | { type: 'picture.broken' }
  | { type: 'alert.dismiss' }

const isImageType = (file: ChosenFile) =>
  (PROFILE_IMAGE.types as readonly string[]).includes(file.type.toLowerCase())

export const profileImageMachine = setup({
  types: {
    context: {} as ProfileImageContext,
    events: {} as ProfileImageEvent,
    input: {} as ProfileImageInput,
    meta: {} as RuleMeta,
  },
  actors: {
    /** POST /api/Member/UploadProfile; progress goes back to the machine as `upload.progress`. */
    uploadProfile: fromPromise<UploadProfileResponse, { file: ChosenFile }>(({ input, self }) =>
      uploadProfile(input.file as ChosenFile & Blob, input.file.name, (p) => {
        // The invoking machine (this actor's parent) follows the progress bar.
        self._parent?.send({ type: 'upload.progress', loaded: p.loaded, total: p.total })
      }),
    ),
  },
  guards: {
    /** The session tells a picture other than the one shown (the same one changes nothing). */
    isNewPicture: ({ context }, params: { picUrl: string }) => params.picUrl !== context.picUrl,
    // isTooLarge and isNotImage are asked only in `checking`, which every `file.choose` enters
    // after keepFile kept its file: the file is never null there.
    /** Spec 1 §5: "Profile image must be under 15728640 bytes (15 MB), otherwise a size alert." */
    isTooLarge: ({ context }) => !fitsProfileLimit((context.file as ChosenFile).size),
    /** Only image files are sent (the server checks their first bytes too). */
    isNotImage: ({ context }) => !isImageType(context.file as ChosenFile),
    /** The server refused the size (413): the same size alert. */
    isRefusedSize: ({ event }) => 'error' in event && failureOf(event.error).status === 413,
    /** The server refused the file as not an image (415). */
    isRefusedType: ({ event }) => 'error' in event && failureOf(event.error).status === 415,
    /** No answer, a broken answer or a server error (spec 1 §8): the global error pop-up too. */
    failureRaisesErrorPopup: ({ event }) =>
      'error' in event && raisesErrorPopup(failureOf(event.error, PROFILE_IMAGE.name)),
  },
  actions: {
    sessionChanged: () => undefined,
    reportFailure: () => undefined,
    keepFile: assign({
      file: (_, params: { file: ChosenFile }) => params.file,
      problem: null,
      error: null,
      progress: (_, params: { file: ChosenFile }) => ({ loaded: 0, total: params.file.size }),
    }),
    keepProgress: assign({
      progress: (_, params: UploadProgress) => ({ loaded: params.loaded, total: params.total }),
    }),
    keepPicture: assign({
      picUrl: (_, params: { picUrl: string }) => params.picUrl,
      broken: false,
    }),
    markBroken: assign({ broken: true }),
    markProblem: assign({ problem: (_, params: { problem: ProfileProblem }) => params.problem }),
    keepFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error, PROFILE_IMAGE.name),
    }),
    clearProblem: assign({ problem: null, error: null }),
  },
}).createMachine({
  id: 'profileImage',
  description: 'Choose, check and upload the profile image (spec 1 §5, §7, §8).',
  context: ({ input }) => ({
    picUrl: input.picUrl,
    broken: false,
    file: null,
    progress: { loaded: 0, total: 0 },
    problem: null,
    error: null,
  }),
  on: {
    'picture.known': {
      guard: { type: 'isNewPicture', params: ({ event }) => ({ picUrl: event.picUrl }) },
      actions: { type: 'keepPicture', params: ({ event }) => ({ picUrl: event.picUrl }) },
      description: 'The session told the picture (it loads after the page).',
      meta: { rules: ['PROFILE-4'] },
    },
    'picture.broken': {
      actions: 'markBroken',
      description: 'The picture failed to load: the fallback icon shows.',
      meta: { rules: ['PROFILE-4'] },
    },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'The picture (or the fallback icon) and a button to choose a file.',
      meta: { rules: ['PROFILE-4'] },
      on: {
        'file.choose': {
          target: 'checking',
          actions: { type: 'keepFile', params: ({ event }) => ({ file: event.file }) },
          description: 'A file was chosen.',
          meta: { rules: ['PROFILE-1'] },
        },
      },
    },
    checking: {
      description: 'The size of the chosen file is checked before anything is sent.',
      meta: { rules: ['PROFILE-1'] },
      always: [
        {
          guard: 'isTooLarge',
          target: 'failed',
          actions: { type: 'markProblem', params: { problem: 'size' } },
          description: '15728640 bytes or more: the size alert, nothing sent.',
          meta: { rules: ['PROFILE-1'] },
        },
        {
          guard: 'isNotImage',
          target: 'failed',
          actions: { type: 'markProblem', params: { problem: 'type' } },
          description: 'Not an image file: nothing sent.',
          meta: { rules: ['PROFILE-3'] },
        },
        {
          target: 'uploading',
          description: 'Under the limit: it is sent.',
          meta: { rules: ['PROFILE-2'] },
        },
      ],
    },
    uploading: {
      description: 'UploadProfile is sending the file; the progress bar follows it.',
      meta: { rules: ['PROFILE-2'] },
      invoke: {
        id: 'uploadProfile',
        src: 'uploadProfile',
        input: ({ context }) => ({ file: context.file ?? { name: '', size: 0, type: '' } }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepPicture', params: ({ event }) => ({ picUrl: event.output.picUrl }) },
            'sessionChanged',
          ],
          description: 'Stored: the new picture shows, and the header asks the session again.',
          meta: { rules: ['PROFILE-3'] },
        },
        onError: [
          {
            guard: 'isRefusedSize',
            target: 'failed',
            actions: { type: 'markProblem', params: { problem: 'size' } },
            description: 'The server refused the size (413): the size alert.',
            meta: { rules: ['PROFILE-3'] },
          },
          {
            guard: 'isRefusedType',
            target: 'failed',
            actions: { type: 'markProblem', params: { problem: 'type' } },
            description: 'The server found no image in the file (415).',
            meta: { rules: ['PROFILE-3'] },
          },
          {
            guard: 'failureRaisesErrorPopup',
            target: 'failed',
            actions: [
              { type: 'markProblem', params: { problem: 'failed' } },
              { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
              'reportFailure',
            ],
            description: 'No answer or a server error: an error, and the global error pop-up.',
            meta: { rules: ['PROFILE-5'] },
          },
          {
            target: 'failed',
            actions: [
              { type: 'markProblem', params: { problem: 'failed' } },
              { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            ],
            description: 'Another refusal: an error on the section.',
            meta: { rules: ['PROFILE-5'] },
          },
        ],
      },
      on: {
        'upload.progress': {
          actions: {
            type: 'keepProgress',
            params: ({ event }) => ({ loaded: event.loaded, total: event.total }),
          },
          description: 'More of the file has gone out.',
          meta: { rules: ['PROFILE-2'] },
        },
      },
    },
    done: {
      description: 'The new picture shows; another file may be chosen.',
      meta: { rules: ['PROFILE-3'] },
      on: {
        'file.choose': {
          target: 'checking',
          actions: { type: 'keepFile', params: ({ event }) => ({ file: event.file }) },
          description: 'Another file was chosen.',
          meta: { rules: ['PROFILE-1'] },
        },
      },
    },
    failed: {
      description: 'An alert says why (size, not an image, or a failure); the picture stays.',
      meta: { rules: ['PROFILE-1', 'PROFILE-3', 'PROFILE-5'] },
      on: {
        'alert.dismiss': {
          target: 'idle',
          actions: 'clearProblem',
          description: 'The alert is closed.',
          meta: { rules: ['PROFILE-1'] },
        },
        'file.choose': {
          target: 'checking',
          actions: { type: 'keepFile', params: ({ event }) => ({ file: event.file }) },
          description: 'Another file was chosen.',
          meta: { rules: ['PROFILE-1'] },
        },
      },
    },
  },
})
