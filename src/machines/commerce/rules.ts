import { defineRules } from '../core/types.ts'

/** Business rules of the store (spec 2 §1-§5, §9): the pages before checkout and the checkout, cited by the commerce machines. */
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
  'CHECKOUT-1': {
    text: "Checkout starts from a pricing route: its product, its seats (c), its coupon code (cpcode) and the trial mark (s=t); the price is the server's answer to GetCalcPrice, never the page's own. Without a price nothing can be ordered.",
    spec: '2 §2, §3, §7',
    sentence:
      'Calc-price request: targetUserId, userId, prdOptSeq, myLicenseSeq, cntAdd, cntExtend, cntUpgrade, cntTrade, saleType, isPersonalTrial (plus country). Response: result.errCode, info list with payPrice, salePrice and currency.',
  },
  'CHECKOUT-2': {
    text: 'The billing address: a typed comma becomes a space; address line 1, city, zip and country are required, the country longer than 1 character; a US address needs a state from the list; the VAT number is optional (blank becomes empty). A problem is flagged and nothing is asked.',
    spec: '2 §5',
    sentence:
      'Address: commas typed are replaced by spaces. Address line 1, city, zip and country required; country longer than 1 character; state required (from a list) for US.',
  },
  'CHECKOUT-3': {
    text: 'Once the address holds, GetCalcTax is asked on the shown price; errCode 0 or 1 is success: the tax and total are shown, the address counts as saved and payment can go on. Any other errCode is a tax error and the address is not saved. Editing the address unsaves it.',
    spec: '2 §4 Tax',
    sentence:
      'Result errCode 0 or 1 is success (calcResult edit, payment shown); otherwise calcResult error.',
  },
  'CHECKOUT-4': {
    text: "The price is asked again in the billing country's currency; when that currency differs from the one shown, the tax is held until the member agrees, then the final tax applies; declining keeps the old price and the address unsaved.",
    spec: '2 §4 Tax',
    sentence:
      'If the currency changes, tax is held until the user agrees, then finalCalcTax applies.',
  },
  'CHECKOUT-5': {
    text: 'A coupon code must not be blank (CANT_BE_BLANK); the code already applied shows the duplicate warning; applying (ApplyCoupon, once the address is saved) discounts the price and recalculates the tax; a refusal names its reason (2003 expired, 2005 limit, 2004 cannot be used, else not valid); removing clears the code and asks the price and tax again.',
    spec: '2 §4, §5, §8',
    sentence:
      'Applying a coupon discounts the price and recalculates tax; removing clears the code. A coupon already applied shows a duplicate warning.',
  },
  'CHECKOUT-6': {
    text: 'Ordering is allowed only when the terms are agreed, the refund policy is agreed, a payment method is chosen and the address is saved; otherwise nothing is ordered and what is missing is shown.',
    spec: '2 §4 Ordering',
    sentence:
      'Ordering is allowed only when terms are agreed, the refund is finally agreed, a payment method is chosen and the address is saved.',
  },
  'CHECKOUT-7': {
    text: 'A card order first obtains a client secret (GetIntentBeforeSetOrder), then is placed with it as token (SetOrder4Stripe), and the member goes to the returned card page, which returns to the complete page.',
    spec: '2 §4 Ordering',
    sentence: 'Stripe: obtain a client secret first (getIntentBeforeSetOrder);',
  },
  'CHECKOUT-8': {
    text: "A PayPal order gets its token from GetPaypalToken and is placed with SetOrder; on success the member goes to PayPal's approval page when one is returned (it returns to the complete page), else straight to the complete page.",
    spec: '2 §4 Ordering',
    sentence: 'PayPal: setOrder. On success PayPal goes to the complete page;',
  },
  'CHECKOUT-9': {
    text: "Any other method (Alipay) is placed with SetOrder4Stripe; Alipay's page opens in a window of 800x500.",
    spec: '2 §2, §4 Ordering',
    sentence:
      'other methods: setOrder4Stripe. ... others redirect to the returned url. Alipay opens a popup window (800x500) that redirects the opener to the complete page.',
  },
  'CHECKOUT-10': {
    text: 'An order call that answers a refusal ends at /pricing/complete?type=fail.',
    spec: '2 §4 Ordering',
    sentence: 'Failure goes to /pricing/complete?type=fail.',
  },
  'CHECKOUT-11': {
    text: 'The Alipay status is asked 3 times, at 0, 1 and 2 seconds: chargeable goes to the per or ent complete page, failed to the fail page, anything else after the third check to the progress page.',
    spec: '2 §4, §9',
    sentence:
      'Alipay status is polled 3 times at 0, 1 and 2 seconds: chargeable goes to the ent or per complete page, failed to fail, else progress.',
  },
  'CHECKOUT-12': {
    text: 'Each order submission carries one idempotency key: the calls of one submission (the card intent and the order) share it, the same order submitted again keeps it, a changed order takes a new one.',
    spec: '2 §4 (issue 13: orders are exactly-once)',
  },
})
