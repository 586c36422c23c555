import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { rules } from '../../../src/machines/core/rules.ts'
import { sectionOf, specRefs } from '../../../src/tools/atlas/specSections.tsx'

const spec1 = readFileSync(
  resolve(import.meta.dirname, '../../../docs/spec/1-accounts-and-site-shell.md'),
  'utf8',
)

describe('the atlas links each rule to the spec sections it cites', () => {
  test('a reference names its document once and each section after it', () => {
    expect(specRefs('1 §4 step 3, §5').map((r) => r.anchor)).toEqual(['spec-1-4', 'spec-1-5'])
    expect(specRefs('3 §9').map((r) => r.label)).toEqual(['3 §9'])
    expect(specRefs(undefined)).toEqual([])
  })

  test('a section runs from its heading to the next one', () => {
    const s = sectionOf(spec1, '5')
    expect(s?.title).toBe('5. Validation rules')
    expect(
      s?.paragraphs.some((p) =>
        p.includes("It fails with 'same' if equal to the old password or the id"),
      ),
    ).toBe(true)
    expect(s?.paragraphs.some((p) => p.startsWith('## '))).toBe(false)
    expect(sectionOf(spec1, '42')).toBeNull()
  })

  test("every rule's reference leads to a section of the spec kept in docs/spec, which holds the rule's sentence", () => {
    for (const [id, rule] of Object.entries(rules)) {
      const refs = specRefs(rule.spec)
      expect(refs.length, `${id} cites no section`).toBeGreaterThan(0)
      for (const ref of refs) {
        const file = [
          '1-accounts-and-site-shell',
          '2-store-licences-team-console',
          '3-support-content-community',
        ].find((f) => f.startsWith(`${ref.doc}-`))
        expect(file, `${id}: no spec ${ref.doc}`).toBeDefined()
      }
      const sentence = (rule as { sentence?: string }).sentence
      if (sentence && refs[0]?.doc === '1')
        expect(spec1.replace(/\s+/g, ' '), `${id}: its sentence is not in spec 1`).toContain(
          sentence.replace(/\s+/g, ' '),
        )
    }
  })
})
