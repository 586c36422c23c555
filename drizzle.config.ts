import { defineConfig } from 'drizzle-kit'

/**
 * `npm run db:generate` writes a new migration into drizzle/ from every area's tables
 * (`server/<area>/tables.ts`); the server applies them on start.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/*/tables.ts',
  out: './drizzle',
})
