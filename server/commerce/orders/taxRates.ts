/**
 * The tax rule of the store (issue 13; spec 2 §9 leaves server-side tax rules unshown): a rate by
 * billing country, by state in the US, and the reverse charge for EU business customers with a VAT
 * number. Rates are in thousandths of a percent (7250 is 7.25 %) so every rate is a whole number.
 * These are the standard rates of each country (US: the state's base sales tax) as of 2025; a real
 * deployment replaces the table with its tax adviser's.
 */

export interface TaxRule {
  rateMp: number
  label: string
  reverseCharge: boolean
}

/** The EU member states, whose business customers with a VAT number account for the VAT themselves. */
export const EU_COUNTRIES: Readonly<Record<string, number>> = {
  AT: 20_000,
  BE: 21_000,
  BG: 20_000,
  HR: 25_000,
  CY: 19_000,
  CZ: 21_000,
  DK: 25_000,
  EE: 24_000,
  FI: 25_500,
  FR: 20_000,
  DE: 19_000,
  GR: 24_000,
  HU: 27_000,
  IE: 23_000,
  IT: 22_000,
  LV: 21_000,
  LT: 21_000,
  LU: 17_000,
  MT: 18_000,
  NL: 21_000,
  PL: 23_000,
  PT: 23_000,
  RO: 21_000,
  SK: 23_000,
  SI: 22_000,
  ES: 21_000,
  SE: 25_000,
}

const OTHER_COUNTRIES: Readonly<Record<string, { rateMp: number; label: string }>> = {
  GB: { rateMp: 20_000, label: 'VAT' },
  NO: { rateMp: 25_000, label: 'VAT' },
  CH: { rateMp: 8_100, label: 'VAT' },
  KR: { rateMp: 10_000, label: 'VAT' },
  JP: { rateMp: 10_000, label: 'Consumption tax' },
  CN: { rateMp: 13_000, label: 'VAT' },
  AU: { rateMp: 10_000, label: 'GST' },
  NZ: { rateMp: 15_000, label: 'GST' },
  SG: { rateMp: 9_000, label: 'GST' },
  IN: { rateMp: 18_000, label: 'GST' },
}

/** US states that tax software sold as a download or service (base state rate). */
const US_STATES: Readonly<Record<string, number>> = {
  CA: 7_250,
  NY: 4_000,
  TX: 6_250,
  WA: 6_500,
  PA: 6_000,
  IL: 6_250,
  MA: 6_250,
  NJ: 6_625,
  FL: 6_000,
  OH: 5_750,
  CT: 6_350,
}

/** A VAT number's prefix is its country's code, except Greece's (EL). */
const vatPrefixOf = (country: string) => (country === 'GR' ? 'EL' : country)

/** A VAT number as it is stored: upper case, without spaces, dots and dashes. */
export const normaliseVatNum = (vatNum: string): string =>
  vatNum.replace(/[\s.-]/g, '').toUpperCase()

/**
 * A VAT number of the billing country's format (prefix and 2 to 13 letters and digits). The
 * format is checked here; a production deployment would also ask VIES.
 */
export function isEuVatNumber(country: string, vatNum: string): boolean {
  const v = normaliseVatNum(vatNum)
  const prefix = vatPrefixOf(country)
  return v.startsWith(prefix) && /^[A-Z0-9]{2,13}$/.test(v.slice(prefix.length))
}

export function taxRuleOf(country: string, state: string, vatNum: string): TaxRule {
  const c = country.trim().toUpperCase()
  const eu = EU_COUNTRIES[c]
  if (eu !== undefined) {
    if (isEuVatNumber(c, vatNum)) return { rateMp: 0, label: 'VAT', reverseCharge: true }
    return { rateMp: eu, label: 'VAT', reverseCharge: false }
  }
  if (c === 'US') {
    const rate = US_STATES[state.trim().toUpperCase()] ?? 0
    return { rateMp: rate, label: rate > 0 ? 'Sales tax' : '', reverseCharge: false }
  }
  const other = OTHER_COUNTRIES[c]
  if (other) return { ...other, reverseCharge: false }
  return { rateMp: 0, label: '', reverseCharge: false }
}

/** The tax of an amount in minor units, rounded half up to the minor unit. */
export const taxOf = (amount: number, rateMp: number): number =>
  Math.round((amount * rateMp) / 100_000)
