export * from './steam.ts'
export * from './submission.ts'
export { eventEndpoints } from './endpoints.ts'
