/**
 * The language matrix only where layout is the point (DEVELOPERS.md). Inside a loop over the
 * languages, `const mine = inTurn(languages, lang)` and `if (mine()) test(...)` for each case
 * register each case in one language only, the languages taking turns case by case: every
 * language's texts are read somewhere and each flow runs once.
 */
export function inTurn<L extends string>(languages: readonly L[], lang: L): () => boolean {
  let index = 0
  return () => languages[index++ % languages.length] === lang
}
