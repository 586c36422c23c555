import { currencySymbol } from '../../contract/index.ts'

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** "$386.10", "¥2,592.00": the currency's symbol as the server's currency says. */
export const formatMoney = (amount: number, currency: string): string =>
  `${currencySymbol(currency)}${money.format(amount)}`
