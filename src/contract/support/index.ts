export * from './ticket.ts'
export * from './endpoints.ts'
