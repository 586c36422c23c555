export * from './contact.ts'
export * from './staff.ts'
export * from './ticket.ts'
export { supportEndpoints, ATTACHMENT_LIMIT } from './endpoints.ts'
