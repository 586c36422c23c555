export * from './member.ts'
export * from './password.ts'
export * from './memberField.ts'
export * from './endpoints.ts'
