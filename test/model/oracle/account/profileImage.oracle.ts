import {
  answerAt,
  failureAt,
  isEvent,
  isStart,
  payloadAt,
  errorPopupOf,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * The profile image, from spec 1 §5 ("Profile image must be under 15728640 bytes (15 MB), otherwise
 * a size alert"), §7 (UploadProfile), §8 ("Profile image over 15 MB shows a size alert; a failing
 * profile image falls back to a default dark or white account icon"; network errors raise the
 * global error pop-up) and §9 ("Profile image limit 15728640 bytes"), with issue 11's progress bar.
 * Shows: `screen` (picture, uploading, stored, alert), `alert` (size, type, failed or null),
 * `progress` (per cent while uploading), `picture` (the address shown, or `icon`).
 */
const UPLOAD = 'uploadProfile'
const LIMIT_BYTES = 15_728_640
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

interface Chosen {
  name: string
  size: number
  type: string
}
const chosenAt = (story: Story, at: number): Chosen => payloadAt(story, at).file as Chosen
const underLimit = (f: Chosen) => f.size < LIMIT_BYTES
const isImage = (f: Chosen) => IMAGE_TYPES.includes(f.type)

/** The picture shown after step `at`: the latest known or stored one, or the icon when none loads. */
function pictureAfter(story: Story, at: number): string {
  let url = (story.input as { picUrl?: string } | undefined)?.picUrl ?? ''
  let broken = false
  for (let i = 1; i <= at; i++) {
    const step = story.steps[i]
    if (!step) break
    // The same address told again is the same picture: if it failed to load, it still has.
    if (step.type === 'picture.known' && String(step.event.picUrl) !== url) {
      url = String(step.event.picUrl)
      broken = false
    }
    if (step.type === 'picture.broken') broken = true
    const stored = answerAt(story, i, UPLOAD) as { picUrl?: string } | undefined
    if (stored?.picUrl !== undefined) {
      url = stored.picUrl
      broken = false
    }
  }
  return broken || url === '' ? 'icon' : url
}

const chose = (story: Story, at: number) => isEvent(story, at, 'file.choose')

const expectations: Expectation[] = [
  {
    rule: 'PROFILE-4',
    says: 'At every step, the picture shown is the latest one known or stored, else the default icon when there is none or it failed to load',
    when: () => true,
    expect: (story, at) => ({ shows: { picture: pictureAfter(story, at) } }),
  },
  {
    rule: 'PROFILE-4',
    says: 'Given the page opens, nothing is sent and no alert shows',
    when: isStart,
    expect: () => ({ calls: [], shows: { screen: 'picture', alert: null } }),
  },
  {
    rule: 'PROFILE-1',
    says: 'Given a file of 15728640 bytes or more is chosen, nothing is sent and the size alert shows',
    when: (story, at) => chose(story, at) && !underLimit(chosenAt(story, at)),
    expect: () => ({ calls: [], shows: { screen: 'alert', alert: 'size' } }),
  },
  {
    rule: 'PROFILE-3',
    says: 'Given a file under the limit that is not an image is chosen, nothing is sent and the alert says so',
    when: (story, at) =>
      chose(story, at) && underLimit(chosenAt(story, at)) && !isImage(chosenAt(story, at)),
    expect: () => ({ calls: [], shows: { screen: 'alert', alert: 'type' } }),
  },
  {
    rule: 'PROFILE-2',
    says: 'Given an image under the limit is chosen, UploadProfile sends that file and the progress bar starts at 0',
    when: (story, at) =>
      chose(story, at) && underLimit(chosenAt(story, at)) && isImage(chosenAt(story, at)),
    expect: (story, at) => ({
      calls: [{ service: UPLOAD, input: { file: chosenAt(story, at) } }],
      shows: { screen: 'uploading', alert: null, progress: 0 },
    }),
  },
  {
    rule: 'PROFILE-2',
    says: 'Given part of the file has gone out while uploading, the progress bar shows that share',
    when: (story, at) => isEvent(story, at, 'upload.progress'),
    expect: (story, at, before) => {
      if (before?.shows.screen !== 'uploading') return { calls: [] }
      const e = payloadAt(story, at)
      return {
        shows: {
          screen: 'uploading',
          progress: Math.round((100 * Number(e.loaded)) / Number(e.total)),
        },
      }
    },
  },
  {
    rule: 'PROFILE-3',
    says: 'Given UploadProfile stored the picture, it shows, no alert, and the session is asked again (the header shows it)',
    when: (story, at) => answerAt(story, at, UPLOAD) !== undefined,
    expect: () => ({
      shows: { screen: 'stored', alert: null },
      cookies: ['session asked again'],
      popup: false,
    }),
  },
  {
    rule: 'PROFILE-3',
    says: 'Given the server refused the size (413), the size alert shows, without the error pop-up',
    when: (story, at) => failureAt(story, at, UPLOAD)?.status === 413,
    expect: () => ({ shows: { screen: 'alert', alert: 'size' }, popup: false, cookies: [] }),
  },
  {
    rule: 'PROFILE-3',
    says: 'Given the server found no image in the file (415), the alert says so, without the error pop-up',
    when: (story, at) => failureAt(story, at, UPLOAD)?.status === 415,
    expect: () => ({ shows: { screen: 'alert', alert: 'type' }, popup: false, cookies: [] }),
  },
  {
    rule: 'PROFILE-5',
    says: 'Given UploadProfile failed otherwise, an error alert shows; a network or unexpected failure also raises the global error pop-up',
    when: (story, at) => {
      const f = failureAt(story, at, UPLOAD)
      return f !== undefined && f.status !== 413 && f.status !== 415
    },
    expect: (story, at) => {
      const f = failureAt(story, at, UPLOAD)
      return {
        shows: { screen: 'alert', alert: 'failed' },
        popup: f ? errorPopupOf(f) : false,
        cookies: [],
      }
    },
  },
  {
    rule: 'PROFILE-1',
    says: 'Given the alert is closed, it goes and nothing is sent',
    when: (story, at) => isEvent(story, at, 'alert.dismiss'),
    expect: () => ({ calls: [], shows: { screen: 'picture', alert: null } }),
  },
]

export const profileImageOracle: Oracle = { machine: 'profileImage', expectations }
