import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { create, type Font } from 'fontkit'
import type { Language } from '../../../src/contract/index.ts'

/**
 * The fonts of the invoice PDF. Latin text uses the PDF's own Helvetica (nothing embedded); names
 * and words in Korean, Japanese or Chinese use Noto Sans KR, JP or SC (SIL OFL), shipped as OTF
 * files by the @embedpdf/fonts-* packages and embedded as subsets (only the glyphs used), so a
 * document stays a few dozen kilobytes. Each text run gets the first font, in the document
 * language's order, that has every one of its characters.
 */
export type FontName = 'latin' | 'kr' | 'jp' | 'sc'
export type Weight = 'regular' | 'bold'

const FILES: Readonly<Record<Exclude<FontName, 'latin'>, [string, string, string]>> = {
  kr: ['@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf', 'NotoSansKR-Bold.otf'],
  jp: ['@embedpdf/fonts-jp', 'NotoSansJP-Regular.otf', 'NotoSansJP-Bold.otf'],
  sc: ['@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf', 'NotoSansHans-Bold.otf'],
}

/** The CJK fonts in the order each language prefers them (a Han character looks right in its own). */
const ORDER: Readonly<Record<Language, Array<Exclude<FontName, 'latin'>>>> = {
  en: ['sc', 'kr', 'jp'],
  ko: ['kr', 'sc', 'jp'],
  ja: ['jp', 'sc', 'kr'],
  zh: ['sc', 'jp', 'kr'],
}

/** The files are read once per process, on the first document that needs them. */
const bytes = new Map<string, Buffer>()
const parsed = new Map<string, Font>()

/** The bytes of one embedded font (registered with the document under its key). */
export function fontBytes(name: Exclude<FontName, 'latin'>, weight: Weight): Buffer {
  const key = `${name}-${weight}`
  let data = bytes.get(key)
  if (!data) {
    const [pkg, regular, bold] = FILES[name]
    // The packages export only their script: the fonts sit beside its folder.
    const file = fileURLToPath(
      new URL(`../fonts/${weight === 'bold' ? bold : regular}`, import.meta.resolve(pkg)),
    )
    data = readFileSync(file)
    bytes.set(key, data)
  }
  return data
}

function coverage(name: Exclude<FontName, 'latin'>): Font {
  let font = parsed.get(name)
  if (!font) {
    const made = create(fontBytes(name, 'regular'))
    if (!('hasGlyphForCodePoint' in made)) throw new Error(`${name}: a font collection`)
    font = made
    parsed.set(name, font)
  }
  return font
}

/** Helvetica of the PDF standard fonts encodes WinAnsi: Latin-1 and a few signs. */
const isLatin = (codePoint: number) => codePoint <= 0xff || codePoint === 0x20ac

export interface Run {
  font: FontName
  text: string
}

/** A text split into runs of one font each: one run when a single font has every character. */
export function runsOf(text: string, language: Language): Run[] {
  // Fonts map code points to glyphs: the text is read by code point (a cluster may mix fonts).
  const chars = Array.from(text)
  const points = chars.map((c) => c.codePointAt(0) ?? 0)
  if (points.every(isLatin)) return [{ font: 'latin', text }]
  const order = ORDER[language]
  const whole = order.find((name) => points.every((p) => coverage(name).hasGlyphForCodePoint(p)))
  if (whole) return [{ font: whole, text }]
  const runs: Run[] = []
  chars.forEach((c, i) => {
    const p = points[i] ?? 0
    const font: FontName = isLatin(p)
      ? 'latin'
      : (order.find((name) => coverage(name).hasGlyphForCodePoint(p)) ?? order[0] ?? 'sc')
    const last = runs.at(-1)
    if (last && last.font === font) last.text += c
    else runs.push({ font, text: c })
  })
  return runs
}
