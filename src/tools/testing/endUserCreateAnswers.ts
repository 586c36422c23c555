import { CheckEmailResponse, ResultOnly } from '../../contract/index.ts'
import type { EndUserCreateInput } from '../../machines/commerce/endUserCreate.ts'

/**
 * The endUserCreate test model's input and service answers, apart from the model so that stories
 * can use them without the machine (a stories file that imported the machine would put it in every
 * mutation project's module graph: each of its mutants would then run every process's paths).
 */

/** The demo company admin: the new end user's company (comId). */
export const ADMIN: { name: string; input: EndUserCreateInput } = {
  name: 'the admin of company',
  input: { comId: 'company' },
}

/** CheckID's or InsertMember's answer: only a code and its message. */
export const result = (errCode: number, errMsg = errCode === 0 ? 'OK' : 'refused') =>
  ResultOnly.parse({ result: { errCode, errMsg } })

/** CheckEmail's answer, with the server's `available` verdict when given (spec 1 §5 both readings). */
export const email = (errCode: number, available?: boolean) =>
  CheckEmailResponse.parse({
    result: { errCode, errMsg: 'e-mail check' },
    ...(available === undefined ? {} : { available }),
  })

/** The live checks' answer: the id and the e-mail, each as named. */
export const checks = (id: number, mail: ReturnType<typeof email>) => ({
  id: result(id),
  email: mail,
})
