export * from './pricing.ts'
export * from './endpoints.ts'
