import { defineRules } from '../core/types.ts'

/** Business rules of the support contact form and its attachments (spec 3 §2-§9), cited by the support machines. */
export const rules = defineRules({
  'CONTACT-1': {
    text: 'The form has two steps: step 1 inquiry, user type, title, description, attachments and, for technical issues or bug reports, software version and patch version; step 2 e-mail, name, country, language and, for another language, that language.',
    spec: '3 §2',
    sentence: 'The form has two steps.',
  },
  'CONTACT-2': {
    text: 'The ut query preselects the user type: 1 personal, 3 company user.',
    spec: '3 §2, §6',
    sentence:
      'The ut query (1 personal, 3 company user) preselects the user type on the contact form.',
  },
  'CONTACT-3': {
    text: 'Step 1 is complete when inquiry, user type, title and description are valid, and for technical_issues or bug_report_ also version and patch version: 4 valid fields, or 6.',
    spec: '3 §4',
    sentence:
      'Step 1 is complete when inquiry, userType, title and description are valid. For technical_issues or bug_report_, version and patchVersion must also be valid. That is 4 valid fields, or 6 for technical or bug inquiries.',
  },
  'CONTACT-4': {
    text: 'Step 2 is complete when e-mail, name, country and language are valid, and for others_lang_md also the other language: 4 valid fields, or 5.',
    spec: '3 §4',
    sentence:
      'Step 2 is complete when email, name, country and language are valid. If language is others_lang_md, othersLang must also be valid. That is 4 valid fields, or 5 with another language.',
  },
  'CONTACT-5': {
    text: 'Submit is allowed only when both steps are complete.',
    spec: '3 §4',
    sentence: 'Submit is allowed only when both steps are complete.',
  },
  'CONTACT-6': {
    text: 'A blank text (empty, a single space, or empty after stripping blanks) is invalid; subject, description, name and inquiry type are required.',
    spec: '3 §5',
    sentence: 'Subject, description, name and inquiry type are required (non-blank).',
  },
  'CONTACT-7': {
    text: 'The e-mail is validated by the server: code 0 and -5 (already used) are accepted, -11 means empty, other codes are kept as invalid.',
    spec: '3 §5',
    sentence:
      'Email is validated by the server. Code -5 (already used) is acceptable in the contact form. Code -11 means empty; other server codes are kept.',
  },
  'CONTACT-8': {
    text: 'The version list offers only product versions above 7.',
    spec: '3 §3, §9',
    sentence: 'The version list offered includes only product versions above 7.',
  },
  'CONTACT-9': {
    text: 'A loader shows while the ticket is sent.',
    spec: '3 §4',
    sentence: 'A loader shows while sending.',
  },
  'CONTACT-10': {
    text: 'errCode 0: every field is reset, the upload list emptied, the language and user type reset; the visitor goes to the complete page, or in the alternate flow (the form used from error dialogs) a completion modal shows.',
    spec: '3 §2, §4',
    sentence:
      'If the result errCode is 0, the form is cleared: all fields reset, the upload list emptied, and the language and user-type selections reset. The user then goes to the complete page, or, in the alternate flow, a completion modal is shown.',
  },
  'CONTACT-11': {
    text: 'Any other errCode, or a network failure, stops the loader and keeps the form as it is; no message is shown for an errCode.',
    spec: '3 §4, §8',
    sentence:
      'Otherwise the loader stops and the form stays as it is. A network failure also stops the loader.',
  },
  'ATTACH-1': {
    text: 'The attachments of one form total under 50,000,000 bytes; more gives the big-file error and nothing is sent.',
    spec: '3 §5, §8, §9',
    sentence: 'Attachments total under 50,000,000 bytes, else a too-big error.',
  },
  'ATTACH-2': {
    text: 'Each attachment is sent by zendeskFileUpload with a progress bar; its token goes with the ticket.',
    spec: '3 §3, §7',
    sentence: 'comment: html_body, type "Comment", and upload tokens.',
  },
  'ATTACH-3': {
    text: 'Deleting an attachment removes the file entry and its token only when the server answers errCode 0; otherwise nothing changes (the failure is only logged).',
    spec: '3 §4, §8',
    sentence:
      'Deleting an attachment removes the file entry and its token only when the server returns errCode 0. Otherwise nothing changes.',
  },
})
