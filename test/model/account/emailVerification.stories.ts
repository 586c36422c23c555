import { ResultOnly } from '../../../src/contract/index.ts'
import type { ExtraStory } from '../stories.ts'

/** E-mail verification stories the generated paths do not tell (spec 1 §5, §7), judged by the oracle. */
const adding = {
  name: 'without an e-mail, on /member/addemail',
  input: { mode: 'add', id: 'noemailco', comId: 'C-2002' },
}
const type = (value: string) => ({
  caseName: `types "${value}"`,
  event: { type: 'email.change', value },
})
const submit = { caseName: 'submits', event: { type: 'form.submit' } }

export const stories: ExtraStory[] = [
  {
    name: 'types only spaces and submits: the address is flagged blank and nothing is sent',
    input: adding,
    steps: [type('   '), submit],
  },
  {
    name: 'types an address between spaces: SetEmail gets it without them, then /member/emailsent',
    input: adding,
    steps: [
      type('  noah@example.com '),
      submit,
      {
        caseName: 'errCode 0, saved',
        event: {
          type: 'xstate.done.actor.setEmail',
          output: ResultOnly.parse({ result: { errCode: 0, errMsg: 'OK' } }),
        },
      },
    ],
  },
]
