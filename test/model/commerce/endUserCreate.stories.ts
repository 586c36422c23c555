import { ADMIN, checks, email, result } from '../../../src/tools/testing/endUserCreateAnswers.ts'
import { failures } from '../../../src/tools/testing/fixtures.ts'
import type { ExtraStory } from '../stories.ts'

/**
 * Stories of the end-user ID pop-up's create step that the generated paths do not tell (spec 2 §4,
 * §5, §7; spec 1 §5, §8): the ID's -2 hints and the other CheckID codes, CheckEmail's readings,
 * the password rules one by one and the confirmation, the create button held back until the form is
 * ready, InsertMember's exact request and its refusals and failures, a check given up or failed.
 * The answers come from src/tools/testing/endUserCreateAnswers.ts, never from the machine.
 */
type Step = ExtraStory['steps'][number]
const change = (field: string, value: string, caseName: string): Step => ({
  caseName,
  event: { type: 'field.change', field, value },
})
const timePasses: Step = {
  caseName: 'time passes',
  event: { type: 'xstate.after.checkDelay.endUserCreate.editing.waiting' },
}
/** CheckID and CheckEmail answering for the fields asked. */
const answered = (caseName: string, output: Record<string, unknown>): Step => ({
  caseName,
  event: { type: 'xstate.done.actor.checkFields', output },
})
const bothFree = answered('both free', checks(0, email(0, true)))
const idAnswers = (errCode: number) =>
  answered(`CheckID answers ${String(errCode)}`, { id: result(errCode) })
const emailAnswers = (errCode: number, available?: boolean) =>
  answered(
    `CheckEmail answers ${String(errCode)}${available === undefined ? '' : ` (available ${String(available)})`}`,
    { email: email(errCode, available) },
  )
const checksFail: Step = {
  caseName: 'network down',
  event: { type: 'xstate.error.actor.checkFields', error: failures.network('CheckID') },
}
const submit: Step = { caseName: 'creates', event: { type: 'create.submit' } }
const cancel: Step = { caseName: 'cancels', event: { type: 'create.cancel' } }
const inserted = (errCode: number, errMsg?: string): Step => ({
  caseName: `InsertMember answers ${String(errCode)}`,
  event: { type: 'xstate.done.actor.insertMember', output: result(errCode, errMsg) },
})
const insertFails = (caseName: string, error: unknown): Step => ({
  caseName,
  event: { type: 'xstate.error.actor.insertMember', error },
})
/** An ID typed, 500 ms, and CheckID's code. */
const idAnswered = (id: string, errCode: number): Step[] => [
  change('id', id, `types the ID ${id}`),
  timePasses,
  idAnswers(errCode),
]
/** A password typed and 500 ms. */
const pwTyped = (pw: string, why: string): Step[] => [change('pw', pw, why), timePasses]
const confirmTyped = (pw: string, why: string): Step[] => [change('pwConfirm', pw, why), timePasses]

/** Every field typed well, 500 ms, both remote checks free: the create button works. */
const fillsIn: Step[] = [
  change('name', 'Choi Yu-na', 'types the name'),
  change('id', 'yuna2026', 'types the ID'),
  change('email', 'yuna@ateliernord.test', 'types the e-mail'),
  change('country', 'KR', 'chooses the country'),
  change('pw', 'Yuna#2026pw', 'types a good password'),
  change('pwConfirm', 'Yuna#2026pw', 'confirms the password'),
  timePasses,
  bothFree,
]

