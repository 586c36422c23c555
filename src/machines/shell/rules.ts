import { defineRules } from '../core/types.ts'

/** Business rules of the site shell (spec 1 §2, §4, §8, §9; spec 3 §4), cited by the shell machines. */
export const rules = defineRules({
  'POPUP-1': {
    text: 'A pop-up closed with the "one day" choice stays hidden for a day through a cookie of 86400 s on the parent domain with SameSite=Lax.',
    spec: '1 §4',
  },
  'POPUP-2': {
    text: 'A pop-up closed with the "lifetime" choice is hidden by a cookie without expiry.',
    spec: '1 §4',
  },
  'POPUP-3': { text: 'The survey pop-up appears 1 minute after the page loads.', spec: '1 §2' },
  'POPUP-4': {
    text: 'The survey pop-up reappears only if its last close was more than one day ago.',
    spec: '1 §2',
  },
  'POPUP-5': {
    text: 'The legal pop-up about the integrated account is shown on sign-in and never reopens once closed.',
    spec: '1 §2',
  },
  'POPUP-6': { text: 'Escape or a click outside closes a pop-up.', spec: '3 §4' },
  'ERRPOP-1': {
    text: 'A network or unexpected error opens the global error pop-up with header "Error", the code in brackets and the first 20 characters of the message.',
    spec: '1 §8',
  },
  'ERRPOP-2': { text: 'Contact us leads to /support/contact.', spec: '1 §8' },
  'ERRPOP-3': {
    text: 'Send error code creates a support ticket carrying the API name, code and message, and shows loading meanwhile.',
    spec: '1 §8',
  },
  'ERRPOP-4': { text: 'Dismissing the error pop-up goes home.', spec: '1 §8' },
  'MENU-1': {
    text: 'Above 1279 px, root items other than Pricing open their sub-menu on hover.',
    spec: '1 §2',
  },
  'MENU-2': {
    text: 'At 1279 px and below a hamburger replaces the bar and root items open their sub-menu on click.',
    spec: '1 §2',
  },
  'MENU-3': { text: 'Escape closes any open menu.', spec: '1 §2' },
  'SHELL-1': {
    text: 'The maintenance page replaces the site when the service says it is down for maintenance.',
    spec: '1 §2',
  },
  'SHELL-2': {
    text: 'Menu links that differ for China use the China URL when the visitor IP country is CN.',
    spec: '1 §2',
  },
  'SHELL-3': {
    text: 'The top banner is shown only when the content service returns one for the page (lang upper case, applyUrl the page).',
    spec: '3 §3',
  },
  'SHELL-4': { text: 'The mega-menu carousel shows the three newest news posts.', spec: '3 §9' },
  'SHELL-5': {
    text: 'Each navigation logs a page_view event with a unique-id cookie kept 31536000 s.',
    spec: '1 §4',
  },
})
