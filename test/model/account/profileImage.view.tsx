import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useEffect } from 'react'
import { expect, vi } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { PROFILE_IMAGE, type UserInfo } from '../../../src/contract/index.ts'
import { i18next } from '../../../src/i18n/index.ts'
import type {
  ChosenFile,
  ProfileImageContext,
  ProfileImageInput,
} from '../../../src/machines/account/profileImage.ts'
import { sessionMachine } from '../../../src/machines/account/session.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import { failureOf } from '../../../src/services/core/apiError.ts'
import { userInfo } from '../../../src/tools/testing/fixtures.ts'
import { ProfileImageSection } from '../../../src/views/account/profile/ProfileImageSection.tsx'
import { SessionContext } from '../../../src/views/account/SessionContext.tsx'
import { renderInRouter, responseFor } from '../harness.tsx'
import { holdUploadsTo } from '../heldUpload.ts'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'profile', ...options })

/** UploadProfile is a multipart upload by XMLHttpRequest: the page's request is held (heldUpload.ts). */
const uploads = holdUploadsTo(PROFILE_IMAGE.path)

/** The picture the session (GetUserInfo) names now: the page opens with it, the server changes it. */
let told = ''
let session: ActorRefFrom<typeof sessionMachine> | null = null
/** Pictures stored so far, each followed by the site asking the session again. */
let stored = 0
/** Failures that raise the global error pop-up (spec 1 §8) so far. */
let popups = 0

/** The site's one session actor, as the page reads it (the header shares it). */
function SessionHandle() {
  const actor = SessionContext.useActorRef()
  useEffect(() => {
    session = actor
  }, [actor])
  return null
}

const sessionTelling = sessionMachine.provide({
  actors: {
    loadUser: fromPromise<UserInfo | null>(() =>
      Promise.resolve(userInfo({ id: 'pat', name: 'Pat', picUrl: told })),
    ),
  },
})

/** The session asks GetUserInfo again (another tab, a stored picture) and answers with `told`. */
async function refreshSession() {
  await act(async () => {
    session?.send({ type: 'session.refresh' })
    await Promise.resolve()
  })
  await waitFor(() => {
    const s = session?.getSnapshot()
    expect(s?.matches('signedIn') && s.context.user?.picUrl).toBe(told)
  })
}

/** A file as the member's computer holds it: its size is what the page reads, not its bytes. */
function fileOf(chosen: ChosenFile): File {
  const file = new File([new Uint8Array(1)], chosen.name, { type: chosen.type })
  Object.defineProperty(file, 'size', { value: chosen.size })
  return file
}

const section = () => screen.getByTestId('profile-image')
const chooser = () => {
  const input = section().querySelector('input[type="file"]')
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input')
  return input
}