export const stories: ExtraStory[] = [
  {
    name: 'the ID typed in upper case, the ID, e-mail and name between spaces: checked trimmed; the same ID typed in lower case changes nothing; InsertMember gets them trimmed, the name with single spaces, the company, type 5 and agreement 2; created hands back the ID',
    input: ADMIN,
    steps: [
      change('name', '  Choi   Yu-na ', 'types the name with extra spaces'),
      change('id', ' YUNA2026 ', 'types the ID in upper case between spaces'),
      change('email', ' yuna@ateliernord.test ', 'types the e-mail between spaces'),
      change('country', 'KR', 'chooses the country'),
      change('pw', 'Yuna#2026pw', 'types a good password'),
      change('pwConfirm', 'Yuna#2026pw', 'confirms the password'),
      timePasses,
      bothFree,
      change('id', ' yuna2026 ', 'types the same ID in lower case'),
      submit,
      inserted(0),
    ],
  },
  {
    name: 'CheckID answers -2 for IDs of digits only, with special or Korean characters, then -82, -83, -10 and an unknown code; an ID emptied fails as blank without asking',
    input: ADMIN,
    steps: [
      ...idAnswered('20261127', -2),
      ...idAnswered('Yu-Na', -2),
      ...idAnswered('유나', -2),
      ...idAnswered('yuna', -2),
      ...idAnswered('cloud1', -82),
      ...idAnswered('gone1', -83),
      ...idAnswered('odd1', -10),
      ...idAnswered('weird1', -99),
      change('id', '   ', 'empties the ID'),
      timePasses,
    ],
  },
  {
    name: 'CheckEmail answers -4 invalid, -10 blank, -5 with available (the second reading: free), 0 not available (used) and 0 without a verdict; an e-mail emptied fails as blank',
    input: ADMIN,
    steps: [
      change('email', 'yuna@', 'types an e-mail'),
      timePasses,
      emailAnswers(-4),
      change('email', 'yuna@a', 'types another e-mail'),
      timePasses,
      emailAnswers(-10),
      change('email', 'yuna@ateliernord.test', 'types a third e-mail'),
      timePasses,
      emailAnswers(-5, true),
      change('email', 'mina@ateliernord.test', 'types a used e-mail'),
      timePasses,
      emailAnswers(0, false),
      change('email', 'ari@ateliernord.test', 'types a free e-mail'),
      timePasses,
      emailAnswers(0),
      change('email', ' ', 'empties the e-mail'),
      timePasses,
    ],
  },
  {
    name: "the password breaks each rule in turn (length, special, digit, ASCII), equals the ID in another case ('same'), then holds; the confirmation is blank, too short, mismatched, then matches; the ID changed checks the password again",
    input: ADMIN,
    steps: [
      ...idAnswered('yuna2026', 0),
      ...pwTyped('Yu#1', 'types a short password'),
      ...pwTyped('Yuna20261', 'types a password without a special character'),
      ...pwTyped('Yuna#pass', 'types a password without a digit'),
      ...pwTyped('Yuna#2026é', 'types a password with a non-ASCII letter'),
      ...pwTyped('YUNA2026', 'types the ID in upper case as the password'),
      ...pwTyped('Yuna#2026pw', 'types a good password'),
      ...confirmTyped('      ', 'confirms with six spaces'),
      ...confirmTyped('Yuna#', 'confirms with five characters'),
      ...confirmTyped('Yuna#2026px', 'confirms another password'),
      ...confirmTyped('Yuna#2026pw', 'confirms the password'),
      ...idAnswered('YUNA#2026PW', -2),
      change('pw', '', 'empties the password'),
      timePasses,
    ],
  },
  {
    name: 'create is pressed too early: without a country, within 500 ms of choosing it, while the e-mail is asked again; then it sends',
    input: ADMIN,
    steps: [
      change('name', 'Choi Yu-na', 'types the name'),
      change('id', 'yuna2026', 'types the ID'),
      change('email', 'yuna@ateliernord.test', 'types the e-mail'),
      change('pw', 'Yuna#2026pw', 'types a good password'),
      change('pwConfirm', 'Yuna#2026pw', 'confirms the password'),
      timePasses,
      bothFree,
      submit,
      change('country', 'KR', 'chooses the country'),
      submit,
      timePasses,
      change('email', 'yuna2026@ateliernord.test', 'types another e-mail'),
      timePasses,
      submit,
      emailAnswers(0, true),
      submit,
      inserted(0),
    ],
  },
  {
    name: 'InsertMember refuses -82, -83, -4, -10 and -2 in turn: the ID or e-mail is flagged, or "code - info" shows; every value stays; a change clears the message',
    input: ADMIN,
    steps: [
      ...fillsIn,
      submit,
      inserted(-82, 'integrated with the cloud wardrobe'),
      ...idAnswered('yuna2027', 0),
      submit,
      inserted(-83, 'deleted user'),
      ...idAnswered('yuna2028', 0),
      submit,
      inserted(-4, 'invalid e-mail'),
      change('email', 'yuna.choi@ateliernord.test', 'types another e-mail'),
      timePasses,
      emailAnswers(0, true),
      submit,
      inserted(-10, 'country is required'),
      submit,
      inserted(-2, 'invalid id'),
      change('name', 'Choi Yuna', 'types another name'),
    ],
  },
  {
    name: 'InsertMember fails: HTTP 400 is said on the form without the error pop-up; a timeout and a broken answer raise it; every value stays, a change clears the failure',
    input: ADMIN,
    steps: [
      ...fillsIn,
      submit,
      insertFails('HTTP 400', failures.http400('InsertMember')),
      submit,
      insertFails('timeout', failures.timeout('InsertMember')),
      submit,
      insertFails('invalid response', failures.invalid('InsertMember')),
      change('name', 'Choi Yuna', 'types another name'),
    ],
  },
  {
    name: 'a check under way is given up when the e-mail is typed: the ID and e-mail are asked together at the next pause; they cannot be checked (unchecked); the ID changed is asked again alone',
    input: ADMIN,
    steps: [
      change('id', 'yuna2026', 'types the ID'),
      timePasses,
      change('email', 'yuna@ateliernord.test', 'types the e-mail'),
      timePasses,
      checksFail,
      change('id', 'yuna2027', 'types another ID'),
      timePasses,
      idAnswers(0),
    ],
  },
  {
    name: 'cancels while the ID is asked: nothing is handed back',
    input: ADMIN,
    steps: [change('id', 'yuna2026', 'types the ID'), timePasses, cancel],
  },
  {
    name: 'the e-mail is never typed and the answer for the ID also carries an e-mail verdict: the e-mail keeps its initial state and create does nothing (spec 2 §5: e-mail required)',
    input: ADMIN,
    steps: [
      change('name', 'Choi Yu-na', 'types the name'),
      change('id', 'yuna2026', 'types the ID'),
      change('country', 'KR', 'chooses the country'),
      change('pw', 'Yuna#2026pw', 'types a good password'),
      change('pwConfirm', 'Yuna#2026pw', 'confirms the password'),
      timePasses,
      answered('the ID is free, and an e-mail verdict rides along', checks(0, email(0, true))),
      submit,
    ],
  },
  {
    name: 'the password is the ID and the confirmation matches it: create does nothing; a good password, then the country chosen last: 500 ms later create sends',
    input: ADMIN,
    steps: [
      change('name', 'Choi Yu-na', 'types the name'),
      change('id', 'yuna2026', 'types the ID'),
      change('email', 'yuna@ateliernord.test', 'types the e-mail'),
      change('pw', 'yuna2026', 'types the ID as the password'),
      change('pwConfirm', 'yuna2026', 'confirms it'),
      timePasses,
      bothFree,
      submit,
      change('pw', 'Yuna#2026pw', 'types a good password'),
      change('pwConfirm', 'Yuna#2026pw', 'confirms the password'),
      timePasses,
      submit,
      change('country', 'KR', 'chooses the country'),
      timePasses,
      submit,
    ],
  },
]
