import { failures } from '../../../src/tools/testing/fixtures.ts'
import type { ExtraStory } from '../stories.ts'

/**
 * The inquiry texts of the test model (src/machines/leads/trialInquiry.model.ts), written out: a
 * stories file that imported the model would put the machine in every mutation project's module
 * graph (test/model/stories.ts loads them all), and each of its mutants would run every path.
 */
const INQUIRY_OK = `${'We would like to evaluate Drape3D for our character team. '.repeat(4).slice(0, 199)}.`
const INQUIRY_SHORT = `  ${INQUIRY_OK.slice(0, 199)}${' '.repeat(40)}`

/** Trial inquiry stories the generated paths do not tell (spec 3 §4, §5, §8). */
const korean = { name: 'a visitor in Korean', input: { language: 'ko' } }
const change = (field: string, value: string, caseName: string) => ({
  caseName,
  event: { type: 'field.change', field, value },
})
const fill = [
  change('fullName', '  김민지 ', 'types the name with spaces around'),
  change('businessEmail', 'minji@studio.example.com ', 'types the e-mail'),
  change('companyName', '스튜디오 예제', 'types the company'),
  change(
    'companyWebpage',
    'http://studio.example.com:8080/ko',
    'types a web address with a port and a path',
  ),
  change('country', 'KR', 'chooses Korea'),
  change('domain', '4', 'chooses animation'),
  { caseName: 'agrees', event: { type: 'agree.toggle', checked: true } },
]
const submit = { caseName: 'sends', event: { type: 'form.submit' } }
const checksPass = (businessEmail = 0) => ({
  caseName: `checks pass (e-mail ${String(businessEmail)})`,
  event: {
    type: 'xstate.done.actor.checkFields',
    output: { fullName: 0, companyName: 0, businessEmail },
  },
})
const sent = (newsletter: string) => ({
  caseName: `errCode 0, ${newsletter}`,
  event: {
    type: 'xstate.done.actor.sendInquiry',
    output: { result: { errCode: 0, errMsg: 'OK' }, newsletter },
  },
})

const refused = (errCode: number, field: string) => ({
  caseName: `TrialInquiry refuses ${field} with ${String(errCode)}`,
  event: {
    type: 'xstate.done.actor.sendInquiry',
    output: { result: { errCode, errMsg: 'refused' }, field },
  },
})

export const stories: ExtraStory[] = [
  {
    name: 'a Korean visitor sends 199 characters padded with spaces: flagged short, nothing asked; fixed, sent with the newsletter, the completion screen',
    input: korean,
    steps: [
      ...fill,
      change('inquiry', INQUIRY_SHORT, 'types 199 characters and spaces'),
      { caseName: 'leaves the inquiry', event: { type: 'field.blur', field: 'inquiry' } },
      submit,
      change('inquiry', INQUIRY_OK, 'types 200 characters'),
      { caseName: 'ticks the newsletter', event: { type: 'newsletter.toggle', checked: true } },
      submit,
      checksPass(-5),
      sent('subscribed'),
      { caseName: 'asks for a new form', event: { type: 'form.restart' } },
    ],
  },
  {
    name: 'a name of ideographic spaces and an e-mail of spaces are blank; a web address without a domain is invalid',
    input: korean,
    steps: [
      change('fullName', '\u3000\u3000', 'types ideographic spaces as the name'),
      change('businessEmail', ' ', 'types a space as the e-mail'),
      change('companyWebpage', 'https://studio', 'types a web address without a domain'),
      {
        caseName: 'leaves the web address',
        event: { type: 'field.blur', field: 'companyWebpage' },
      },
      submit,
    ],
  },
  {
    name: 'the server refuses the company name (-1001) and the e-mail (-10): nothing is sent; the agreement unticked fails',
    input: korean,
    steps: [
      ...fill,
      change('inquiry', INQUIRY_OK, 'types 200 characters'),
      submit,
      {
        caseName: 'company -1001, e-mail -10',
        event: {
          type: 'xstate.done.actor.checkFields',
          output: { fullName: 0, companyName: -1001, businessEmail: -10 },
        },
      },
      { caseName: 'unticks the agreement', event: { type: 'agree.toggle', checked: false } },
      submit,
    ],
  },
  {
    name: 'the newsletter fails: the form still completes',
    input: { name: 'a visitor in English', input: { language: 'en' } },
    steps: [
      ...fill,
      change('inquiry', INQUIRY_OK, 'types 200 characters'),
      { caseName: 'ticks the newsletter', event: { type: 'newsletter.toggle', checked: true } },
      submit,
      checksPass(),
      sent('failed'),
    ],
  },
  {
    name: 'TrialInquiry refuses a field after another: each is flagged by its code (-1001 forbidden, -10 blank, -2103 required, any other invalid); a name the server finds blank (-10) is blank; the checks refused with HTTP 400 leave the names unchecked, without the pop-up',
    input: korean,
    steps: [
      ...fill,
      change('inquiry', INQUIRY_OK, 'types 200 characters'),
      submit,
      {
        caseName: 'name -10 (blank), company -2',
        event: {
          type: 'xstate.done.actor.checkFields',
          output: { fullName: -10, companyName: -2, businessEmail: 0 },
        },
      },
      change('companyName', 'Studio Example', 'types the company again'),
      submit,
      checksPass(),
      refused(-1001, 'fullName'),
      change('fullName', 'Kim Minji', 'types the name again'),
      submit,
      checksPass(),
      refused(-10, 'businessEmail'),
      change('businessEmail', 'minji@studio.example.com', 'types the e-mail again'),
      submit,
      checksPass(),
      refused(-2103, 'agree'),
      submit,
      checksPass(),
      refused(-2101, 'companyWebpage'),
      change('companyWebpage', 'studio.example.com', 'types the web address again'),
      submit,
      {
        caseName: 'HTTP 400',
        event: {
          type: 'xstate.error.actor.checkFields',
          error: failures.http400('CheckName'),
        },
      },
      submit,
      checksPass(),
      {
        caseName: 'HTTP 400',
        event: {
          type: 'xstate.error.actor.sendInquiry',
          error: failures.http400('TrialInquiry'),
        },
      },
    ],
  },
  {
    name: 'values typed with blanks around them are asked and sent trimmed; the checks and then TrialInquiry fail without naming their call: the pop-up, the form keeps an error naming CheckName, then TrialInquiry',
    input: { name: 'a visitor in English', input: { language: 'en' } },
    steps: [
      change('fullName', 'Kim Minji', 'types the name'),
      change('businessEmail', 'minji@studio.example.com', 'types the e-mail'),
      change('companyName', '  Studio Example  ', 'types the company with spaces around'),
      change('companyWebpage', ' studio.example.com ', 'types the web address with spaces around'),
      change('inquiry', `  ${INQUIRY_OK}  `, 'types 200 characters with spaces around'),
      { caseName: 'agrees', event: { type: 'agree.toggle', checked: true } },
      submit,
      {
        caseName: 'the checks fail without an answer',
        event: { type: 'xstate.error.actor.checkFields', error: new TypeError('Failed to fetch') },
      },
      submit,
      checksPass(),
      {
        caseName: 'TrialInquiry fails without an answer',
        event: { type: 'xstate.error.actor.sendInquiry', error: new TypeError('Failed to fetch') },
      },
      submit,
      checksPass(),
      sent('subscribed'),
    ],
  },
]
