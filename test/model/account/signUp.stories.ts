import { CheckEmailResponse, ResultOnly } from '../../../src/contract/index.ts'
import { ApiError } from '../../../src/services/core/apiError.ts'
import type { ExtraStory } from '../stories.ts'

/**
 * Sign-up stories the generated paths do not tell (spec 1 §4, §5), judged by the oracle. Written
 * out here rather than taken from the test model: a stories file that imported the machine would
 * put it in every mutation project's module graph (test/model/stories.ts loads them all), and each
 * mutant of sign-up would then run every process's paths.
 */
type Step = ExtraStory['steps'][number]
const change = (field: string, value: string, caseName: string): Step => ({
  caseName,
  event: { type: 'field.change', field, value },
})
const result = (errCode: number) => ResultOnly.parse({ result: { errCode, errMsg: 'OK' } })

const inChina = {
  name: 'a company in China (no captcha)',
  input: { kind: 'company', visitorCountry: 'CN', language: 'zh' },
}
const inTheUS = {
  name: 'a person in the US',
  input: { kind: 'personal', visitorCountry: 'US', language: 'en' },
}
const timePasses: Step = {
  caseName: 'time passes',
  event: { type: 'xstate.after.checkDelay.signUp.editing.waiting' },
}
const fillsIn: Step[] = [
  change('id', 'newcomer', 'types the id'),
  change('email', 'new@example.com', 'types the e-mail'),
  change('country', 'US', 'chooses the country'),
  change('name', 'Acme Studio', "types the company's name"),
  change('pw', 'Newcomer#2026', 'types a good password'),
  change('confirm', 'Newcomer#2026', 'confirms the password'),
  timePasses,
  {
    caseName: 'every check passes',
    event: {
      type: 'xstate.done.actor.checkFields',
      output: {
        id: result(0),
        email: CheckEmailResponse.parse({
          result: { errCode: 0, errMsg: 'e-mail check' },
          available: true,
        }),
        name: result(0),
      },
    },
  },
]
const submit: Step = { caseName: 'submits', event: { type: 'form.submit' } }
const captchaAsked: Step = {
  caseName: 'HTTP 428',
  event: {
    type: 'xstate.error.actor.join',
    error: new ApiError({
      apiName: 'Join',
      kind: 'http',
      status: 428,
      code: -428,
      message: 'The captcha answer is not valid or was already used',
      detail: 'HTTP 428',
    }),
  },
}

/** CheckID, CheckEmail or CheckName answering for the one field asked. */
const checked = (field: 'id' | 'email' | 'name', errCode: number, available?: boolean): Step => ({
  caseName: `Check ${field} answers ${String(errCode)}`,
  event: {
    type: 'xstate.done.actor.checkFields',
    output: {
      [field]:
        field === 'email'
          ? CheckEmailResponse.parse({
              result: { errCode, errMsg: 'e-mail check' },
              ...(available === undefined ? {} : { available }),
            })
          : ResultOnly.parse({ result: { errCode, errMsg: 'check' } }),
    },
  },
})
/** The id typed, 500 ms, and CheckID's code (spec 1 §5: -2 with its hint, -82, -83, -10, another). */
const idAnswered = (id: string, errCode: number): Step[] => [
  change('id', id, `types the id ${id}`),
  timePasses,
  checked('id', errCode),
]

/** Every check asked passes. */
const allPass: Step = {
  caseName: 'every check passes',
  event: {
    type: 'xstate.done.actor.checkFields',
    output: {
      id: result(0),
      email: CheckEmailResponse.parse({
        result: { errCode: 0, errMsg: 'e-mail check' },
        available: true,
      }),
      name: result(0),
    },
  },
}
const solves: Step = {
  caseName: 'solves the captcha',
  event: { type: 'captcha.solve', payload: 'c29sdmVk' },
}
/** A person fills in every field (the id and e-mail between spaces) and the checks pass. */
const personFillsIn: Step[] = [
  change('id', ' newcomer ', 'types the id between spaces'),
  change('email', ' new@example.com ', 'types the e-mail between spaces'),
  change('firstName', 'Pat', 'types the first name'),
  change('lastName', 'Newcomer', 'types the last name'),
  change('pw', 'Newcomer#2026', 'types a good password'),
  change('confirm', 'Newcomer#2026', 'confirms the password'),
  change('country', 'US', 'chooses the country'),
  timePasses,
  allPass,
]
const joinAnswers = (errCode: number): Step => ({
  caseName: `Join answers ${String(errCode)}`,
  event: {
    type: 'xstate.done.actor.join',
    output: ResultOnly.parse({ result: { errCode, errMsg: 'refused' } }),
  },
})

