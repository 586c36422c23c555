import type { Db } from '../core/index.ts'
import { pageViews } from './tables.ts'

export type NewPageView = typeof pageViews.$inferInsert

/** The page-view log (spec 1 §3, §7). */
export class PageViewLog {
  readonly #db: Db

  constructor(db: Db) {
    this.#db = db
  }

  async record(view: NewPageView): Promise<void> {
    await this.#db.insert(pageViews).values(view)
  }
}
