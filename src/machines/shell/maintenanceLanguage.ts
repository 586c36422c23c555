import type { Language } from '../../contract/core/codes.ts'

/**
 * The maintenance page's language by the visitor's country code (spec 1 §2): KR Korean, CN Chinese,
 * JA Japanese (JP, the ISO code, too); everyone else English.
 */
export function maintenanceLanguage(countryCode: string): Language {
  switch (countryCode.trim().toUpperCase()) {
    case 'KR':
      return 'ko'
    case 'CN':
      return 'zh'
    case 'JA':
    case 'JP':
      return 'ja'
    default:
      return 'en'
  }
}
