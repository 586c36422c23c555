import { defineRules } from '../core/types.ts'

/** Business rules of the store's pages before checkout (spec 2 §1-§3, §9), cited by the commerce machines. */
export const rules = defineRules({
  'PRICE-1': {
    text: 'The plan cards show the prices of one period at a time, yearly or monthly; yearly is shown first (its discount is the plan text) and the visitor toggles between them.',
    spec: '2 §3, §1',
    sentence:
      'Pricing card: group, name, subTitle, infoText, networkType (ONLINE or OFFLINE), salePrice, currency symbol, toggle, default seat count, requirement list, chip text, order.',
  },
  'PRICE-2': {
    text: 'Inside the promotion window, 16 November to 31 December 2021 in Pacific time, the multi-year personal price (196 USD, 1411 CNY) is shown next to the event price (280 USD, 2016 CNY); outside it, neither.',
    spec: '2 §1',
    sentence:
      'Promotion window (Pacific time) 2021-11-16 to 2021-12-31: a multi-year personal price of 196 USD or 1411 CNY is shown next to event prices of 280 USD and 2016 CNY.',
  },
  'PRICE-3': {
    text: 'The renewal notice opens on request and shows the standalone and network renewal prices, $1900 and $2000, or ¥14,000 and ¥15,000 for China; it closes with its button or Escape.',
    spec: '2 §1',
    sentence:
      'a notice about standalone/network licence renewal pricing, showing $1900 and $2000, or ¥14,000 and ¥15,000 for China;',
  },
  'PRICE-4': {
    text: 'When the page opens with the query type enterprise, the enterprise notice pop-up is shown first; once closed, the plans are browsed.',
    spec: '2 §1',
    sentence: 'a notice popup shown on the pricing page when query type is enterprise.',
  },
  'PRICE-5': {
    text: 'While a notice is open the plans behind it do not change: the period toggle waits until it is closed.',
    spec: '2 §1',
  },
})
