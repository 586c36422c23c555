export * from './content.ts'
export * from './endpoints.ts'
export * from './community.ts'
