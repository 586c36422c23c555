import { defineRules } from '../core/types.ts'

/** Business rules of the enterprise trial inquiry (spec 3 §2, §4, §5, §7, §8, §9), cited by its machine. */
export const rules = defineRules({
  'TRIAL-1': {
    text: 'Each field of the trial form has a status: initial (isValid 0), success (1) or fail (-1); editing a field puts it back to initial.',
    spec: '3 §4',
    sentence: 'Each field has status initial, success or fail, with isValid 0, 1 or -1.',
  },
  'TRIAL-2': {
    text: 'Name, e-mail, company name, company web address, inquiry and the agreement are required: a blank one fails as blank.',
    spec: '3 §5',
    sentence: 'Required: name, email, companyName, companyUrl, inquiry and the agree checkbox.',
  },
  'TRIAL-3': {
    text: 'The company web address must match a web-address pattern (optional scheme, domain, optional port and path).',
    spec: '3 §5',
    sentence:
      'Company URL must match a web-address pattern (optional scheme, domain, optional port and path) and not be blank.',
  },
  'TRIAL-4': {
    text: 'The inquiry must hold at least 200 characters after trimming; below that it fails as too short.',
    spec: '3 §5, §9',
    sentence:
      'Inquiry must not be blank and must be at least 200 characters after trimming; below that it is flagged failed.',
  },
  'TRIAL-5': {
    text: 'Name and company name are checked by the server (CheckName): a negative errCode is an invalid word.',
    spec: '3 §5',
    sentence:
      'Name and company name are checked by a server call; a negative errCode means an invalid word; blank means blank.',
  },
  'TRIAL-6': {
    text: 'The e-mail is checked by the server (CheckEmail): 0 and -5 are fine, -4 is invalid, -10 is blank.',
    spec: '3 §5',
    sentence: 'Email is checked by the server: 0 and -5 count as OK, -4 as invalid, -10 as blank.',
  },
  'TRIAL-7': {
    text: 'Only a form whose every field holds is sent: TrialInquiry with the inquiry entity (jobTitle and domain default to Others).',
    spec: '3 §3, §7',
    sentence: 'POST TrialInquiry (payload as the inquiry entity; response not shown).',
  },
  'TRIAL-8': {
    text: 'On success the CRM lead is sent, then the newsletter when ticked; the form resets and the completion screen shows.',
    spec: '3 §2, §4',
    sentence:
      'On success the CRM lead is sent, the newsletter is subscribed if ticked, the form resets and a completion screen shows.',
  },
  'TRIAL-9': {
    text: 'A newsletter failure still completes the form.',
    spec: '3 §4, §8',
    sentence: 'A newsletter failure still completes the form.',
  },
  'TRIAL-10': {
    text: 'A refused or failed inquiry keeps the form as it is with a translated error; the visitor may send again.',
    spec: '3 §8',
    sentence:
      'CRM submission with a missing name or email is an error about missing required fields.',
  },
})
