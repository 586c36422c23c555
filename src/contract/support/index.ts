export * from './contact.ts'
export * from './staff.ts'
export * from './ticket.ts'
export * from './endpoints.ts'
