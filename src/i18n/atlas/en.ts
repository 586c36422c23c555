export default {
  title: 'Machine atlas',
  intro:
    'Every business process of the site as a state machine: its states, its rules and how far the model-based tests cover it.',
  computing: 'Computing coverage from the machines…',
  areas: {
    accounts: 'Accounts',
    store: 'Store',
    licences: 'Licences',
    'team console': 'Team console',
    student: 'Student',
    support: 'Support',
    content: 'Content',
    events: 'Events',
    shell: 'Site shell',
  },
  figures: {
    states: 'States',
    transitions: 'Transitions',
    guards: 'Guard outcomes',
    paths: 'Test paths',
    rules: 'Rules',
  },
  open: 'Open {{title}}',
  decision: {
    title: 'Access rules',
    intro:
      'One decision table, read top to bottom; the first row that matches redirects. Route guards call it before a page renders.',
    rule: 'Rule',
    pages: 'Pages',
    when: 'When',
    redirect: 'Sends to',
  },
  machine: {
    back: 'All machines',
    notFound: 'There is no machine with this id.',
    diagram: 'Diagram',
    legend: {
      covered: 'covered',
      uncovered: 'not covered',
      active: 'current state',
      enabled: 'possible now',
    },
    fit: 'Fit to width',
    actual: 'Actual size',
    spec: 'Spec',
    kind: { state: 'state', transition: 'transition', guard: 'guard outcome' },
    exportSvg: 'Export SVG',
    exportMermaid: 'Export Mermaid',
    states: 'States',
    rules: 'Rules',
    implementedBy: 'Implemented by',
    exercisedBy: 'Exercised by {{count}} test paths',
    notExercised: 'No test path exercises this rule',
    paths: 'Generated test paths',
    pathsIntro: 'Each path is run on the machine and, where the machine has a page, on that page.',
    uncovered: 'Not covered',
    allCovered: 'Every state, transition and guard outcome is covered.',
    simulate: 'Simulate',
    simulateIntro:
      'Start the machine, then choose an event or a service outcome to see the next state.',
    startWith: 'Start with',
    reset: 'Restart',
    current: 'Current state',
    events: 'Events the user can send',
    outcomes: 'Service outcomes',
    none: 'Nothing can happen in this state.',
    history: 'Steps taken',
    layingOut: 'Laying out the diagram…',
    showPaths: 'Show the {{count}} paths',
    hidePaths: 'Hide the paths',
    diagramBox: 'Diagram of {{title}}: arrow keys scroll, + and − zoom',
    layoutFailed: 'The diagram could not be laid out: {{error}}',
    destination: 'Navigates to',
    navigated: '(navigated)',
    notYet: '(chosen, not yet left)',
    noDestination: 'No destination yet',
    context: 'Machine data (context)',
    specSections: 'The spec sections these rules cite',
    specSectionsIntro:
      'The text of the specification each rule above links to (in English, as written).',
    specDoc: 'Spec {{doc}}',
    specSays: 'The spec says',
    specSection: 'Spec {{section}}',
  },
  zoom: {
    group: 'Zoom',
    out: 'Zoom out',
    in: 'Zoom in',
    actual: '100 %',
    fit: 'Whole diagram',
    hint: 'Drag or scroll to move; Ctrl + wheel, a pinch or the + − 0 keys zoom.',
  },
  words: { anyState: 'in any state' },
  coverage: {
    shown: 'Coverage drawn',
    planned: 'Generated test paths',
    observed: 'End-to-end run',
    observedTitle: 'Exercised end to end',
    observedIntro:
      'Transitions the real application took during the last Playwright run, reported by its actors, beside those the generated paths take.',
    noRun: 'No end-to-end run is recorded in this build.',
    recorded: 'Recorded {{date}} from {{tests}} end-to-end tests.',
    transition: 'Transition',
    byPaths: 'Paths',
    byApp: 'Real app',
    summary:
      '{{observed}} of {{total}} transitions taken by the real app; the paths take {{planned}}.',
  },
  mutation: {
    title: 'Mutation testing',
    intro:
      'Stryker changes the machine one small step at a time (a guard negated, a target changed, a text emptied) and runs its tests; a change no test notices is a rule nobody checks. Figures from the last npm run test:mutation.',
    score: 'Mutants killed',
    guards: 'Guard mutants killed',
    targets: 'Target mutants killed',
    none: 'No mutation run is recorded in this checkout.',
    survivors: 'Mutants no test killed',
    noSurvivors: 'Every mutant was killed.',
    line: 'Line',
    change: 'Change',
    kind: 'Kind',
    kinds: { guard: 'guard', target: 'target', other: 'other' },
  },
  machines: {
    trialInquiry: {
      title: 'Enterprise trial inquiry',
      description:
        'The enterprise trial form: its checks, TrialInquiry (the CRM lead, then the newsletter when ticked) and the completion screen (spec 3 §2, §4, §5, §7).',
    },
    contactForm: {
      title: 'Support contact form',
      description: 'The two-step support contact form and its attachments (spec 3 §2-§5, §8, §9).',
    },
    signUp: {
      title: 'Sign up with live checks and a captcha',
      description:
        'Sign up, personal or company, with live checks and a captcha, then /member/complete?t=s (spec 1 §2, §4, §5).',
    },
    session: {
      title: 'Session: who is signed in',
      description: 'Who is signed in (spec 1 §4 session).',
    },
    signIn: {
      title: 'Sign in with id and password',
      description: 'Sign in with id and password, then send the member where spec 1 §4 says.',
    },
    passwordChange: {
      title: 'Forced password change',
      description:
        'The forced password change of a member whose password equals the id (spec 1 §4 step 3, §5).',
    },
    accountEdit: {
      title: 'Account editing (my page)',
      description:
        'Account editing at /mypage/account: one edit pop-up per field, saved, then /mypage/account/complete (spec 1 §2, §4, §5, §7).',
    },
    passwordReset: {
      title: 'Password reset by e-mail',
      description:
        'Reset a forgotten password: ask for the e-mail, send the link, check it, then set the new password once (spec 1 §3, §4, §5, §8).',
    },
    emailVerification: {
      title: 'E-mail verification',
      description:
        "Verify the member's e-mail: follow the link once, resend it, or add an address when there is none (spec 1 §2, §4, §9).",
    },
    profileImage: {
      title: 'Profile image upload',
      description:
        'Choose a picture: 15728640 bytes or more gets the size alert without being sent, a smaller image is uploaded with a progress bar; a picture that fails to load shows the default icon (spec 1 §5, §7, §8, §9).',
    },
    accountDeletion: {
      title: 'Account deletion',
      description:
        'Delete the own account with a survey text, then leave signed out (spec 1 §4, §7).',
    },
    marketingPermissions: {
      title: 'Marketing permissions pop-up',
      description:
        'Ask a company user with agreement 0, a verified e-mail and a known country for the newsletter agreement, language and industry, and save them with MemberRequiredInfoSet (spec 1 §2, §4, §7).',
    },
    signOut: { title: 'Sign out', description: 'End the session and leave (spec 1 §4).' },
    socialSignIn: {
      title: 'Sign in with a social-platform token',
      description: 'Sign in with a social-platform token and route on its answer (spec 1 §4).',
    },
    featureRelease: {
      title: 'New features and patch notes',
      description:
        'The new features and patch notes of one version, 12 from the bundled archive (spec 3 §2, §3, §7, §8).',
    },
    helpArticles: {
      title: 'FAQ and help articles',
      description:
        'The FAQ and help articles on the support page, in the page language (spec 3 §7).',
    },
    tutorials: {
      title: 'Tutorials',
      description:
        'The tutorials list and one tutorial, failures shown as "{errCode}:{errMsg}" translated (spec 3 §7, §8).',
    },
    contentList: {
      title: 'News and case-study lists',
      description: 'A news or case-study list page with load-more (spec 3 §2, §4, §7).',
    },
    orderSetup: {
      title: 'Order steps of a company',
      description:
        'Checkout steps 1-4 of a company admin: the order type, the end user in the end-user ID pop-up, the seats and periods, the confirmation (spec 2 §2, §4, §6).',
    },
    endUserCreate: {
      title: 'Create an end user',
      description:
        "The end-user ID pop-up's create step: a company admin creates an end user of the company, every field checked as typed; the new ID goes back to the select step (spec 2 §4, §5, §7).",
    },
    couponPopup: {
      title: 'Coupon pop-up',
      description:
        "The member's coupons in the order currency and a code registered (RegCoupon); at checkout the coupon is applied to the order, on the dashboard it is used at once: the licence check, then the pricing route or the free order and its installer (spec 2 §2, §4, §7, §8, §9).",
    },
    checkout: {
      title: 'Checkout',
      description:
        "Checkout of one licence from a pricing route: the server's price, the billing address and its tax (with the currency hold), agreements, coupon, payment method and the order by card, PayPal or Alipay (spec 2 §2, §4, §5, §7).",
    },
    pricingPage: {
      title: 'Plan overview',
      description:
        'The plan overview of /pricing: the period toggle, the promotion window and the two notices (spec 2 §1-§3).',
    },
    steamClaim: {
      title: 'Steam event claim',
      description: 'The Steam event claim of /event/steam (spec 3 §2, §4, §6-§8).',
    },
    communitySubmission: {
      title: 'Community submission',
      description: 'The artwork or case submission form with its zip (spec 3 §2-§5, §7-§9).',
    },
    contentPost: {
      title: 'News post',
      description: 'One post by its sequence number (spec 3 §2, §7).',
    },
    spotlightFeed: {
      title: 'User spotlight feed',
      description: 'The user-spotlight feed with keyset paging (spec 3 §2, §3, §7, §9).',
    },
    spotlightPost: {
      title: 'User spotlight post',
      description:
        'A spotlight post with its related posts, translation and share link (spec 3 §2, §3).',
    },
    homeContent: { title: 'Home page news', description: 'News on the home page (spec 3 §2).' },
    errorPopup: {
      title: 'Global error pop-up',
      description: 'The global error pop-up of spec 1 §8.',
    },
    headerMenu: {
      title: 'Header menus',
      description: 'Header sub-menus, language selector and profile box (spec 1 §2).',
    },
    siteShell: {
      title: 'Site shell',
      description:
        "The site's frame: maintenance page, China links, the top banner, news in the menu and page-view logging (spec 1 §2, §4).",
    },
    popupSuppression: {
      title: 'Pop-up suppression',
      description:
        'Whether one shell pop-up shows now, and how its close is remembered (spec 1 §4).',
    },
  },
  rules: {
    'SETUP-1':
      'A company admin buying an enterprise product first picks the order type (New, Trade, upgrade), the end user, the seats and periods, and confirms; then the address and payment follow. A personal member starts at the address.',
    'SETUP-2':
      "The end users to buy for are the company's own (GetMyMemberList); without the list nothing can be ordered.",
    'SETUP-3':
      'The end user is chosen in the end-user ID pop-up: its select button is active only with a radio chosen; closing it changes nothing.',
    'SETUP-4':
      "A row is disabled when the order is not New and the ID already has an order type, or when it is scheduled and not new; scheduled rows show 'Scheduled' with dates, new ones 'NEW'.",
    'SETUP-5':
      'Editing a passed step asks first: step 1 clears all three steps, step 2 clears two and three, step 3 only three; cancelling changes nothing.',
    'SETUP-6':
      'Seats for network and academic products (academic at least 10, at most 999) and periods 1 to 10; out of range the field is flagged.',
    'SETUP-7':
      "The order is for the chosen end user: New adds seats, Trade trades and upgrade upgrades them (with the end user's licence), the periods as cntExtend.",
    'SETUP-8':
      "The end-user ID pop-up's list can be searched by ID or name, ignoring case and whitespace; the chosen radio stays.",
    'ENDUSER-1':
      'The end-user ID pop-up has a create step (2) beside select (1): creating an end user or cancelling returns to select, where a created end user is listed and chosen.',
    'ENDUSER-2':
      'Each field of the create form is checked 500 ms after the last keystroke and shows loading until then; an ID typed in upper case is taken in lower case.',
    'ENDUSER-3':
      'Name and ID (at most 20 each) are required; the ID fails as blank, invalid, already used or not allowed (CheckID); the e-mail is required and fails as invalid or already used (CheckEmail); the password follows the password rules (not the ID) and its confirmation is not blank and matches.',
    'ENDUSER-4':
      'The create button is active only with a country chosen, every field passed (the finish flag) and nothing loading.',
    'ENDUSER-5':
      "InsertMember creates the end user in the admin's company (comId), with the end-user member type and agreement 2.",
    'ENDUSER-6':
      'A refused creation flags its field (ID -2, -80, -82, -83, -1000; e-mail -4, -5; name -1001), else shows "code - info"; a network or server failure raises the global error pop-up; the form keeps every value.',
    'COUPON-1':
      "The coupon pop-up lists the member's coupons for the product in the order currency (step 1); a list that cannot be read closes it with an error (-1); closing applies nothing.",
    'COUPON-2':
      'A code is registered with RegCoupon 500 ms after the button; blank is refused first; a refusal is step 2: 2000 registered, 2003 expired, 2004 cannot be added, 2005 limited, else not valid.',
    'COUPON-3':
      'A listed coupon that has not expired can be chosen; using it closes the pop-up and the checkout applies it.',
    'COUPON-4':
      "On the dashboard a chosen coupon is used at once: step 3 is the licence check (CheckLicense); success is step 5, failure (-905 or the coupon's own code) step 6.",
    'COUPON-5':
      'After the licence check a discount under 100 goes to its pricing route with cpcode; a free coupon places the free order (payMethod 8, terms agreed) and its installer downloads.',
    'CHECKOUT-1':
      "Checkout starts from a pricing route (its product, seats, coupon code and trial mark); the price is the server's answer to GetCalcPrice. Without a price nothing can be ordered.",
    'CHECKOUT-2':
      'Billing address: commas become spaces; line 1, city, zip and country are required (the country longer than 1 character); a US address needs a listed state; the VAT number is optional.',
    'CHECKOUT-3':
      'Once the address holds, GetCalcTax is asked; errCode 0 or 1 is success (tax shown, address saved to the account, payment possible); anything else is a tax error. Editing the address unsaves it.',
    'CHECKOUT-4':
      "The price is asked again in the billing country's currency; when the currency changes, the tax waits until the member agrees, then the final tax applies.",
    'CHECKOUT-5':
      'A coupon code must not be blank; the applied code warns as a duplicate; applying discounts the price and recalculates the tax; a refusal names its reason; removing clears the code.',
    'CHECKOUT-6':
      'Ordering is allowed only when terms and refund are agreed (and the trial box after the personal trial), a payment method is chosen and the address is saved; otherwise what is missing is shown.',
    'CHECKOUT-7':
      'Card: a client secret first (GetIntentBeforeSetOrder), then SetOrder4Stripe with it, then the card page, which returns to the complete page.',
    'CHECKOUT-8':
      "PayPal: a token from GetPaypalToken, then SetOrder; then PayPal's approval page (or the complete page).",
    'CHECKOUT-9':
      "Other methods (Alipay): SetOrder4Stripe; Alipay's page opens in a window of 800x500.",
    'CHECKOUT-10':
      'A refused order opens the alert of its code (spec 2 §8: the order and trial codes with their own text and buttons, any other code in the warning pop-up); nothing is ordered. Closing it returns to the form, after -3 with the price and tax asked again. A payment that fails at the provider ends at /pricing/complete?type=fail.',
    'CHECKOUT-11':
      'The Alipay status is asked 3 times at 0, 1 and 2 s: chargeable → per or ent complete, failed → fail, otherwise progress.',
    'CHECKOUT-13':
      'An applied coupon that leaves nothing to pay needs no payment method: the free-coupon order (SetOrder, payMethod 8, price 0, empty address, one seat for the coupon period) ends on the complete page.',
    'CHECKOUT-14':
      'Ticking the refund box opens the refund policy of the order (month, standard month, student, year, option or store); the refund is agreed only there, closing leaves it unagreed, unticking takes it back.',
    'CHECKOUT-15':
      'Saving an address whose billing country the member has not confirmed first opens the billing-country pop-up: confirming asks the price in its currency, going back saves nothing.',
    'CHECKOUT-16':
      'A taxed address is saved to the account (SetBillAddress) unless it already holds it; -10 flags the country, -11 the US state, other failures leave it unsaved.',
    'CHECKOUT-17':
      "One seat for one month goes to direct checkout whatever the method: CheckOut places it once and answers the provider's checkout page; a refusal opens its alert.",
    'CHECKOUT-12':
      'Each order submission carries one idempotency key: the same order keeps it, a changed order takes a new one.',
    'PRICE-1':
      'The plan cards show the prices of one period at a time; yearly comes first and the visitor toggles between yearly and monthly.',
    'PRICE-2':
      'From 16 November to 31 December 2021, Pacific time, the multi-year personal price (196 USD, 1411 CNY) is shown beside the event price (280 USD, 2016 CNY); outside that window, neither.',
    'PRICE-3':
      'The renewal notice opens on request with the standalone and network renewal prices ($1900 and $2000, or ¥14,000 and ¥15,000 in China) and closes with its button or Escape.',
    'PRICE-4':
      'With the query type enterprise, the enterprise notice is shown first; once it is closed the plans are browsed.',
    'PRICE-5':
      'While a notice is open the plans behind it do not change: the period toggle waits until it is closed.',
    'TRIAL-1':
      'Each field of the trial form has a status: initial (isValid 0), success (1) or fail (-1); editing a field puts it back to initial.',
    'TRIAL-2':
      'Name, e-mail, company name, company web address, inquiry and the agreement are required: a blank one fails as blank.',
    'TRIAL-3':
      'The company web address must match a web-address pattern (optional scheme, domain, optional port and path).',
    'TRIAL-4':
      'The inquiry must hold at least 200 characters after trimming; below that it fails as too short.',
    'TRIAL-5':
      'Name and company name are checked by the server (CheckName): a negative errCode is an invalid word.',
    'TRIAL-6':
      'The e-mail is checked by the server (CheckEmail): 0 and -5 are fine, -4 is invalid, -10 is blank.',
    'TRIAL-7':
      'Only a form whose every field holds is sent: TrialInquiry with the inquiry entity (jobTitle and domain default to Others).',
    'TRIAL-8':
      'On success the CRM lead is sent, then the newsletter when ticked; the form resets and the completion screen shows.',
    'TRIAL-9': 'A newsletter failure still completes the form.',
    'TRIAL-10':
      'A refused or failed inquiry keeps the form as it is with a translated error; the visitor may send again.',
    'FEAT-1':
      'The new-features page asks for the release of the chosen version in the page language: version 12 from the archive bundled with the site, 12.1 and 12.2 from GET releases/{version}/features.',
    'FEAT-2':
      'A version shows its main visual, key features, other features (an image or a webm and mp4 video pair), manual links and patch notes.',
    'FEAT-3': 'A failed release fetch clears the new-feature data; the visitor may retry.',
    'FEAT-4':
      'The visitor chooses among 12, 12.1 and 12.2; another version is asked for, the one shown is not asked again.',
    'FEAT-5': 'Manual links go to the help centre in the page language: en-us, ko, ja, zh-cn.',
    'HELP-1':
      'The support page shows the FAQ and the help articles of the fixed sections in the page language; a failure empties them and offers a retry.',
    'TUTO-1':
      'The tutorials page lists GetTutorialList and opens a tutorial by GetTutorialView with its Seq and the content language.',
    'TUTO-2':
      'A tutorial call whose errCode is not 0 fails as "{errCode}:{errMsg}" and the page shows a translated message.',
    'CONTACT-1':
      'The form has two steps: step 1 inquiry, user type, title, description, attachments and, for technical issues or bug reports, software version and patch version; step 2 e-mail, name, country, language and, for another language, that language.',
    'CONTACT-2': 'The ut query preselects the user type: 1 personal, 3 company user.',
    'CONTACT-3':
      'Step 1 is complete when inquiry, user type, title and description are valid, and for technical_issues or bug_report_ also version and patch version: 4 valid fields, or 6.',
    'CONTACT-4':
      'Step 2 is complete when e-mail, name, country and language are valid, and for others_lang_md also the other language: 4 valid fields, or 5.',
    'CONTACT-5': 'Submit is allowed only when both steps are complete.',
    'CONTACT-6':
      'A blank text (empty, a single space, or empty after stripping blanks) is invalid; subject, description, name and inquiry type are required.',
    'CONTACT-7':
      'The e-mail is validated by the server: code 0 and -5 (already used) are accepted, -11 means empty, other codes are kept as invalid.',
    'CONTACT-8': 'The version list offers only product versions above 7.',
    'CONTACT-9': 'A loader shows while the ticket is sent.',
    'CONTACT-10':
      'errCode 0: every field is reset, the upload list emptied, the language and user type reset; the visitor goes to the complete page, or in the alternate flow (the form used from error dialogs) a completion modal shows.',
    'CONTACT-11':
      'Any other errCode, or a network failure, stops the loader and keeps the form as it is; no message is shown for an errCode.',
    'ATTACH-1':
      'The attachments of one form total under 50,000,000 bytes; more gives the big-file error and nothing is sent.',
    'ATTACH-2':
      'Each attachment is sent by zendeskFileUpload with a progress bar; its token goes with the ticket.',
    'ATTACH-3':
      'Deleting an attachment removes the file entry and its token only when the server answers errCode 0; otherwise nothing changes (the failure is only logged).',
    'STEAM-1':
      'Only a personal member (memberType 1) runs the Steam claim; every other member is sent to status hasItem at once.',
    'STEAM-2':
      'A claim sends the licence check first (its answer is not used), then the ownership check with the Steam ID.',
    'STEAM-3': 'An ownership answer without a result (rtnObj null) is the status notvaild.',
    'STEAM-4': 'An ownership answer with ownsapp false is the status notItem.',
    'STEAM-5':
      'With ownsapp true, errCode -1003 is overlap, -1101 is hasItem and anything else is complete.',
    'STEAM-6':
      'Each status is shown on /event/steam with the status query (notvaild, notItem, overlap, hasItem, complete).',
    'STEAM-7': 'A blank Steam ID is not sent: the claim form asks for one.',
    'SUBMIT-1':
      'Name, city, tell us, artwork title, artwork content, GPU and renderer are valid when not blank (empty, one space, or only blanks).',
    'SUBMIT-2':
      'The e-mail is blank-checked, then must match local part, at sign, domain, dot, suffix; otherwise its state is vaild (invalid).',
    'SUBMIT-3':
      'The Steam ID is blank when blank, min unless exactly 17 characters, else success; the URL is always accepted; the country is valid once chosen and falls back to KR.',
    'SUBMIT-4': 'A zip of 52428800 bytes or more is refused with the size alert and not kept.',
    'SUBMIT-5': 'Submitting without a zip raises the no-zip alert and sends nothing.',
    'SUBMIT-6':
      'Submit is enabled only when every required field is filled and both agreements (terms and privacy) are ticked.',
    'SUBMIT-7':
      'A valid form is sent as FF2112: the model (isPro always false, cpu the GPU value) and the zip as multipart.',
    'SUBMIT-8':
      'Upload progress is held at 90 until the server answers, then 100 on success (errCode 0).',
    'SUBMIT-9':
      'After success the form fades and clears after 500 ms, resets after 600 ms (progress hidden, success shown), and the page scrolls back to its saved position after 100 ms.',
    'SUBMIT-10':
      'A refused submission keeps the form as it was: an oversize answer (-5500) shows the size alert, a missing zip (-5600) the no-zip alert.',
    'SUBMIT-11':
      'The terms and the privacy texts open in pop-ups from the submission form and close again.',
    'POST-1': 'A post is read by GetView with its sequence number and the content language.',
    'POST-2':
      'A post that GetView answers without info is missing: the visitor is sent to the route the caller supplied (the list by default).',
    'POST-3':
      'A GetView answer whose errCode is not 0 changes nothing: no post and no redirect; the visitor may retry.',
    'FEED-1':
      'The spotlight feed searches the community posts of category 110 with the product tag, 12 a page, latest first, and a keyword when the visitor gives one.',
    'FEED-2':
      'The next page of the feed repeats the lastSort of the page before as searchAfter, and its posts are added to the list.',
    'FEED-3':
      'More posts are offered only while the feed lists fewer than its totalCount and a lastSort came with the last page.',
    'FEED-4':
      'A failed community call is kept as its status, message and code, the message being the server message or the fallback "unknown error occurred" in Korean; the feed keeps what it listed and may be asked again.',
    'FEED-5': 'A new keyword starts the search again from the first page.',
    'SPOT-1':
      'A spotlight post is read by GET /api/community/post/{id}; a post the server does not know (404) is not found.',
    'SPOT-2': 'Under a post, related posts are asked by the post id, its category and its creator.',
    'SPOT-3':
      'A post can be translated into the page language (toLanguage is its content language) and shown again as written.',
    'SPOT-4': 'Copying the share link sets the "copied" indicator.',
    'LIST-1':
      'A list page asks GetList with a page and a page size, filtered by the article type and the content language.',
    'LIST-2':
      'Load more in the incremental mode asks the next page with the same page size and adds its posts to the list.',
    'LIST-3':
      'Load more in the cumulative mode asks page 1 with the size current page times page size and replaces the list.',
    'LIST-4': 'Load state 1 means loaded with items; load state -1 means empty or failed.',
    'LIST-5': 'While a list loads, 20 blank placeholder cards are shown.',
    'LIST-6':
      'A failed GetList empties the list, resets the count and sets load state -1; the visitor may retry from the first page.',
    'LIST-7':
      'The load-more button is offered only while the list holds fewer posts than its total count.',
    'SIGNIN-14':
      'An account past its sign-in limit is answered HTTP 428 (errCode -428): the captcha shows, and once solved the sign-in is sent again with the solution.',
    'SIGNUP-1':
      'The id is checked by the server (CheckID) 500 ms after the last keystroke: 0 ok; -2 invalid with its hint (upper case, special characters, only digits, Korean characters); -80 used; -82 cloud-wardrobe user; -83 deleted user; -1000 bad id; -10 blank; the check shows initial, loading, success or fail.',
    'SIGNUP-2':
      "The e-mail is checked by the server (CheckEmail): -4 invalid, -10 blank; both readings of 0 and -5 are kept and the server's verdict decides whether the address is available.",
    'SIGNUP-3':
      'The name must not be blank (a person: first and last name each, firstblank and lastblank); the server (CheckName) refuses forbidden words with -1001; repeated spaces become one.',
    'SIGNUP-4':
      'The password is checked rule by rule (8 to 20 characters; a letter; a digit; one of ~ ! @ # $ % ^ & * ( ) _ +; ASCII only; nothing else; not equal to the id), each rule initial, loading, success or fail, 500 ms after the last keystroke.',
    'SIGNUP-5': "A password typed with the Alt key fails with 'alt'.",
    'SIGNUP-6': "Pasting into a password field is blocked, and the field says so ('copied').",
    'SIGNUP-7':
      'The confirmation must not be blank, must have at least 6 characters and must match the password.',
    'SIGNUP-8': "The country is required; a company's job is fixed at 99.",
    'SIGNUP-9':
      'Nothing is sent until every field holds and the captcha is solved; a visitor whose country is CN has no captcha.',
    'SIGNUP-10':
      'Join is sent with the form (name joined last then first, brId the id, job 99 for a company) and answers within 5000 ms; errCode 0 goes to /member/complete?t=s.',
    'SIGNUP-11':
      'Join errCode -1001 (a forbidden word in the name) flags the name and scrolls the page to the top.',
    'SIGNUP-12': 'Join errCode -1000 flags the id as a bad id.',
    'SIGNUP-13':
      'Other refusals of Join flag their field (id -2, -80, -82, -83; e-mail -4, -5); any other code is shown as "code - info".',
    'SIGNUP-14':
      'A failed Join shows a clear error on the form; a network or unexpected one also raises the global error pop-up; HTTP 428 asks for a new captcha.',
    'SIGNIN-1':
      'An id or a password that is blank after trimming is flagged on its field before any call is made.',
    'SIGNIN-2':
      'loginResult 0 means the sign-in succeeded; the session token is kept (cookie jwt_token, 2 days).',
    'SIGNIN-3': 'loginResult -1 flags both the id and the password as invalid.',
    'SIGNIN-4': 'loginResult 2 flags each blank field.',
    'SIGNIN-5': 'loginResult -2 gives the status contact: the user is asked to contact support.',
    'SIGNIN-6': 'Any other loginResult is an error shown as "code - info".',
    'SIGNIN-7':
      'A failed call shows a clear error on the form; a network or unexpected one (no answer, a timeout, a server error, an answer that breaks the contract) also raises the global error pop-up, a refused request (HTTP 4xx) does not.',
    'SIGNIN-8': 'After sign-in, a user without an e-mail goes to /member/addemail.',
    'SIGNIN-9':
      'After sign-in, a user with an unverified e-mail goes to /member/emailverifywarning.',
    'SIGNIN-10': 'After sign-in, a user whose password equals the id goes to /member/passchange.',
    'SIGNIN-11':
      'A linked (cloud-wardrobe) company or end user not yet integrated gets the status integrate_closet_ent.',
    'SIGNIN-12':
      'Otherwise the user goes to the return URL, else support, else the pricing page built from type, userType, orderType and period, else home.',
    'SIGNIN-13':
      'A personal user with a verified e-mail gets the status signin, or integrate_closet_per when not integrated.',
    'SOCIAL-1':
      'A social-platform token sign-in with errCode 0 and a token signs the user in, passing the first-login flag.',
    'SOCIAL-2': 'errCode -300 goes to /member/warning.',
    'SOCIAL-3': 'errCode -301 goes to /?modal=is_integration_blocked.',
    'SOCIAL-4': 'Any other errCode goes home.',
    'SOCIAL-5': 'An HTTP 400 answer goes to /member/emailverifywarning?t=c.',
    'SOCIAL-6': 'Any other failure goes to /member/emailverifywarning.',
    'SOCIAL-7':
      'A social sign-in link without a code cannot be exchanged; the page says so and offers the sign-in form.',
    'SESSION-1':
      'The site knows who is signed in from GetUserInfo: a user, or nobody when it answers 401 or fails.',
    'SESSION-2':
      'After sign-in or sign-out the session is asked again, so the header and the guards follow.',
    'SIGNOUT-1':
      'Ending the session calls Logout, clears the cookies and redirects to the returnUrl, else home.',
    'PASSCHANGE-1':
      'The new password is checked rule by rule (8 to 20 characters; a letter; a digit; one of ~ ! @ # $ % ^ & * ( ) _ +; only ASCII letters, digits and those specials); each rule shows initial, loading, success or fail, 500 ms after the last keystroke.',
    'PASSCHANGE-2': "A new password equal to the id or to the current password fails with 'same'.",
    'PASSCHANGE-3': "A new password typed with the Alt key fails with 'alt'.",
    'PASSCHANGE-4': "Pasting into a password field is blocked, and the field says so ('copied').",
    'PASSCHANGE-5':
      'The confirmation must not be blank, must have at least 6 characters and must match the new password.',
    'PASSCHANGE-6':
      'Nothing is sent while a field is blank or a password rule fails; each problem is flagged on its field.',
    'PASSCHANGE-7':
      'SetMemberField errCode -6 flags the new password as blank or too short; -1004 flags the current password as wrong; any other code is shown as "code - info".',
    'PASSCHANGE-8':
      'errCode 0: the password is changed, the session is asked again and the member goes on to the site (home).',
    'PASSCHANGE-9':
      'A failed call shows a clear error on the form; a network or unexpected one also raises the global error pop-up.',
    'RESET-1':
      'The reset request asks for the e-mail of a personal or company account; status 0 idle, 1 sending, 2 sent; once sent, /member/submitted tells the user to open the e-mail.',
    'RESET-2': "An e-mail without @ fails with 'email blank value' and nothing is sent.",
    'RESET-3': 'errCode -82 means no such user: status noneUser, the form stays.',
    'RESET-4':
      'Any other failure of the request (another errCode, no answer) gives status -1 and /member/unablepw.',
    'RESET-5':
      'The link of the e-mail is checked with CheckVaildPwMail before the new-password form opens.',
    'RESET-6':
      "The new password follows the rules of spec 1 §5 (8 to 20, letter, digit, special, ASCII only, not the id 'same', Alt 'alt', paste 'copied'), each shown initial, loading, success or fail 500 ms after the last keystroke; the confirmation matches and has at least 6 characters.",
    'RESET-7':
      'SetPw uses the link once: success goes to /member/complete?t=r; a used or expired link goes to /member/expired.',
    'RESET-8':
      'A failed SetPw shows a clear error on the form; a network or unexpected one also raises the global error pop-up.',
    'ACCOUNT-1':
      'Account editing loads the member (GetUserInfo); each field opens its own edit pop-up with its current value, is saved, then the pop-up closes and the member sees /mypage/account/complete.',
    'ACCOUNT-2':
      "The new password follows the rules of spec 1 §5 (8 to 20 characters, a letter, a digit, a listed special, ASCII only, not the id nor the current password 'same', no Alt 'alt', pasting refused 'copied'); the confirmation matches and has at least 6 characters; blank fields are flagged and nothing is sent.",
    'ACCOUNT-3':
      'The current password is checked with CheckMyPW first (-1000: flagged as wrong, nothing saved); then SetMemberField pw with the current password as oldVal: -6 blank or too short, -1004 current password mismatch.',
    'ACCOUNT-4':
      'A name that is blank is flagged before any call; repeated spaces collapse to one; SetMemberField name -1005 flags a forbidden word.',
    'ACCOUNT-5':
      'E-mail change: personal and cloud-wardrobe-integrated members go to the partner site through /logout?gotomail=1&port=1; others save with SetEmail (-4 invalid, -5 used, -10 blank flagged), the address becomes unverified and its verification e-mail is sent.',
    'ACCOUNT-6':
      'Integrated (single sign-on) accounts change their password and e-mail on the partner site only: no pop-up opens for them.',
    'ACCOUNT-7':
      'Country (required), job, newsletter agreement and preferred language are saved with SetMemberField (modFld country, job, agreement, preferredLang).',
    'ACCOUNT-8':
      'The billing address is read with GetUserBillAddress and saved with SetBillAddress; a typed comma becomes a space; the country is required and a US address takes its state from the US state list.',
    'ACCOUNT-9':
      'A failed call shows a clear error; a network or unexpected one also raises the global error pop-up; any other errCode is shown as "code - info".',
    'VERIFY-1':
      'The link of the verification e-mail (/member/emailverify) verifies the address once; a used or unknown link and an expired one say so.',
    'VERIFY-2':
      'The resend button sends the verification e-mail again (ResendVerifyEmail), at most once per 1500 ms.',
    'VERIFY-3':
      'A user without an e-mail adds one (SetEmail); -10 blank, -4 invalid, -5 already used are flagged on the field; success goes to /member/emailsent.',
    'VERIFY-4':
      'A failed call shows a clear error; a network or unexpected one also raises the global error pop-up.',
    'SIGNOUT-3':
      '/logout?gotomail=1 (port=1: the cloud-wardrobe platform) ends the session and goes to the e-mail page of the partner site.',
    'SIGNOUT-2': 'A failing Logout still clears the local session and redirects.',
    'ACCESS-1':
      'A signed-in user with a verified e-mail is bounced from sign-in and sign-up, to the returnUrl when present, else home.',
    'ACCESS-2':
      'A signed-in user with an unverified e-mail who opens an order or trial page is sent to /member/emailverifywarning.',
    'ACCESS-3':
      'A signed-in user without an e-mail who opens an order, trial or account page is sent to /member/addemail.',
    'ACCESS-4':
      'The resend-verification, add-e-mail and password-change pages send signed-out visitors home.',
    'ACCESS-5':
      'A company user without agreement and with a verified e-mail who opens an order page or the personal dashboard (my page) is sent to /product/trial.',
    'ACCESS-6':
      'Order, checkout, my page and account pages ask a signed-out visitor to sign in, with the page as return address (the trial page does not: sign-in comes before an archive download).',
    'POPUP-1':
      'A pop-up closed with the "one day" choice stays hidden for a day through a cookie of 86400 s on the parent domain with SameSite=Lax.',
    'POPUP-2': 'A pop-up closed with the "lifetime" choice is hidden by a cookie without expiry.',
    'POPUP-3': 'The survey pop-up appears 1 minute after the page loads.',
    'POPUP-4': 'The survey pop-up reappears only if its last close was more than one day ago.',
    'POPUP-5':
      'The legal pop-up about the integrated account is shown on sign-in and never reopens once closed.',
    'POPUP-6': 'Escape or a click outside closes a pop-up.',
    'POPUP-7':
      'At most one shell pop-up is on screen at a time, in this order: the legal notice, the marketing permissions, the survey, the promotions; a later one waits while an earlier one is deciding or open.',
    'POPUP-8':
      "The legal pop-up is shown to a signed-in member whose account is integrated, with the dates of the integrated-account terms (28 February 2024, dispute clauses 1 May 2024) in the language's date format.",
    'POPUP-9':
      'The promotional pop-ups show where their readers are (the Linux release on the download page, the cloud-wardrobe sync on my page for a member linked to the cloud wardrobe), at most one per page view, each with the one-day and lifetime choices. The renewal and enterprise pricing notices are the pricing page’s own (PRICE rules).',
    'ERRPOP-1':
      'A network or unexpected error opens the global error pop-up with header "Error", the code in brackets and the first 20 characters of the message.',
    'ERRPOP-2': 'Contact us leads to /support/contact.',
    'ERRPOP-3':
      'Send error code creates a support ticket carrying the API name, code and message, and shows loading meanwhile.',
    'ERRPOP-4': 'Dismissing the error pop-up goes home.',
    'MENU-1': 'Above 1279 px, root items other than Pricing open their sub-menu on hover.',
    'MENU-2':
      'At 1279 px and below a hamburger replaces the bar and root items open their sub-menu on click.',
    'MENU-3': 'Escape closes any open menu.',
    'MENU-4':
      'A click opens a menu at any width and keeps it open until it is clicked again, Escape or a link; following a link closes every menu and the drawer (decided here: the spec is silent).',
    'SHELL-1':
      'The maintenance page replaces the site when the service says it is down for maintenance.',
    'SHELL-2':
      'Menu links that differ for China use the China URL when the visitor IP country is CN.',
    'SHELL-3':
      'The top banner is shown only when the content service returns one for the page (lang upper case, applyUrl the page).',
    'SHELL-4': 'The mega-menu carousel shows the three newest news posts.',
    'SHELL-5': 'Each navigation logs a page_view event with a unique-id cookie kept 31536000 s.',
    'PROFILE-1':
      'A profile image of 15728640 bytes or more is not sent: the size alert shows at once.',
    'PROFILE-2':
      'A chosen image under the limit is sent with UploadProfile; a progress bar shows how much has been sent.',
    'PROFILE-3':
      'Once stored, the new picture shows and the session is asked again (the header shows it too); a server refusal of the size (413) gives the size alert, of the file (415) says it is not an image.',
    'PROFILE-4':
      'A picture that fails to load is replaced by the default account icon, dark on a light background and white on a dark one.',
    'PROFILE-5':
      'A failed upload shows a clear error; a network or unexpected one also raises the global error pop-up.',
    'DELETE-1':
      'Deleting the account asks for confirmation first, with a survey text (why the member leaves); cancelling changes nothing.',
    'DELETE-2':
      "DeleteUser is sent with the member's own comId and brId and the survey text; on errCode 0 the session is forgotten and the member goes home, signed out.",
    'DELETE-3':
      'A refused or failed deletion keeps the member signed in on the confirmation with a clear error; a network or unexpected failure also raises the global error pop-up.',
    'MARKETING-1':
      'The marketing-permissions pop-up is shown only to company users with agreement 0, a verified e-mail and a known country (one of the country list).',
    'MARKETING-2':
      'The pop-up asks the newsletter agreement (a toggle), the preferred language and the occupation (personal users) or industry (company users) from the lists of spec 1 §3; Save without an occupation or industry flags it and sends nothing.',
    'MARKETING-3':
      'Save sends MemberRequiredInfoSet (PUT) with agreement 1 for a newsletter yes and 0 for a no, the preferred language and the chosen code; on errCode 0 the pop-up closes and the session is asked again.',
    'MARKETING-4':
      'Closing the pop-up without saving (its close button, Escape or a click outside) hides it for one day with the one-day cookie (86400 s); it asks again after that, since the answers are still owed (the spec is silent on this close: decided here).',
    'MARKETING-5':
      'Once saved, the pop-up is not shown again in this browser (a mark without expiry), also when the member said no to the newsletter and keeps agreement 0 (decided here: the answers are stored).',
    'MARKETING-6':
      'A refused or failed save keeps the pop-up open with every answer and a clear, translated error; a network or unexpected failure also raises the global error pop-up.',
  },
}