/**
 * The profile image of /mypage/account (spec 1 §5, §7, §8; issue 11): the member chooses or drops a
 * file, the upload reports its progress, the session tells the picture, a picture fails to load.
 */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as ProfileImageInput
    told = input.picUrl
    session = null
    stored = 0
    popups = 0
    uploads.held.splice(0)
    vi.stubGlobal('XMLHttpRequest', uploads.Xhr)
    // A stored picture makes the site ask the session again, as the shell does.
    effects.sessionChanged.mockImplementation(() => {
      session?.send({ type: 'session.refresh' })
    })
    await renderInRouter(
      () => (
        <SessionContext.Provider logic={sessionTelling}>
          <SessionHandle />
          <ProfileImageSection />
        </SessionContext.Provider>
      ),
      '/mypage/account',
      effects,
    )
    await screen.findByTestId('profile-image')
  },
  events: {
    'file.choose': async (step, user) => {
      const { file } = step.event as unknown as { file: ChosenFile }
      if ((PROFILE_IMAGE.types as readonly string[]).includes(file.type)) {
        // The chooser offers images (disabled while a file goes up: then nothing happens).
        await user.upload(chooser(), fileOf(file))
        return
      }
      // Any other file is dropped on the chooser, which takes what it is given.
      const zone = within(section()).getByTestId('file-drop')
      fireEvent.drop(zone, { dataTransfer: { files: [fileOf(file)], types: ['Files'] } })
    },
    'upload.progress': async (step) => {
      const { loaded, total } = step.event as unknown as { loaded: number; total: number }
      const upload = await uploads.last()
      act(() => upload.progress(loaded, total))
    },
    'picture.known': async (step) => {
      told = (step.event as unknown as { picUrl: string }).picUrl
      await refreshSession()
    },
    // Only a picture can fail to load: the icon has nothing to fail.
    'picture.broken': () => {
      const picture = screen.queryByTestId('profile-picture')
      if (picture) fireEvent.error(picture)
      return Promise.resolve()
    },
    'alert.dismiss': async (_step, user) => {
      const alert = screen.queryByTestId('profile-alert')
      if (alert) await user.click(within(alert).getByRole('button', { name: t('picture.dismiss') }))
    },
  },
  services: {
    uploadProfile: {
      endpoints: [PROFILE_IMAGE.name],
      answer: async (event) => {
        const upload = await uploads.next()
        uploads.held.splice(uploads.held.indexOf(upload), 1)
        if (event.type.startsWith('xstate.done.actor.')) {
          // The server now holds the new picture: GetUserInfo names it.
          told = (event.output as { picUrl: string }).picUrl
          stored++
        } else if (raisesErrorPopup(failureOf(event.error, PROFILE_IMAGE.name))) popups++
        await act(() => upload.answerWith(responseFor(event)))
      },
    },
  },
  see: async (expected, effects) => {
    const c = expected.context as ProfileImageContext
    const box = within(await screen.findByTestId('profile-image'))

    // The picture, or the default icon when there is none or it failed to load (spec 1 §8).
    if (c.broken || c.picUrl === '') {
      expect(await box.findByTestId('profile-fallback')).toHaveAccessibleName(t('picture.fallback'))
      expect(box.queryByTestId('profile-picture')).toBeNull()
    } else
      await waitFor(() =>
        expect(box.getByTestId('profile-picture')).toHaveAttribute('src', c.picUrl),
      )
    expect(box.getByText(c.picUrl === '' ? t('picture.choose') : t('picture.change'))).toBeVisible()

    // While the file goes up: the progress bar, and no other file can be chosen.
    if (expected.matches('uploading')) {
      const percent = Math.round((100 * c.progress.loaded) / Math.max(1, c.progress.total))
      await waitFor(() =>
        expect(box.getByTestId('profile-progress')).toHaveAttribute(
          'data-percent',
          String(percent),
        ),
      )
      expect(box.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent))
      expect(chooser()).toBeDisabled()
    } else {
      await waitFor(() => expect(box.queryByTestId('profile-progress')).toBeNull())
      expect(chooser()).toBeEnabled()
    }

    if (expected.matches('done'))
      expect(box.getByTestId('profile-stored')).toHaveTextContent(t('picture.done'))
    else expect(box.queryByTestId('profile-stored')).toBeNull()

    // Why the last choice was not stored: the size alert, not an image, or a failure (spec 1 §5, §8).
    if (expected.matches('failed') && c.problem) {
      const alert = await box.findByTestId('profile-alert')
      expect(alert).toHaveAttribute('data-problem', c.problem)
      expect(alert).toHaveTextContent(t(`picture.alerts.${c.problem}.title`))
      if (c.problem === 'size') expect(alert).toHaveTextContent(c.file?.name ?? '?')
    } else expect(box.queryByTestId('profile-alert')).toBeNull()

    // Nothing is sent but a file the machine sends; each stored picture asks the session again.
    expect(uploads.held.length).toBe(expected.matches('uploading') ? 1 : 0)
    expect(effects.sessionChanged).toHaveBeenCalledTimes(stored)
    expect(effects.reportFailure).toHaveBeenCalledTimes(popups)
    if (popups > 0)
      expect(effects.reportFailure).toHaveBeenLastCalledWith(
        expect.objectContaining({ apiName: PROFILE_IMAGE.name }),
      )
  },
}
