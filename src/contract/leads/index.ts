export * from './trial.ts'
export * from './newsletter.ts'
export * from './endpoints.ts'
