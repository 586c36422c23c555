export * from './member.ts'
export * from './endpoints.ts'
