/** The commerce area as other areas and the tests see it. */
export { currencyOf } from './rules.ts'
