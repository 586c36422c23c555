/** The shell area as other areas and the tests see it. */
export { withoutLocale } from './siteRoutes.ts'
export { installDelivery } from './delivery.ts'
