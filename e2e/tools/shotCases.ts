/**
 * The screenshot cases are for people to look at (DEVELOPERS.md), at 375 and 1440 px in a Latin
 * and a CJK language. `npm test` takes one of the four: the CJK language narrow, where a page most
 * often breaks (long words without spaces, wide glyphs, a phone's width); the other three when
 * someone looks, with `SCREENSHOTS=1 npx playwright test`.
 */
export function shotCases<L extends string>(
  [latin, cjk]: readonly [L, L],
  widths: readonly [narrow: number, wide: number] = [375, 1440],
): [L, number][] {
  const [narrow] = widths
  return process.env.SCREENSHOTS
    ? [latin, cjk].flatMap((lang) => widths.map((width): [L, number] => [lang, width]))
    : [[cjk, narrow]]
}
