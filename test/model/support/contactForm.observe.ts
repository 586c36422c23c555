import type { ContactFormContext } from '../../../src/machines/support/contactForm.ts'
import type { MachineObserver } from '../observers.ts'

/**
 * How the contact form is seen from outside, in the names of its oracle. Only the machine's types
 * are imported: test/model/observers.ts loads every observer in every mutation project, so a value
 * imported from src/machines (the field rules of contactFields.ts) would put that file in each
 * project's module graph, and Stryker would run every process's paths for each of its mutants.
 * The e-mail is seen by the server's answer the form keeps for it (spec 3 §5: "-11 means empty;
 * other server codes are kept"); the state the page draws from it is the field rules' own, told
 * by their table test (test/mutation/contactFields.table.test.ts).
 */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as ContactFormContext
    return {
      step: s.matches({ form: 'step1' }) ? 1 : s.matches({ form: 'step2' }) ? 2 : null,
      loading: s.matches({ form: 'sending' }),
      modal: s.matches({ form: 'completed' }),
      userType: c.values.userType,
      values: c.values,
      emailCode: c.emailCode,
      attachments: c.attachments.map((a) => a.file.name),
      uploaded: c.attachments.filter((a) => a.token !== null).map((a) => a.file.name),
      // The uploaded attachments whose delete button can be pressed: the page disables them while
      // the list is busy (a file going up, a delete waiting for its answer).
      deletable: s.matches({ files: 'idle' })
        ? c.attachments.filter((a) => a.token !== null).map((a) => a.file.name)
        : [],
      // Each attachment's progress bar, in bytes sent.
      progress: c.attachments.map((a) => a.loaded),
      bigFile: c.bigFile,
      // The failure the error pop-up tells of (spec 1 §8: its API name and code).
      failure: c.error ? `${c.error.apiName} ${String(c.error.code)}` : null,
    }
  },
  effect: (call) => {
    const c = call.context as ContactFormContext
    if (call.name === 'navigate') return c.destination ? { navigate: c.destination } : null
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    return null
  },
}
