import { act, screen, waitFor, within } from '@testing-library/react'
import { expect, vi, type MockInstance } from 'vitest'
import { SUBMISSION, SubmissionCode, type FieldState } from '../../../src/contract/index.ts'
import { i18next } from '../../../src/i18n/index.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import {
  TEXT_FIELDS,
  type CommunitySubmissionContext,
  type CommunitySubmissionInput,
} from '../../../src/machines/event/communitySubmission.ts'
import { CommunitySubmissionPage } from '../../../src/views/event/CommunitySubmissionPage.tsx'
import { renderInRouter, responseFor } from '../harness.tsx'
import { holdUploadsTo } from '../heldUpload.ts'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'event', ...options })
const ERROR_OF: Record<FieldState, string | null> = {
  initial: null,
  success: null,
  blank: 'submit.errors.blank',
  vaild: 'submit.errors.email',
  min: 'submit.errors.steamId',
}
const box = (id: string) => screen.getByTestId(`submit-${id}`)

/** FF2112 is a multipart upload by XMLHttpRequest: the page's request to it is held (heldUpload.ts). */
const uploads = holdUploadsTo(SUBMISSION.path)
const held = uploads.held
const heldUpload = uploads.last

/** Milliseconds since the success: the fade (500) and the reset (600) count from the same moment. */
let sinceSuccess = 0
/** Where the page was scrolled when the member pressed send. */
let scrolledAt = 0
let scrolls: MockInstance<typeof window.scrollTo>

let passClock: (ms: number) => void = () => undefined
const pass = (ms: number) =>
  act(async () => {
    passClock(ms)
    await Promise.resolve()
  })

