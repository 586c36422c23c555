import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect, vi } from 'vitest'
import { ATTACHMENTS } from '../../../src/contract/index.ts'
import { i18next } from '../../../src/i18n/index.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import {
  CONTACT_FIELDS,
  fieldState,
  shownFields,
  step1Fields,
  step2Fields,
  type ContactField,
} from '../../../src/machines/support/contactFields.ts'
import {
  CONTACT_COMPLETE_PATH,
  type ChosenFile,
  type ContactFormContext,
  type ContactFormInput,
} from '../../../src/machines/support/contactForm.ts'
import { ContactPage } from '../../../src/views/support/ContactPage.tsx'
import { answer, renderInRouter, responseFor } from '../harness.tsx'
import { holdUploadsTo } from '../heldUpload.ts'
import { seeDestination, type ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'support', ...options })

/** zendeskFileUpload goes by XMLHttpRequest: the page's requests to it are held (heldUpload.ts). */
const uploads = holdUploadsTo(ATTACHMENTS.path)

const form = () => screen.queryByTestId('contact-step-1') ?? screen.queryByTestId('contact-step-2')
/** A field's control on the page, or null when the step does not show it. */
const control = (field: ContactField) =>
  form()?.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    `[name="${field}"]`,
  ) ?? null

/** A done case of a service whose output is an errCode: the contract's answer that carries it. */
const errCodeAnswer =
  (endpoint: string, body: (errCode: number) => Record<string, unknown>) =>
  async (event: { type: string; output?: unknown; error?: unknown }) => {
    const done = event.type.startsWith('xstate.done.')
    await answer(
      endpoint,
      done ? HttpResponse.json(body(event.output as number)) : responseFor(event),
    )
  }
const result = (errCode: number) => ({ errCode, errMsg: errCode === 0 ? 'OK' : 'refused' })

/** A chosen file of the path's size, without making its bytes (a 30 MB picture is one byte here). */
const fileOf = (chosen: ChosenFile) => {
  const small = chosen.size <= 64 * 1024
  const file = new File([new Uint8Array(small ? chosen.size : 1)], chosen.name, {
    type: chosen.type,
  })
  if (!small) Object.defineProperty(file, 'size', { value: chosen.size })
  return file
}

/** The field errors a visitor is shown (spec 3 §4, §5): after next or send, and the e-mail once checked. */
function flagged(c: ContactFormContext, step: 1 | 2): Set<ContactField> {
  const pressed = step === 1 ? c.showStep1Errors : c.showStep2Errors
  const counted = step === 1 ? step1Fields(c.values) : step2Fields(c.values)
  return new Set(
    shownFields(c.values, step).filter((field) => {
      const invalid = fieldState(c.values, c.emailCode, field).isValid === 0
      if (field === 'email' && c.emailCode !== null && invalid) return true
      return pressed && counted.includes(field) && invalid
    }),
  )
}

