/**
 * The screenshot cases are for people to look at (DEVELOPERS.md), at 375 and 1440 px in a Latin
 * and a CJK language. `npm test` takes two of the four, so both widths and both languages are still
 * seen: the CJK language narrow (where a page most often breaks) and the Latin one wide. All four
 * with `SCREENSHOTS=1 npx playwright test`.
 */
export function shotCases<L extends string>(
  [latin, cjk]: readonly [L, L],
  widths: readonly [narrow: number, wide: number] = [375, 1440],
): [L, number][] {
  const [narrow, wide] = widths
  return process.env.SCREENSHOTS
    ? [latin, cjk].flatMap((lang) => widths.map((width): [L, number] => [lang, width]))
    : [
        [cjk, narrow],
        [latin, wide],
      ]
}
