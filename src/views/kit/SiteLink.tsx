import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { localizePath } from '../../i18n/locale.ts'
import { useLanguage } from '../core/useLanguage.ts'

export const isExternal = (to: string): boolean => /^(https?:|mailto:|tel:)/.test(to)

/**
 * A link to a site path or an external page. Site paths get the locale prefix of the page and are
 * followed by the router without a reload; external ones are plain anchors.
 */
export function SiteLink({
  to,
  children,
  onClick,
  ...rest
}: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const router = useRouter()
  const language = useLanguage()
  if (isExternal(to)) {
    return (
      <a href={to} onClick={onClick} {...rest}>
        {children}
      </a>
    )
  }
  const [pathname = '/', query] = to.split('?')
  const href = localizePath(pathname, language) + (query ? `?${query}` : '')
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    if (
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey ||
      rest.target === '_blank'
    )
      return
    e.preventDefault()
    router.history.push(href)
  }
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  )
}
