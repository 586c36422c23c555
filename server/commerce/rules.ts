import { Currency } from '../../src/contract/index.ts'

/** The currency of a visitor's country: CNY in China, USD elsewhere. Never the client's choice. */
export const currencyOf = (country: string): Currency =>
  country === 'CN' ? Currency.CNY : Currency.USD
