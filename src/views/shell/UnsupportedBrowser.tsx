import { LANGUAGES, type Language } from '../../contract/core/codes.ts'
import en from '../../i18n/unsupported/en.ts'
import ja from '../../i18n/unsupported/ja.ts'
import ko from '../../i18n/unsupported/ko.ts'
import zh from '../../i18n/unsupported/zh.ts'
import { MINIMUM_VERSIONS } from '../../machines/shell/browserSupport.ts'
import { color } from '../kit/tokens.ts'

/**
 * Every language's texts are in every page (the block is chosen by a classic script), so they live
 * in their own small namespace: the error texts of the other three languages stay out of the page.
 */
const TEXTS: Record<Language, typeof en> = { en, ko, ja, zh }

/**
 * Unsupported browser (spec 1 §2): Internet Explorer below 11 gets this page instead of the site.
 * Hidden plain HTML in all four languages; the classic script after it (ES3, no modern JS) shows
 * the block of the path's language and hides the site.
 */
export function UnsupportedBrowser() {
  return (
    <>
      <div
        id="unsupported-browser"
        style={{
          display: 'none',
          padding: '64px 24px',
          background: color.ink,
          color: color.text,
          fontFamily: 'Arial, sans-serif',
          textAlign: 'center',
          minHeight: '100%',
        }}
      >
        {LANGUAGES.map((lang) => (
          <div key={lang} lang={lang} style={{ display: 'none' }}>
            <h1 style={{ margin: '0 0 12px', fontSize: 28 }}>{TEXTS[lang].title}</h1>
            <p style={{ margin: '0 0 20px', color: color.textMuted }}>{TEXTS[lang].text}</p>
            <p style={{ margin: '0 0 8px', fontWeight: 'bold' }}>{TEXTS[lang].minimum}</p>
            <ul style={{ margin: 0, padding: 0, listStyle: 'none', lineHeight: 1.8 }}>
              {MINIMUM_VERSIONS.map((m) => (
                <li key={m.browser}>{`${m.browser} ${m.version}`}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <script src="/unsupported-browser.js" />
    </>
  )
}