/** /support/contact and /support/contact/1 as a visitor meets them: both steps, the files, the sending. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as ContactFormInput
    uploads.held.splice(0)
    vi.stubGlobal('XMLHttpRequest', uploads.Xhr)
    await renderInRouter(
      () => <ContactPage ut={input.ut} flow={input.flow} visitorCountry={input.country} />,
      input.flow === 'page' ? '/support/contact' : '/support/contact/1',
      effects,
    )
  },
  events: {
    'field.change': async (step, user) => {
      const { field, value } = step.event as unknown as { field: ContactField; value: string }
      const box = control(field)
      // A field the step does not show cannot be typed in: see() then finds the page unchanged.
      if (!box) return
      if (box instanceof HTMLSelectElement) {
        await user.selectOptions(box, value)
        return
      }
      if (box.value === value) return
      await user.clear(box)
      if (value) {
        box.focus()
        await user.paste(value)
      }
    },
    'email.check': async (_, user) => {
      const box = control('email')
      if (!box) throw new Error('no e-mail field on this step')
      box.focus()
      await user.tab()
    },
    'step.next': async (_, user) => {
      await user.click(screen.getByTestId('contact-next'))
    },
    'step.back': async (_, user) => {
      await user.click(screen.getByRole('button', { name: t('contact.back') }))
    },
    'ticket.send': async (_, user) => {
      await user.click(screen.getByTestId('contact-send'))
    },
    'modal.close': async (_, user) => {
      const modal = await screen.findByTestId('contact-complete-modal')
      const closers = within(modal).getAllByRole('button', { name: t('contact.modal.close') })
      const last = closers.at(-1)
      if (!last) throw new Error('the modal has no close button')
      await user.click(last)
    },
    'files.add': async (step, user) => {
      const { files } = step.event as unknown as { files: ChosenFile[] }
      const input = screen.getByTestId('file-drop').querySelector('input[type="file"]')
      if (!(input instanceof HTMLInputElement)) throw new Error('no file input')
      await user.upload(input, files.map(fileOf))
    },
    'upload.progress': async (step) => {
      const { loaded, total } = step.event as unknown as { loaded: number; total: number }
      const upload = await uploads.next()
      act(() => upload.progress(loaded, total))
    },
    'file.delete': async (step, user) => {
      const { id } = step.event as unknown as { id: number }
      // The entry the machine numbers `id` is the id-th added; only an uploaded one has a delete button.
      const entry = screen.queryAllByTestId('contact-file')[id - 1]
      const remove = entry ? within(entry).queryByRole('button') : null
      if (remove && !(remove as HTMLButtonElement).disabled) await user.click(remove)
    },
  },
  services: {
    checkEmail: {
      endpoints: ['CheckEmail'],
      answer: errCodeAnswer('CheckEmail', (code) => ({ result: result(code) })),
    },
    sendTicket: {
      endpoints: ['zendeskTicketUpload'],
      answer: errCodeAnswer('zendeskTicketUpload', (code) => ({
        data: { result: result(code), ticketId: code === 0 ? 1001 : 0 },
      })),
    },
    deleteFile: {
      endpoints: ['zendeskUpLoadFileDelete'],
      answer: errCodeAnswer('zendeskUpLoadFileDelete', (code) => ({ result: result(code) })),
    },
    uploadFile: {
      endpoints: [ATTACHMENTS.name],
      answer: async (event) => {
        const upload = await uploads.next()
        uploads.held.splice(uploads.held.indexOf(upload), 1)
        await act(() => upload.answerWith(responseFor(event)))
      },
    },
  },
  see: async (expected, effects) => {
    const c = expected.context as ContactFormContext
    if (expected.matches({ form: 'left' })) {
      await seeDestination(effects, CONTACT_COMPLETE_PATH)
      return
    }
    expect(effects.navigate).not.toHaveBeenCalled()
    const step: 1 | 2 =
      expected.matches({ form: 'step2' }) || expected.matches({ form: 'sending' }) ? 2 : 1
    const page = await screen.findByTestId(`contact-step-${String(step)}`)

    if (expected.matches({ form: 'completed' }))
      expect(await screen.findByTestId('contact-complete-modal')).toHaveTextContent(
        t('contact.modal.body'),
      )
    else await waitFor(() => expect(screen.queryByTestId('contact-complete-modal')).toBeNull())

    if (step === 2) {
      const send = screen.getByTestId('contact-send')
      if (expected.matches({ form: 'sending' }))
        await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'))
      else await waitFor(() => expect(send).not.toHaveAttribute('aria-busy'))
    }

    // The page offers exactly the fields the step shows (spec 3 §2, §3), each with its value and its error.
    const named = [...page.querySelectorAll('[name]')].map((e) => e.getAttribute('name'))
    expect(named.filter((n) => (CONTACT_FIELDS as readonly (string | null)[]).includes(n))).toEqual(
      shownFields(c.values, step),
    )
    const errors = flagged(c, step)
    for (const field of shownFields(c.values, step)) {
      const box = control(field)
      expect(box, field).not.toBeNull()
      await waitFor(() => expect(box, field).toHaveValue(c.values[field]))
      expect(box, field).toHaveAttribute('aria-invalid', String(errors.has(field)))
    }
    if (step === 2 && c.showStep2Errors)
      expect(page).toHaveTextContent(t('contact.errors.incomplete'))

    // The attachments (spec 3 §4, §5): each entry, uploaded or going up with its progress.
    await waitFor(() =>
      expect(screen.queryAllByTestId('contact-file')).toHaveLength(c.attachments.length),
    )
    const entries = screen.queryAllByTestId('contact-file')
    const going = c.attachments.find((a) => a.token === null)
    for (const [i, a] of c.attachments.entries()) {
      const entry = entries[i]
      if (!entry) throw new Error(`no entry for ${a.file.name}`)
      expect(entry).toHaveTextContent(a.file.name)
      if (a.token === null)
        expect(within(entry).getByRole('progressbar')).toHaveAttribute(
          'aria-valuenow',
          String(a === going ? a.loaded : 0),
        )
      else expect(entry).toHaveTextContent(t('contact.uploaded'))
    }
    if (step === 1) {
      const bigFile = screen.queryByText(t('contact.bigFile'))
      if (c.bigFile) expect(bigFile).not.toBeNull()
      else expect(bigFile).toBeNull()
    }
    // A failure that raises the global error pop-up (spec 1 §8) has reached the site's effect.
    if (c.error && raisesErrorPopup(c.error)) expect(effects.reportFailure).toHaveBeenCalled()
  },
}
