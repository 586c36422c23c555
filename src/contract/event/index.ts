export * from './steam.ts'
export * from './submission.ts'
export * from './endpoints.ts'
