import type { EventFrom, SnapshotFrom } from 'xstate'
import type {
  ChosenFile,
  ProfileProblem,
  profileImageMachine,
} from '../../../machines/account/profileImage.ts'

/** What the profile image section needs from its machine: the picture, the upload and the intents. */
export interface ProfileImageApi {
  picUrl: string
  broken: boolean
  uploading: boolean
  /** Per cent of the file sent, while uploading. */
  percent: number
  stored: boolean
  problem: ProfileProblem | null
  file: ChosenFile | null
  choose: (file: File) => void
  knowPicture: (picUrl: string) => void
  pictureBroken: () => void
  dismiss: () => void
}

export function connectProfileImage(
  state: SnapshotFrom<typeof profileImageMachine>,
  send: (event: EventFrom<typeof profileImageMachine>) => void,
): ProfileImageApi {
  const c = state.context
  return {
    picUrl: c.picUrl,
    broken: c.broken,
    uploading: state.matches('uploading'),
    percent: Math.round((100 * c.progress.loaded) / Math.max(1, c.progress.total)),
    stored: state.matches('done'),
    problem: state.matches('failed') ? c.problem : null,
    file: c.file,
    choose: (file) => send({ type: 'file.choose', file }),
    knowPicture: (picUrl) => send({ type: 'picture.known', picUrl }),
    pictureBroken: () => send({ type: 'picture.broken' }),
    dismiss: () => send({ type: 'alert.dismiss' }),
  }
}