export const stories: ExtraStory[] = [
  {
    name: 'ids CheckID calls invalid (-2): the hint says upper case, Korean, only digits or special characters',
    input: inTheUS,
    steps: [
      ...idAnswered('Newcomer', -2),
      ...idAnswered('새사람', -2),
      ...idAnswered('20261127', -2),
      ...idAnswered('new-comer', -2),
      ...idAnswered('newcomer', -2),
    ],
  },
  {
    name: 'CheckID answers -82, -83, -10 and an unknown code: integrated with the cloud wardrobe, deleted, blank, invalid',
    input: inTheUS,
    steps: [
      ...idAnswered('wardrobe1', -82),
      ...idAnswered('gone1', -83),
      ...idAnswered('blank1', -10),
      ...idAnswered('other1', -99),
    ],
  },
  {
    name: 'CheckEmail answers -10, then -5 and 0 without a verdict: blank, used (the first reading), free',
    input: inTheUS,
    steps: [
      change('email', 'a@example.com', 'types an e-mail'),
      timePasses,
      checked('email', -10),
      change('email', 'b@example.com', 'types another e-mail'),
      timePasses,
      checked('email', -5),
      change('email', 'c@example.com', 'types a third e-mail'),
      timePasses,
      checked('email', 0),
    ],
  },
  {
    name: 'CheckName answers a code that is neither 0 nor -1001: the name fails',
    input: inChina,
    steps: [
      change('name', 'Acme Studio', "types the company's name"),
      timePasses,
      checked('name', -3),
    ],
  },
  {
    name: 'a person chooses a job and the newsletter: Join carries the job, the agreement and the name last then first',
    input: inTheUS,
    steps: [
      change('id', 'newcomer', 'types the id'),
      change('email', 'new@example.com', 'types the e-mail'),
      change('firstName', 'Pat', 'types the first name'),
      change('lastName', 'Newcomer', 'types the last name'),
      change('pw', 'Newcomer#2026', 'types a good password'),
      change('confirm', 'Newcomer#2026', 'confirms the password'),
      change('country', 'US', 'chooses the country'),
      change('job', '3', 'chooses a job'),
      change('agreement', '1', 'wants the newsletter'),
      timePasses,
      {
        caseName: 'every check passes',
        event: {
          type: 'xstate.done.actor.checkFields',
          output: {
            id: result(0),
            email: CheckEmailResponse.parse({
              result: { errCode: 0, errMsg: 'e-mail check' },
              available: true,
            }),
            name: result(0),
          },
        },
      },
      { caseName: 'solves the captcha', event: { type: 'captcha.solve', payload: 'c29sdmVk' } },
      submit,
    ],
  },
  {
    name: 'the id and e-mail typed between spaces are checked and sent without them; Join answers -4: the e-mail is flagged as invalid',
    input: inTheUS,
    steps: [...personFillsIn, solves, submit, joinAnswers(-4)],
  },
  {
    name: 'Join answers -2 for an id in upper case: the id is flagged with its hint',
    input: inTheUS,
    steps: [
      ...personFillsIn,
      change('id', 'Newcomer', 'types the id in upper case'),
      timePasses,
      checked('id', 0),
      solves,
      submit,
      joinAnswers(-2),
    ],
  },
  {
    name: 'Join answers -82: the id is flagged as integrated with the cloud wardrobe',
    input: inTheUS,
    steps: [...personFillsIn, solves, submit, joinAnswers(-82)],
  },
  {
    name: 'Join answers -83: the id is flagged as a deleted user',
    input: inTheUS,
    steps: [...personFillsIn, solves, submit, joinAnswers(-83)],
  },
  {
    name: 'submits while the checks are still asked: nothing is sent; then the e-mail is used: still nothing is sent',
    input: inTheUS,
    steps: [
      ...personFillsIn.slice(0, -1),
      solves,
      submit,
      {
        caseName: 'the e-mail is used',
        event: {
          type: 'xstate.done.actor.checkFields',
          output: {
            id: result(0),
            email: CheckEmailResponse.parse({
              result: { errCode: -5, errMsg: 'e-mail check' },
              available: false,
            }),
            name: result(0),
          },
        },
      },
      submit,
    ],
  },
  {
    name: 'solves the captcha, lets it expire, then submits a valid form: nothing is sent and the captcha is required',
    input: inTheUS,
    steps: [
      ...personFillsIn,
      solves,
      { caseName: 'lets the captcha expire', event: { type: 'captcha.expire' } },
      submit,
    ],
  },
  {
    name: "a company's name typed with extra spaces is checked with one space between words",
    input: inChina,
    steps: [
      change('name', '  Acme   Studio ', "types the company's name with extra spaces"),
      timePasses,
    ],
  },
  {
    name: 'a password equal to the id fails as the same; typing the id again or the password again while a confirmation is typed checks them again',
    input: inTheUS,
    steps: [
      change('id', 'newcomer', 'types the id'),
      change('pw', 'newcomer', 'types the id as the password'),
      timePasses,
      change('confirm', 'newcomer', 'confirms it'),
      change('id', 'newcomer2', 'types another id'),
      change('pw', 'Newcomer#2026', 'types a good password'),
      timePasses,
      { caseName: 'presses Alt in the password', event: { type: 'key.alt' } },
      timePasses,
    ],
  },
  {
    name: 'a person leaves one name blank, then the other, then both; the id and e-mail are typed and emptied again: blank fields are not asked',
    input: inTheUS,
    steps: [
      change('firstName', 'Pat', 'types the first name'),
      timePasses,
      change('lastName', 'Newcomer', 'types the last name'),
      change('firstName', '', 'empties the first name'),
      timePasses,
      change('lastName', '', 'empties the last name'),
      change('id', 'newcomer', 'types the id'),
      change('email', 'new@example.com', 'types the e-mail'),
      change('id', '', 'empties the id'),
      change('email', ' ', 'empties the e-mail'),
      timePasses,
      submit,
      change('id', 'newcomer', 'types the id'),
    ],
  },
  {
    name: 'only the e-mail is asked, and the answer also carries an id: the id keeps its own verdict',
    input: inTheUS,
    steps: [
      change('id', 'newcomer', 'types the id'),
      timePasses,
      checked('id', 0),
      change('email', 'new@example.com', 'types the e-mail'),
      timePasses,
      {
        caseName: 'the e-mail is free, and an id -80 rides along',
        event: {
          type: 'xstate.done.actor.checkFields',
          output: {
            id: result(-80),
            email: CheckEmailResponse.parse({
              result: { errCode: 0, errMsg: 'e-mail check' },
              available: true,
            }),
          },
        },
      },
    ],
  },
  {
    name: 'confirms the password with six spaces: after 500 ms the confirmation is blank, not a mismatch',
    input: inTheUS,
    steps: [
      change('pw', 'Newcomer#2026', 'types a good password'),
      change('confirm', '      ', 'confirms with six spaces'),
      timePasses,
    ],
  },
  {
    name: 'a company in China submits without a captcha, the server answers 428 all the same: the captcha shows saying the server asks for it, and once solved the sign-up goes through (issue 11)',
    input: inChina,
    steps: [
      ...fillsIn,
      submit,
      captchaAsked,
      {
        caseName: 'solves the captcha',
        event: { type: 'captcha.solve', payload: 'c29sdmVk' },
      },
      submit,
      {
        caseName: 'errCode 0, signed up',
        event: { type: 'xstate.done.actor.join', output: result(0) },
      },
    ],
  },
  {
    name: 'a company in China answered 428 submits again without solving: nothing is sent and the captcha is flagged as required',
    input: inChina,
    steps: [...fillsIn, submit, captchaAsked, submit],
  },
  {
    name: 'with every check passed, the company re-types its id as it was and chooses another country, then submits at once: nothing waits, so Join is sent (only a changed id, e-mail, name or password is checked again)',
    input: inChina,
    steps: [
      ...fillsIn,
      change('id', 'newcomer', 'types the same id again'),
      change('country', 'KR', 'chooses another country'),
      submit,
    ],
  },
  {
    name: 'chooses the country and types a name the form does not show while the id is being checked: the check goes on and its answer shows',
    input: inTheUS,
    steps: [
      change('id', 'newcomer', 'types the id'),
      timePasses,
      change('country', 'US', 'chooses the country'),
      change('name', 'Acme Studio', "types the company's name"),
      checked('id', 0),
    ],
  },
]
