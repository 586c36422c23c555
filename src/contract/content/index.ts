export * from './content.ts'
export * from './endpoints.ts'
export * from './features.ts'
export * from './faq.ts'
