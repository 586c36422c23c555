import { defineRules } from '../core/types.ts'

/** Business rules of the Steam claim and the community submission (spec 3 §2-§9), cited by the event machines. */
export const rules = defineRules({
  'STEAM-1': {
    text: 'Only a personal member (memberType 1) runs the Steam claim; every other member is sent to status hasItem at once.',
    spec: '3 §4, §6',
    sentence:
      'It runs only if memberType is 1. Other users are sent to status hasItem immediately.',
  },
  'STEAM-2': {
    text: 'A claim sends the licence check first (its answer is not used), then the ownership check with the Steam ID.',
    spec: '3 §4, §7',
    sentence:
      'For type 1 members a licence check is sent (its response is not used), then an ownership check with the ID.',
  },
  'STEAM-3': {
    text: 'An ownership answer without a result (rtnObj null) is the status notvaild.',
    spec: '3 §4, §8',
    sentence: 'A null result goes to notvaild.',
  },
  'STEAM-4': {
    text: 'An ownership answer with ownsapp false is the status notItem.',
    spec: '3 §4, §8',
    sentence: 'ownsapp false goes to notItem.',
  },
  'STEAM-5': {
    text: 'With ownsapp true, errCode -1003 is overlap, -1101 is hasItem and anything else is complete.',
    spec: '3 §4, §8',
    sentence:
      'ownsapp true goes to overlap on errCode -1003, to hasItem on -1101, and otherwise to complete.',
  },
  'STEAM-6': {
    text: 'Each status is shown on /event/steam with the status query (notvaild, notItem, overlap, hasItem, complete).',
    spec: '3 §2',
    sentence: '/event/steam with a status query: notvaild, notItem, overlap, hasItem, complete.',
  },
  'STEAM-7': {
    text: 'A blank Steam ID is not sent: the claim form asks for one.',
    spec: '3 §5',
    sentence: 'Steam ID: blank gives blank',
  },
  'SUBMIT-1': {
    text: 'Name, city, tell us, artwork title, artwork content, GPU and renderer are valid when not blank (empty, one space, or only blanks).',
    spec: '3 §5',
    sentence:
      'name, city, tell us, artwork title, artwork content, gpu and renderer are valid if not blank.',
  },
  'SUBMIT-2': {
    text: 'The e-mail is blank-checked, then must match local part, at sign, domain, dot, suffix; otherwise its state is vaild (invalid).',
    spec: '3 §5',
    sentence:
      'Email: blank check; then it must match the simple pattern local part, at sign, domain, dot, suffix. Otherwise the state "vaild" (invalid) is set.',
  },
  'SUBMIT-3': {
    text: 'The Steam ID is blank when blank, min unless exactly 17 characters, else success; the URL is always accepted; the country is valid once chosen and falls back to KR.',
    spec: '3 §5, §9',
    sentence:
      'Steam ID: blank gives blank; the length must be exactly 17 characters, otherwise state "min"; else success.',
  },
  'SUBMIT-4': {
    text: 'A zip of 52428800 bytes or more is refused with the size alert and not kept.',
    spec: '3 §5, §8, §9',
    sentence:
      'Zip: files of 52428800 bytes (50 MB) or more are rejected with a size alert (rejected at or above).',
  },
  'SUBMIT-5': {
    text: 'Submitting without a zip raises the no-zip alert and sends nothing.',
    spec: '3 §5, §8',
    sentence: 'A missing zip triggers a no-zip alert.',
  },
  'SUBMIT-6': {
    text: 'Submit is enabled only when every required field is filled and both agreements (terms and privacy) are ticked.',
    spec: '3 §4',
    sentence: 'Submit is enabled only when all required fields and both agreements are filled.',
  },
  'SUBMIT-7': {
    text: 'A valid form is sent as FF2112: the model (isPro always false, cpu the GPU value) and the zip as multipart.',
    spec: '3 §3, §7',
    sentence:
      'FF2112 is also the artwork submission, multipart with the zip and a model JSON, and the response has result.errCode.',
  },
  'SUBMIT-8': {
    text: 'Upload progress is held at 90 until the server answers, then 100 on success (errCode 0).',
    spec: '3 §4, §9',
    sentence:
      'Upload progress goes to 90 when the upload completes, then to 100 on success (errCode 0).',
  },
  'SUBMIT-9': {
    text: 'After success the form fades and clears after 500 ms, resets after 600 ms (progress hidden, success shown), and the page scrolls back to its saved position after 100 ms.',
    spec: '3 §4, §9',
    sentence:
      'After 500 ms the form fades and clears; after 600 ms the form resets. On success all fields reset, the zip is cleared, progress is hidden, a success state is shown, and the page scrolls back to the saved position after 100 ms.',
  },
  'SUBMIT-10': {
    text: 'A refused submission keeps the form as it was: an oversize answer (-5500) shows the size alert, a missing zip (-5600) the no-zip alert.',
    spec: '3 §8',
    sentence:
      'Oversize zip: a file-size alert. Missing zip: a no-zip alert (code -5600 in the related account flows, -5500 for oversize).',
  },
  'SUBMIT-11': {
    text: 'The terms and the privacy texts open in pop-ups from the submission form and close again.',
    spec: '3 §2',
    sentence: 'An artwork submission popup has terms and privacy popups.',
  },
})
