export * from './content.ts'
export * from './endpoints.ts'
