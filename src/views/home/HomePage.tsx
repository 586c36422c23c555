import { useTranslation } from 'react-i18next'

export function HomePage() {
  const { t } = useTranslation()
  return <main><h1>{t('productName')}</h1></main>
}
