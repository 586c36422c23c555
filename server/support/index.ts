/** The support area as other areas and the tests see it. */
export type { HelpDesk, Ticket } from './helpDesk.ts'
