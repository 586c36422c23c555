/** The API contract, by area; the client, the server and the test mocks import it from here. */
export * from './core/index.ts'
export * from './endpoints.ts'
export * from './shell/index.ts'
export * from './account/index.ts'
export * from './commerce/index.ts'
export * from './content/index.ts'
export * from './support/index.ts'
export * from './event/index.ts'
