import type { ContactFormContext } from '../../../src/machines/support/contactForm.ts'
import { fieldState } from '../../../src/machines/support/contactFields.ts'
import type { MachineObserver } from '../observers.ts'

/** How the contact form is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as ContactFormContext
    return {
      step: s.matches({ form: 'step1' }) ? 1 : s.matches({ form: 'step2' }) ? 2 : null,
      loading: s.matches({ form: 'sending' }),
      modal: s.matches({ form: 'completed' }),
      userType: c.values.userType,
      title: c.values.title,
      language: c.values.language,
      email: fieldState(c.values, c.emailCode, 'email').regexp,
      attachments: c.attachments.map((a) => a.file.name),
      uploaded: c.attachments.filter((a) => a.token !== null).map((a) => a.file.name),
      bigFile: c.bigFile,
    }
  },
  effect: (call) => {
    const c = call.context as ContactFormContext
    if (call.name === 'navigate') return c.destination ? { navigate: c.destination } : null
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    return null
  },
}
