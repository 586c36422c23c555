import { useMemo } from 'react'
import { COUNTRY_CODES } from '../../contract/index.ts'
import { useLanguage } from './useLanguage.ts'

export interface CountryOption {
  value: string
  label: string
}

/**
 * A form's country list: every country of the contract, named in the page's language from the
 * runtime's ICU data and sorted by name. The server and the browser may name a country differently,
 * so until `named` (the page is hydrated) the codes stand in. `label` may dress a name (the sign-up
 * form marks the EU members).
 */
const plainName = (_code: string, name: string) => name

export function useCountryOptions(
  named: boolean,
  label: (code: string, name: string) => string = plainName,
): CountryOption[] {
  const language = useLanguage()
  return useMemo(() => {
    if (!named) return COUNTRY_CODES.map((code) => ({ value: code, label: code }))
    const names = new Intl.DisplayNames([language], { type: 'region' })
    return COUNTRY_CODES.map((code) => ({
      value: code,
      label: label(code, names.of(code) ?? code),
    })).sort((a, b) => a.label.localeCompare(b.label, language))
  }, [language, named, label])
}
