export * from './config.ts'
export * from './maintenance.ts'
export * from './pageView.ts'
export { shellEndpoints } from './endpoints.ts'
