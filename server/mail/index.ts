export { sendVerificationMail, sendResetMail, type SendOutcome } from './send.ts'
export { mailerOf, type Mailer } from './mailer.ts'
export { mailMessages, mailTokens } from './tables.ts'
