export * from './trial.ts'
export * from './newsletter.ts'
export { leadsEndpoints, LEAD_LIMIT } from './endpoints.ts'
