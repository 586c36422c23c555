import { defineRules } from '../core/types.ts'

/** Business rules of the site shell (spec 1 §2, §4, §8, §9; spec 3 §4), cited by the shell machines. */
export const rules = defineRules({
  'POPUP-1': {
    text: 'A pop-up closed with the "one day" choice stays hidden for a day through a cookie of 86400 s on the parent domain with SameSite=Lax.',
    spec: '1 §4',
    sentence:
      "Pop-ups closed with a one-day choice stay hidden for a day through a cookie of 86400 s on the parent domain with lax same-site; a 'lifetime' choice has no expiry.",
  },
  'POPUP-2': {
    text: 'A pop-up closed with the "lifetime" choice is hidden by a cookie without expiry.',
    spec: '1 §4',
    sentence:
      "Pop-ups closed with a one-day choice stay hidden for a day through a cookie of 86400 s on the parent domain with lax same-site; a 'lifetime' choice has no expiry.",
  },
  'POPUP-3': {
    text: 'The survey pop-up appears 1 minute after the page loads.',
    spec: '1 §2',
    sentence:
      'Survey pop-up: appears 1 minute after page load and reappears only if the last close was more than one day ago.',
  },
  'POPUP-4': {
    text: 'The survey pop-up reappears only if its last close was more than one day ago.',
    spec: '1 §2',
    sentence:
      'Survey pop-up: appears 1 minute after page load and reappears only if the last close was more than one day ago.',
  },
  'POPUP-5': {
    text: 'The legal pop-up about the integrated account is shown on sign-in and never reopens once closed.',
    spec: '1 §2',
    sentence:
      "Legal pop-up about the integrated account, shown on sign-in, with a don't-show-again choice; once closed it never reopens.",
  },
  'POPUP-6': {
    text: 'Escape or a click outside closes a pop-up.',
    spec: '3 §4',
    sentence: 'Escape or an outside click closes popups.',
  },
  'POPUP-7': {
    text: 'At most one shell pop-up is on screen at a time, in this order: the legal notice, the marketing permissions, the survey, the promotions; a later one waits while an earlier one is deciding or open.',
    spec: '1 §2',
    sentence: 'Pop-ups in the shell:',
  },
  'POPUP-8': {
    text: "The legal pop-up is shown to a signed-in member whose account is integrated, with the dates of the integrated-account terms (28 February 2024, dispute clauses 1 May 2024) in the language's date format.",
    spec: '1 §2, §9',
    sentence:
      'Integrated-account terms take effect 28 February 2024, with dispute clauses on 1 May 2024.',
  },
  'POPUP-9': {
    text: 'The promotional pop-ups show where their readers are (the Linux release on the download page, the renewal prices and the enterprise pricing on the pricing page, the cloud-wardrobe sync on my page for a member linked to the cloud wardrobe), at most one per page view, each with the one-day and lifetime choices.',
    spec: '1 §2, §4',
    sentence:
      'Promotional pop-ups: a Linux release banner, a notice about standalone/network licence renewal pricing, a cloud-wardrobe sync notice, a pricing notice for enterprise.',
  },
  'ERRPOP-1': {
    text: 'A network or unexpected error opens the global error pop-up with header "Error", the code in brackets and the first 20 characters of the message.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message, and two buttons: Contact us (to /support/contact) and Send error code (creates a support ticket, shows loading). Dismissing goes home.",
  },
  'ERRPOP-2': {
    text: 'Contact us leads to /support/contact.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message, and two buttons: Contact us (to /support/contact) and Send error code (creates a support ticket, shows loading). Dismissing goes home.",
  },
  'ERRPOP-3': {
    text: 'Send error code creates a support ticket carrying the API name, code and message, and shows loading meanwhile.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message, and two buttons: Contact us (to /support/contact) and Send error code (creates a support ticket, shows loading). Dismissing goes home.",
  },
  'ERRPOP-4': {
    text: 'Dismissing the error pop-up goes home.',
    spec: '1 §8',
    sentence:
      "Network or unexpected error: a global error pop-up with header 'Error', a sentence about an error, the code in brackets and the first 20 characters of the message, and two buttons: Contact us (to /support/contact) and Send error code (creates a support ticket, shows loading). Dismissing goes home.",
  },
  'MENU-1': {
    text: 'Above 1279 px, root items other than Pricing open their sub-menu on hover.',
    spec: '1 §2',
    sentence:
      'Other root items open submenus on hover above 1280 px width and on click at 1279 px and below.',
  },
  'MENU-2': {
    text: 'At 1279 px and below a hamburger replaces the bar and root items open their sub-menu on click.',
    spec: '1 §2',
    sentence:
      'Header: a logo that goes home; a hamburger menu below 1280 px; root items Product, Pricing, Learn, Support, Connect.',
  },
  'MENU-3': {
    text: 'Escape closes any open menu.',
    spec: '1 §2',
    sentence: 'Escape closes menus and pop-ups.',
  },
  'MENU-4': {
    text: 'A click opens a menu at any width (the keyboard’s way in, and the way to the language selector and the profile box) and keeps it open until it is clicked again, Escape or a link; following a link closes every menu and the drawer (the spec is silent on both: decided here).',
    spec: '1 §2',
    sentence:
      'The header also holds a sign-in link, a language selector and, when signed in, a profile hover box with: My account, License account admin (company users only; opens the team console in a new tab) and Sign out.',
  },
  'SHELL-1': {
    text: 'The maintenance page replaces the site when the service says it is down for maintenance.',
    spec: '1 §2',
    sentence: 'A maintenance page is shown when the service is down (see section 2).',
  },
  'SHELL-2': {
    text: 'Menu links that differ for China use the China URL when the visitor IP country is CN.',
    spec: '1 §2',
    sentence:
      "Menu links that differ for China use a separate China URL when the visitor's IP country is CN.",
  },
  'SHELL-3': {
    text: 'The top banner is shown only when the content service returns one for the page (lang upper case, applyUrl the page).',
    spec: '3 §3',
    sentence:
      'The request carries lang (upper-case) and applyUrl. The banner shows only when present and is truncated by language: 59 characters for English, 35 for Korean, 32 otherwise.',
  },
  'SHELL-4': {
    text: 'The mega-menu carousel shows the three newest news posts.',
    spec: '3 §9',
    sentence: 'News carousel in the header shows 3 items and autoplays at 4000 ms.',
  },
  'SHELL-5': {
    text: 'Each navigation logs a page_view event with a unique-id cookie kept 31536000 s.',
    spec: '1 §4',
    sentence:
      'Page-view logging: a unique-id cookie is set with a one-year max age (31536000 s); an analytics id cookie lasts 365 days.',
  },
})
