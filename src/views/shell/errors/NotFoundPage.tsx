import { useLocation } from '@tanstack/react-router'
import { ErrorPage } from './ErrorPage.tsx'

/** PAGE NOT FOUND for the current path (spec 1 §2). */
export function NotFoundPage() {
  const location = useLocation()
  return <ErrorPage status={404} pathname={location.pathname} />
}
