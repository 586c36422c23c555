import { css } from '@emotion/react'
import { MenuButton } from '../kit/MenuButton.tsx'
import { useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '../../contract/core/codes.ts'
import { localizePath } from '../../i18n/locale.ts'
import { rememberLanguage } from '../../services/shell/language.ts'
import { useLanguage } from '../core/useLanguage.ts'
import { useConnect } from '../core/useProcess.ts'
import { connectHeaderMenu } from './connectHeaderMenu.ts'
import { HeaderMenuContext } from './ShellActors.tsx'
import { alpha, color, glass, palette, radius, shadow, z } from '../kit/tokens.ts'

/**
 * The language selector (spec 1 §2, §9): writes NEXT_LOCALE, lang and zendeskLang on the parent
 * domain and loads the same page under the new language's prefix (a full reload, so the home page
 * reloads after a change).
 */
export function switchLanguage(next: Language, path: string, search: string): void {
  rememberLanguage(next)
  window.location.assign(localizePath(path, next) + search)
}

export function LanguageSelector({ inDrawer = false }: { inDrawer?: boolean }) {
  const { t } = useTranslation('shell')
  const language = useLanguage()
  const location = useLocation()
  const menu = useConnect(HeaderMenuContext.useActorRef(), connectHeaderMenu)
  const open = menu.isOpen('language')
  const search = location.searchStr
  return (
    <div css={wrap}>
      <MenuButton
        css={trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('language.label')}
        data-testid={inDrawer ? 'language-selector-drawer' : 'language-selector'}
        onClick={() => menu.click('language')}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M3 12h18M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9S9.4 5.6 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span>{t(`language.short.${language}`)}</span>
      </MenuButton>
      {open ? (
        <ul css={[list, inDrawer && listInDrawer]} role="listbox" aria-label={t('language.label')}>
          {LANGUAGES.map((l) => (
            <li key={l} role="option" aria-selected={l === language}>
              <MenuButton
                lang={l}
                css={[option, l === language && optionActive]}
                data-testid={`language-option-${l}`}
                onClick={() =>
                  l === language ? menu.escape() : switchLanguage(l, location.pathname, search)
                }
              >
                {t(`language.name.${l}`)}
              </MenuButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

const wrap = css`
  position: relative;
`
const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 10px;
  border: 0;
  border-radius: ${radius.sm}px;
  background: transparent;
  color: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${alpha(palette.white, 0.1)};
  }
`
const list = css`
  position: absolute;
  right: 0;
  top: calc(100% + 10px);
  min-width: 160px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: ${radius.md}px;
  box-shadow: ${shadow.float};
  z-index: ${z.raised};
`
const listInDrawer = css`
  position: static;
  margin-top: 8px;
  box-shadow: none;
`
const option = css`
  display: block;
  width: 100%;
  padding: 9px 12px;
  border: 0;
  border-radius: ${radius.sm}px;
  background: transparent;
  color: ${color.text};
  text-align: left;
  font-size: 14px;
  cursor: pointer;
  &:hover {
    background: ${glass.hover};
  }
`
const optionActive = css`
  color: ${color.accentSoft};
  font-weight: 700;
`
