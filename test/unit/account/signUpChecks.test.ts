import { describe, expect, it } from 'vitest'
import { JoinRequest } from '../../../src/contract/index.ts'
import {
  confirmCheckOf,
  emailCheckOf,
  idCheckOf,
  idHint,
  joinRequestOf,
  nameOf,
  passwordCheckOf,
  signUpMachine,
} from '../../../src/machines/account/signUp.ts'
import { createActor } from 'xstate'

/** The decisions of the sign-up form (spec 1 §3, §5), each with a case that breaks it. */
describe('sign-up checks', () => {
  it('CheckID -2 shows the hint the id itself calls for (spec 1 §5)', () => {
    expect(idHint('NewComer')).toBe('invalidUpper')
    expect(idHint('새로운')).toBe('invalidKorean')
    expect(idHint('12345')).toBe('invalidDigits')
    expect(idHint('new_comer')).toBe('invalidSpecial')
    expect(idCheckOf(-2, 'NewComer')).toEqual({ state: 'fail', problem: 'invalidUpper' })
    expect(idCheckOf(0, 'newcomer')).toEqual({ state: 'success', problem: null })
    expect(idCheckOf(-80, 'x').problem).toBe('used')
    expect(idCheckOf(-82, 'x').problem).toBe('cvf')
    expect(idCheckOf(-83, 'x').problem).toBe('deleted')
    expect(idCheckOf(-1000, 'x').problem).toBe('bad')
    expect(idCheckOf(-10, 'x').problem).toBe('blank')
  })

  it('CheckEmail: both readings of 0 and -5 are kept and the server verdict wins', () => {
    const check = (errCode: number, available?: boolean) =>
      emailCheckOf({ result: { errCode }, available }).state
    expect(check(0)).toBe('success')
    expect(check(-5)).toBe('fail')
    expect(check(-5, true)).toBe('success')
    expect(check(0, false)).toBe('fail')
    expect(check(-4, true)).toBe('fail')
  })

  it('the password fails alt before anything, same when equal to the id', () => {
    const values = { id: 'newcomer', pw: 'Newcomer#2026' }
    const form = (pw: string, altUsed = false) =>
      passwordCheckOf({ values: { ...base.values, ...values, pw }, altUsed })
    expect(form('Newcomer#2026').check.state).toBe('success')
    expect(form('Newcomer#2026', true).check.problem).toBe('alt')
    expect(form('newcomer').check.problem).toBe('same')
    expect(form('newcomer').rules.notSame).toBe('fail')
    expect(form('').rules.length).toBe('initial')
  })

  it('the confirmation: 6 characters at least, equal to the password', () => {
    expect(confirmCheckOf({ pw: 'Newcomer#2026', confirm: 'New#1' }).problem).toBe('tooShort')
    expect(confirmCheckOf({ pw: 'Newcomer#2026', confirm: 'Newcomer#2025' }).problem).toBe(
      'mismatch',
    )
    expect(confirmCheckOf({ pw: 'Newcomer#2026', confirm: '      ' }).problem).toBe('blank')
    expect(confirmCheckOf({ pw: 'Newcomer#2026', confirm: 'Newcomer#2026' }).state).toBe('success')
  })

  const base = createActor(signUpMachine, {
    input: { kind: 'personal', visitorCountry: 'US', language: 'ko' },
  })
    .start()
    .getSnapshot().context

  it('Join is sent as spec 1 §3 says: last then first name, brId the id, job 99 for a company, no captcha in CN', () => {
    const person = {
      ...base,
      values: {
        ...base.values,
        id: ' newcomer ',
        firstName: 'Pat',
        lastName: '  Newcomer ',
        job: '3',
      },
      captcha: 'c29sdmVk',
    }
    expect(nameOf(person)).toBe('Newcomer Pat')
    const body = joinRequestOf(person)
    expect(body).toMatchObject({
      id: 'newcomer',
      brId: 'newcomer',
      name: 'Newcomer Pat',
      job: 3,
      memberType: 1,
      captcha: 'c29sdmVk',
      cultureCode: 'ko',
    })
    expect(JoinRequest.safeParse(body).success).toBe(true)
    const company = {
      ...person,
      kind: 'company' as const,
      captchaRequired: false,
      values: { ...person.values, name: 'Acme  Studio' },
    }
    expect(joinRequestOf(company)).toMatchObject({
      memberType: 3,
      job: 99,
      name: 'Acme Studio',
      captcha: '',
    })
  })
})
