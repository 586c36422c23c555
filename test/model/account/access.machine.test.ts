import { describe, expect, test } from 'vitest'
import {
  ACCESS_TABLE,
  decideAccess,
  type PageKind,
} from '../../../src/machines/account/accessRules.ts'
import { rules } from '../../../src/machines/core/rules.ts'
import { accessOracle } from '../oracle/account/access.oracle.ts'

/** The access decision table of spec 1 §4, §6 against the oracle's cases, written from the spec alone. */
describe('who may open which page (spec 1 §4, §6)', () => {
  for (const c of accessOracle.cases)
    test(c.says, () => {
      const decision = decideAccess({
        page: c.page as PageKind,
        user: c.user,
        href: c.href,
        returnUrl: c.returnUrl,
      })
      expect(decision).toEqual(
        c.expect ? { allow: false, ...c.expect } : { allow: true, rule: null },
      )
    })

  test('every row cites a catalogued rule, and says in words when it applies and where it sends', () => {
    for (const row of ACCESS_TABLE) {
      expect(rules[row.rule]).toBeDefined()
      expect(row.when.trim()).not.toBe('')
      expect(row.target.trim()).not.toBe('')
    }
  })

  test('the words of each row name where its cases go', () => {
    for (const row of ACCESS_TABLE) {
      const sent = accessOracle.cases.filter((c) => c.expect?.rule === row.rule)
      expect(sent.length).toBeGreaterThan(0)
      for (const c of sent)
        if (!row.target.includes('<') && !row.target.includes(','))
          expect(c.expect?.redirect).toBe(row.target)
    }
    expect(ACCESS_TABLE.map((r) => r.pages.join(' '))).toEqual([
      'resend addemail passchange',
      'order dashboard account',
      'signin signup',
      'order trial dashboard account resend',
      'order trial',
      'order dashboard',
    ])
  })
})
