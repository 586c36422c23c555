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
  'SETUP-1': {
    text: 'A company admin buying an enterprise product goes through checkout steps 1-4 first: the order type (New, Trade or upgrade), the end user, the seats and periods, then a confirmation; only the confirmed order goes on to the address, agreements, coupon and payment (steps 5-8). A personal member buys for themself and starts at step 5.',
    spec: '2 §2, §6',
    sentence:
      'Checkout steps: 1. pick the order type (New, Trade, option/upgrade); 2. pick the end user and licence; 3. quantity and period; 4. confirm; 5. address and tax form; ...',
  },
  'SETUP-2': {
    text: "The end users to buy for are the company's own (GetMyMemberList, comId the admin's id); without the list nothing can be ordered and the admin may ask again.",
    spec: '2 §3, §6, §7',
    sentence:
      "Enterprise users choose a target end user (from the company's end-user list, targetUserId).",
  },
  'SETUP-3': {
    text: 'The end user is chosen in the end-user ID pop-up (step 1 select, 0 closed): its select button is active only when a radio is chosen; closing it without choosing leaves step 2 as it was.',
    spec: '2 §4',
    sentence:
      'End-user ID popup steps: 1 select, 2 create, 0 closed; ... The select button is active only when a radio choice exists.',
  },
  'SETUP-4': {
    text: "A row is disabled when the order type is not New and the ID already has an order type, or when it has a scheduled end date and is not new; a scheduled row shows 'Scheduled' with its start and end dates, a new one 'NEW'.",
    spec: '2 §4',
    sentence:
      "Rows are disabled when the order kind is not New and the ID already has an order type, or when it has a scheduled end date and is not new. A scheduled row shows 'Scheduled' with start and end dates; a new row shows 'NEW'.",
  },
  'SETUP-5': {
    text: 'Editing a step already passed asks first (edit-confirm): editing step 1 clears all three steps, step 2 keeps step one and clears two and three, step 3 clears only three; cancelling changes nothing.',
    spec: '2 §4',
    sentence:
      'Edit-confirm resets order steps: editing step 1 clears all three; step 2 keeps step one and clears two and three; step 3 clears only three.',
  },
  'SETUP-6': {
    text: 'Step 3: the seats of a network or academic product (academic at least 10, at most 999) and the periods (1 to 10); out of range, the field is flagged and the step stays. Other products are one seat.',
    spec: '2 §5, §9',
    sentence:
      'Seat count for network/academic comes from c when above 1; academic default minimum 10.',
  },
  'SETUP-7': {
    text: "The order is for the chosen end user (targetUserId); its seats are added for New, traded for Trade and upgraded for upgrade, with the end user's licence of the product group as myLicenseSeq for Trade and upgrade, and the periods as cntExtend.",
    spec: '2 §3',
    sentence:
      'Order payload (checkout): ... targetUserId, myLicenseSeq, cntAdd, cntExtend, cntUpgrade, cntTrade, prdOptSeq, saleType ...',
  },
  'SETUP-8': {
    text: "The end-user ID pop-up's list can be searched by ID or name, ignoring upper and lower case and whitespace; the radio chosen stays.",
    spec: '2 §5',
    sentence: 'List search is case-insensitive with whitespace removed.',
  },
  'ENDUSER-1': {
    text: 'The end-user ID pop-up has a create step (2) beside select (1): creating an end user, or cancelling, returns to select; a created end user is listed and chosen there.',
    spec: '2 §4',
    sentence:
      'End-user ID popup steps: 1 select, 2 create, 0 closed; create returns to step 1 on cancel or completion.',
  },
  'ENDUSER-2': {
    text: 'Each field of the create form is checked 500 ms after the last keystroke, showing loading until then; the ID typed in upper case is taken in lower case.',
    spec: '2 §5',
    sentence:
      'End-user create: ... ID max 20 required, uppercase auto-lowercased ... Inputs debounced 500 ms.',
  },
  'ENDUSER-3': {
    text: 'The name (at most 20) and the ID (at most 20) are required; the ID fails as blank, invalid (with its hint), already used or not allowed by CheckID; the e-mail is required and fails as invalid or already used by CheckEmail; the password follows the password rules (length, letter, digit, special, not the ID) and its confirmation is not blank and matches.',
    spec: '2 §5; 1 §5',
    sentence:
      'End-user create: name max 20 required; ID max 20 required, uppercase auto-lowercased, messages for invalid format, lowercase-only, already used, blank, disallowed; email required (shown for one member kind); country required; password checks (length, letters, special, number) and confirm non-blank and matching.',
  },
  'ENDUSER-4': {
    text: 'The create button is active only when a country is chosen, every field has passed its check (the finish flag) and nothing is loading.',
    spec: '2 §4',
    sentence:
      'The create confirm button is active only when a country is set, the finish flag is true and nothing is loading.',
  },
  'ENDUSER-5': {
    text: "InsertMember creates the end user with the admin's company as comId, the end user's member type and agreement 2.",
    spec: '2 §7',
    sentence:
      'POST InsertMember (end-user creation: id, pw, email, name, comId, memberType, country, agreement 2)',
  },
  'ENDUSER-6': {
    text: 'A refused creation flags the field it names (the ID for -2, -80, -82, -83, -1000; the e-mail for -4, -5; the name for -1001) or shows "code - info"; a network or server failure raises the global error pop-up; the form keeps every value.',
    spec: '2 §4; 1 §5, §8',
    sentence:
      'End-user create: ... messages for invalid format, lowercase-only, already used, blank, disallowed',
  },
  'COUPON-1': {
    text: "The coupon pop-up opens on the member's coupons of the order's product (or any product) in the order currency (Coupon/List): step 1; a list that cannot be read closes it with an error (step -1); closing it applies nothing (step 0).",
    spec: '2 §4, §7',
    sentence:
      'Coupon popup steps: 0 closed, -1 closed with error, 1 list (or created), 2 registration error ... Only coupons in the order currency (USD, or RMB/CNY in China) are listed.',
  },
  'COUPON-2': {
    text: 'A code is registered with RegCoupon after the button delay of 500 ms; a blank code is refused first (CANT_BE_BLANK); success lists the coupons again; a refusal is step 2 with its message: 2000 already registered, 2003 expired, 2004 cannot be added, 2005 limited, any other not valid.',
    spec: '2 §4, §5, §8, §9',
    sentence:
      'Coupon registration: 2000 code already registered; 2004 codes cannot be added; 2005 coupon has a limit; 2003 coupon expired; any other: generic not-valid message.',
  },
  'COUPON-3': {
    text: 'A listed coupon that has not expired (deActiveDate 0) can be chosen; using it closes the pop-up and the checkout applies its code (a coupon that leaves nothing to pay is the free-coupon order).',
    spec: '2 §3, §4',
    sentence: 'derived deActiveDate (1 if expired).',
  },
  'COUPON-4': {
    text: 'On the personal dashboard a chosen coupon is used at once: step 3 is the licence check (CheckLicense); its success is step 5, its failure (-905 licence check failure, or the coupon code of an expired, used-up or foreign coupon) step 6 with the reason.',
    spec: '2 §4, §7, §8',
    sentence:
      '3 licence check, 5 or 6 final step or failure. On a successful licence check the step becomes the requested one; on failure 6.',
  },
  'COUPON-5': {
    text: 'After the licence check a coupon with a discount below 100 goes to its pricing route with the code as cpcode; a free coupon places the free order (payMethod 8, price 0, once the terms are agreed) and its installer downloads (GetDownloadFileInfoStore).',
    spec: '2 §2, §3, §4, §7',
    sentence:
      'A coupon with discount below 100 redirects to pricing with cpcode; otherwise a free order (payMethod 8) is placed and the installer downloads.',
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
    text: 'Once the address holds, GetCalcTax is asked on the shown price; errCode 0 or 1 is success: the tax and total are shown and the address is saved (CHECKOUT-16), then payment can go on. Any other errCode is a tax error and the address is not saved. Editing the address unsaves it.',
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
    text: 'Ordering is allowed only when the terms are agreed, the refund policy is agreed, a payment method is chosen and the address is saved, and for an order after the personal trial (s=t) its trial box is ticked (step 6 has the boxes terms, refund, trial; only such an order shows the trial box); otherwise nothing is ordered and what is missing is shown.',
    spec: '2 §2 step 6, §4 Ordering',
    sentence:
      '6. agreement checkboxes (terms, refund, trial); … Ordering is allowed only when terms are agreed, the refund is finally agreed, a payment method is chosen and the address is saved.',
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
    text: "An order call that answers a refusal opens the alert of its code: the order and trial codes of spec 2 §8 each with their own text and buttons, any other code the warning pop-up; nothing is ordered. Closing it returns to the form, after -3 (the price was not the server's) with the price and the tax asked again. A payment that fails at the provider ends at /pricing/complete?type=fail.",
    spec: '2 §4 Ordering, §8',
    sentence:
      'Order and trial codes (each opens an alert popup) … Other codes are shown in the warning popup. Failure goes to /pricing/complete?type=fail.',
  },
  'CHECKOUT-11': {
    text: 'The Alipay status is asked 3 times, at 0, 1 and 2 seconds: chargeable goes to the per or ent complete page, failed to the fail page, anything else after the third check to the progress page.',
    spec: '2 §4, §9',
    sentence:
      'Alipay status is polled 3 times at 0, 1 and 2 seconds: chargeable goes to the ent or per complete page, failed to fail, else progress.',
  },
  'CHECKOUT-13': {
    text: 'When the applied coupon leaves nothing to pay (a free coupon: the total after the discount and the tax is 0), no payment method is asked and the order is the free-coupon order: SetOrder with payMethod 8, an empty token, price 0, the address fields empty, one seat (cntAdd 1) for the coupon period (cntExtend), no licence replaced; it ends on the complete page.',
    spec: '2 §3, §4, §9',
    sentence:
      'Free-coupon order: chkAgreement, payMethod 8, token empty, price 0, couponCode, address fields empty, userId, targetUserId, myLicenseSeq 0, cntAdd 1, cntExtend (the coupon period), cntUpgrade 0, prdOptSeq, saleType. Response: orderNo.',
  },
  'CHECKOUT-14': {
    text: 'Ticking the refund box opens the refund policy of the order (its text keyed by month, standard month, student, year, option or store); the refund counts as agreed only when the member agrees there, and closing it leaves it unagreed. Unticking the box takes the agreement back.',
    spec: '2 §2, §3, §4 Ordering',
    sentence:
      'Refund policy texts keyed by: month, standard month, student, year, option, store (monthly personal, monthly company, student one year, personal one year, option change, store).',
  },
  'CHECKOUT-15': {
    text: 'Saving an address whose billing country is not the one the member confirmed (or the one the account holds) first opens the billing-country confirmation pop-up, naming the country: confirming asks the price in its currency, going back leaves the address unsaved and asks nothing.',
    spec: '2 §2, §4 Tax',
    sentence:
      'Modals: … order/trial error popup; refund policy popup; billing-country confirmation popup; coupon popup; …',
  },
  'CHECKOUT-16': {
    text: 'A taxed address is saved to the account with SetBillAddress (without the VAT number) unless the account already holds it; only then is it saved for ordering. A refusal flags the country (-10) or the US state (-11), any other failure leaves it unsaved with its tax gone; a network or server failure also raises the error pop-up.',
    spec: '2 §4 Ordering; 1 §3, §7',
    sentence:
      'Ordering is allowed only when terms are agreed, the refund is finally agreed, a payment method is chosen and the address is saved. POST GetUserBillAddress / SetBillAddress: address fields; userBillAddr.',
  },
  'CHECKOUT-17': {
    text: "An order of one seat for one month (sale type 30) goes to direct checkout whatever the method: CheckOut places it once per key and answers the provider's checkout page, where the member pays and from which they return to the complete page; a refusal opens the alert of its code. A free-coupon order stays the free order.",
    spec: '2 §4 Ordering, §7',
    sentence: 'A month period with one unit goes to direct checkout. POST CheckOut (order) -> url.',
  },
  'CHECKOUT-12': {
    text: 'Each order submission carries one idempotency key: the calls of one submission (the card intent and the order) share it, the same order submitted again keeps it, a changed order takes a new one.',
    spec: '2 §4 (issue 13: orders are exactly-once)',
  },
})
