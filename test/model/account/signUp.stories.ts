import { model } from '../../../src/machines/account/signUp.model.ts'
import type { ExtraStory } from '../stories.ts'

/** Sign-up stories the generated paths do not tell (spec 1 §4, §5), judged by the oracle. */
type Step = ExtraStory['steps'][number]
const cases = model.model
/** A user's step of the test model, by its name. */
const user = (type: string, name: string): Step => {
  const found = (cases.events[type] ?? []).find((c) => c.name === name)
  if (!found) throw new Error(`no ${type} case named ${name}`)
  return { caseName: name, event: found.event }
}
/** An answer (done) or a failure (error) of a service of the test model, by its name. */
const outcome = (service: string, kind: 'done' | 'error', name: string): Step => {
  const list = cases.outcomes[service]?.[kind] ?? []
  const found = list.find((c) => c.name === name)
  if (!found) throw new Error(`no ${service} ${kind} named ${name}`)
  return {
    caseName: name,
    event:
      'output' in found
        ? { type: `xstate.done.actor.${service}`, output: found.output }
        : { type: `xstate.error.actor.${service}`, error: found.error },
  }
}

const inChina = cases.inputs.find((i) => i.name === 'a company in China (no captcha)')
if (!inChina) throw new Error('no input for a company in China')
const fillsIn: Step[] = [
  user('field.change', 'types the id'),
  user('field.change', 'types the e-mail'),
  user('field.change', 'chooses the country'),
  user('field.change', "types the company's name"),
  user('field.change', 'types a good password'),
  user('field.change', 'confirms the password'),
  { caseName: 'time passes', event: { type: 'xstate.after.checkDelay.signUp.editing.waiting' } },
  outcome('checkFields', 'done', 'every check passes'),
]
const submit = user('form.submit', 'submits')

export const stories: ExtraStory[] = [
  {
    name: 'a company in China submits without a captcha, the server answers 428 all the same: the captcha shows saying the server asks for it, and once solved the sign-up goes through (issue 11)',
    input: inChina,
    steps: [
      ...fillsIn,
      submit,
      outcome('join', 'error', 'HTTP 428'),
      user('captcha.solve', 'solves the captcha'),
      submit,
      outcome('join', 'done', 'errCode 0, signed up'),
    ],
  },
  {
    name: 'a company in China answered 428 submits again without solving: nothing is sent and the captcha is flagged as required',
    input: inChina,
    steps: [...fillsIn, submit, outcome('join', 'error', 'HTTP 428'), submit],
  },
]