/** /event/submit as a member meets it: typing, choosing, the zip, the agreements, the pop-ups, the upload. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as CommunitySubmissionInput
    held.splice(0)
    sinceSuccess = 0
    scrolledAt = 0
    passClock = (ms) => effects.clock.increment(ms)
    vi.stubGlobal('XMLHttpRequest', uploads.Xhr)
    scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    await renderInRouter(
      () => <CommunitySubmissionPage kind={input.kind} initial={input.initial ?? {}} />,
      '/event/submit',
      effects,
    )
    scrolls.mockClear()
  },
  events: {
    'field.change': async (step, user) => {
      const { field, value } = step.event as unknown as { field: string; value: string }
      const control = box(field)
      await user.clear(control)
      if (value) {
        control.focus()
        await user.paste(value)
      }
    },
    'country.choose': async (step, user) => {
      const { value } = step.event as unknown as { value: string }
      await user.selectOptions(box('country'), value)
    },
    'memberType.choose': async (step, user) => {
      const { value } = step.event as unknown as { value: string }
      await user.selectOptions(box('memberType'), value)
    },
    'kind.choose': async (step, user) => {
      const { value } = step.event as unknown as { value: string }
      await user.click(screen.getByRole('radio', { name: t(`submit.kind.${value}`) }))
    },
    'zip.choose': async (step, user) => {
      const { zip } = step.event as unknown as { zip: { name: string; size: number } }
      // A zip at the limit is not made of 50 MB here: its size is what the page reads.
      const small = zip.size <= 64 * 1024
      const file = new File([new Uint8Array(small ? zip.size : 1)], zip.name, {
        type: 'application/zip',
      })
      if (!small) Object.defineProperty(file, 'size', { value: zip.size })
      const input = screen.getByTestId('submit-form').querySelector('input[type="file"]')
      if (!(input instanceof HTMLInputElement)) throw new Error('no file input')
      await user.upload(input, file)
    },
    'zip.remove': async (_, user) => {
      const remove = screen.queryByTestId('submit-zip-remove')
      if (remove) await user.click(remove)
    },
    'terms.toggle': async (_, user) => {
      await user.click(box('terms'))
    },
    'privacy.toggle': async (_, user) => {
      await user.click(box('privacy'))
    },
    'terms.open': async (_, user) => {
      await user.click(box('terms-read'))
    },
    'privacy.open': async (_, user) => {
      await user.click(box('privacy-read'))
    },
    'popup.close': async (_, user) => {
      const dialog = screen.getByRole('dialog')
      const closers = within(dialog).getAllByRole('button', { name: t('submit.close') })
      const last = closers.at(-1)
      if (last) await user.click(last)
    },
    'alert.close': async (_, user) => {
      // With no alert on screen there is nothing to dismiss (the machine keeps it closed).
      const close = screen.queryByTestId('submit-alert-close')
      if (close) await user.click(close)
    },
    'submission.submit': async (_, user) => {
      scrolledAt = window.scrollY
      await user.click(box('send'))
    },
    'upload.progress': async (step) => {
      const { loaded, total } = step.event as unknown as { loaded: number; total: number }
      const upload = await heldUpload()
      act(() => upload.progress(loaded, total))
    },
    'submission.again': async (_, user) => {
      await user.click(await screen.findByTestId('submit-again'))
    },
    'xstate.after.FADE.communitySubmission.form.sent.shown': async () => {
      await pass(500 - sinceSuccess)
      sinceSuccess = 500
    },
    'xstate.after.RESET.communitySubmission.form.sent': async () => {
      await pass(600 - sinceSuccess)
      sinceSuccess = 600
    },
    'xstate.after.SCROLL_RESTORE.communitySubmission.form.restoring': async () => {
      await pass(100)
    },
  },
  services: {
    sendSubmission: {
      endpoints: [SUBMISSION.name],
      answer: async (event) => {
        const upload = await heldUpload()
        held.splice(held.indexOf(upload), 1)
        sinceSuccess = 0
        await act(() => upload.answerWith(responseFor(event)))
      },
    },
  },
  see: async (expected, effects) => {
    const c = expected.context as CommunitySubmissionContext
    if (c.popup !== null)
      expect(await screen.findByTestId(`submit-${c.popup}-popup`)).toHaveTextContent(
        t(`submit.${c.popup}.p1`),
      )
    else
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).toBeNull()
      })

    if (expected.matches({ form: 'restoring' }) || expected.matches({ form: 'done' })) {
      const done = await screen.findByTestId('submit-success')
      expect(done).toHaveTextContent(t('submit.success.title'))
      expect(screen.queryByTestId('submit-form')).toBeNull()
      if (expected.matches({ form: 'done' })) {
        expect(await screen.findByTestId('submit-again')).toBeEnabled()
        // Back to where the member pressed send, once (spec 3 §4).
        expect(scrolls).toHaveBeenCalledTimes(1)
        expect(scrolls).toHaveBeenCalledWith({ top: scrolledAt })
      } else {
        expect(screen.queryByTestId('submit-again')).toBeNull()
        expect(scrolls).not.toHaveBeenCalled()
      }
      return
    }
    expect(screen.queryByTestId('submit-success')).toBeNull()
    await screen.findByTestId('submit-form')
    if (expected.matches({ form: 'uploading' })) {
      await waitFor(() => expect(box('send')).toHaveAttribute('aria-busy', 'true'))
      expect(box('progress')).toHaveAttribute('data-progress', String(c.progress ?? 0))
      return
    }
    if (expected.matches({ form: 'sent' })) {
      await waitFor(() => expect(box('progress')).toHaveAttribute('data-progress', '100'))
      expect(box('send')).toBeDisabled()
    } else {
      await waitFor(() => expect(box('send')).not.toHaveAttribute('aria-busy'))
      expect(screen.queryByTestId('submit-progress')).toBeNull()
    }
    // Each field's rule speaks beside it (spec 3 §5): blank, vaild (the e-mail), min (the Steam ID).
    for (const field of TEXT_FIELDS) {
      expect(box(field), field).toHaveValue(c.values[field])
      const message = ERROR_OF[c.states[field]]
      expect(box(field), field).toHaveAttribute('aria-invalid', String(message !== null))
      if (message)
        expect(box(field), field).toHaveAccessibleDescription(expect.stringContaining(t(message)))
    }
    expect(box('country')).toHaveValue(c.country)
    expect(box('memberType')).toHaveValue(c.memberType)
    expect(screen.getByRole('radio', { name: t(`submit.kind.${c.kind}`) })).toBeChecked()
    expect((box('terms') as HTMLInputElement).checked).toBe(c.agreeTerms)
    expect((box('privacy') as HTMLInputElement).checked).toBe(c.agreePrivacy)
    // Once the member has tried to send, no field is left unjudged: the choices and boxes speak too.
    const tried = TEXT_FIELDS.every((f) => c.states[f] !== 'initial')
    expect(box('terms')).toHaveAttribute('aria-invalid', String(tried && !c.agreeTerms))
    expect(box('privacy')).toHaveAttribute('aria-invalid', String(tried && !c.agreePrivacy))
    if (tried && c.memberType === '')
      expect(screen.getByText(t('submit.errors.memberType'))).toBeInTheDocument()
    else expect(screen.queryByText(t('submit.errors.memberType'))).toBeNull()
    if (c.zip) expect(box('zip')).toHaveTextContent(c.zip.name)
    else expect(screen.queryByTestId('submit-zip')).toBeNull()
    if (c.alert) {
      const alert = box('alert')
      expect(alert).toHaveAttribute('data-alert', c.alert)
      expect(alert).toHaveTextContent(t(`submit.errors.${c.alert}`))
    } else expect(screen.queryByTestId('submit-alert')).toBeNull()
    // Any failure but the zip's own answers keeps its message while the member edits (the alerts speak for those).
    const failed =
      expected.matches({ form: 'editing' }) &&
      c.error !== null &&
      c.error.code !== SubmissionCode.tooLarge &&
      c.error.code !== SubmissionCode.noZip
    if (failed) {
      expect(box('failed')).toHaveTextContent(t('submit.errors.failed'))
      if (c.error)
        expect(effects.reportFailure).toHaveBeenCalledTimes(raisesErrorPopup(c.error) ? 1 : 0)
    } else expect(screen.queryByTestId('submit-failed')).toBeNull()
  },
}
