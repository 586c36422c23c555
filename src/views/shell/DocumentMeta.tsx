import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { documentTitle, metaPageOf } from './pageMeta.ts'

/** Title, description and html lang of the page (spec 1 §2): "Drape3D | <page>" or "Drape3D | Official Site". */
export function DocumentMeta({
  pathname,
  title,
}: {
  pathname: string
  title?: string | undefined
}) {
  const { t, i18n } = useTranslation('meta')
  const page = metaPageOf(pathname)
  const pageTitle = title ?? (page && page !== 'home' ? t(`${page}.title`) : null)
  const text = documentTitle(t('common:productName'), pageTitle, t('common:officialSite'))
  const description = page ? t(`${page}.description`) : t('default.description')
  useEffect(() => {
    document.title = text
    document.documentElement.lang = i18n.language
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.appendChild(meta)
    }
    meta.content = description
  }, [text, description, i18n.language])
  return null
}
