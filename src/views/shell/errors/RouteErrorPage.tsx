import { useLocation } from '@tanstack/react-router'
import { isApiError } from '../../../services/core/apiError.ts'
import { ErrorPage } from './ErrorPage.tsx'

/**
 * A page that failed to render or load (spec 1 §8 "page errors set an error status code from the
 * response status"): the status of a failed call when there is one, else 500 UNEXPECTED ERROR.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const location = useLocation()
  const status = isApiError(error) && error.status >= 400 ? error.status : 500
  return <ErrorPage status={status} pathname={location.pathname} />
}
