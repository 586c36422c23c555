import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../../src/contract/core/codes.ts'
import { buildResources, NAMESPACES } from '../../../src/i18n/index.ts'

/** Every leaf key of a resource object, as dotted paths, with its value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      for (const [path, leaf] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(path, leaf)
    }
  } else {
    out.set(prefix, value)
  }
  return out
}

const resources = buildResources()

describe('translations: all four languages are complete', () => {
  it('has resources for en, ko, ja and zh', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort())
    expect(NAMESPACES.length).toBeGreaterThan(0)
  })

  for (const ns of NAMESPACES) {
    const english = leaves(resources.en?.[ns])
    for (const lang of LANGUAGES) {
      describe(`${lang}/${ns}`, () => {
        const own = leaves(resources[lang]?.[ns])
        it('exists', () => {
          expect(resources[lang]?.[ns], `${lang}/${ns}.ts is missing`).toBeDefined()
        })
        it('has every English key and no extra key', () => {
          const missing = [...english.keys()].filter((k) => !own.has(k))
          const extra = [...own.keys()].filter((k) => !english.has(k))
          expect({ missing, extra }).toEqual({ missing: [], extra: [] })
        })
        it('has no empty or non-text value', () => {
          const bad = [...own.entries()]
            .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
            .map(([k]) => k)
          expect(bad).toEqual([])
        })
        it('keeps the same interpolation placeholders as English', () => {
          const placeholders = (v: unknown) =>
            typeof v === 'string' ? (v.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort() : []
          const differing = [...english.entries()]
            .filter(
              ([k, v]) =>
                own.has(k) &&
                JSON.stringify(placeholders(v)) !== JSON.stringify(placeholders(own.get(k))),
            )
            .map(([k]) => k)
          expect(differing).toEqual([])
        })
      })
    }
  }
})
