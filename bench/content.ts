/**
 * GetList and the community search at 10,000 posts (issue 12; target p99 ≤ 20 ms on PGlite): the
 * server in this process on a temporary PGlite folder holding 10,000 news posts in one language
 * and 10,000 community posts on top of the demo data; each call measured by autocannon over one
 * connection (the latency of one call, no queueing), 10 s after a short warm-up.
 * `npx node bench/content.ts` prints the table alone; bench/run.ts calls runContentBench().
 */
import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import { endpoints } from '../src/contract/index.ts'
import { insertGeneratedPosts } from '../server/community/index.ts'
import { content } from '../server/content/tables.ts'
import { measureCall, startBenchServer, type CallResult } from './harness.ts'

export const CONTENT_BENCH_POSTS = 10_000
export const CONTENT_P99_TARGET_MS = 20

export interface ContentBenchResult extends CallResult {
  call: string
}

export async function runContentBench(
  options: { durationS?: number } = {},
): Promise<ContentBenchResult[]> {
  const durationS = options.durationS ?? 10
  // the posts are added after the server listens: the bench measures reads only
  const server = await startBenchServer('content')
  const base = server.base
  try {
    const db = server.app.core.database.db
    const now = new Date()
    await insertGeneratedPosts(db, CONTENT_BENCH_POSTS, now)
    for (let start = 0; start < CONTENT_BENCH_POSTS; start += 1000)
      await db.insert(content).values(
        Array.from({ length: 1000 }, (_, k) => ({
          articleType: 'news',
          lang: 'en',
          title: `Bench post ${String(start + k)}`,
          summary: 'A post of the bench.',
          body: 'The body of a post of the bench.',
          regDt: new Date(now.getTime() - (start + k + 1000) * 60_000),
        })),
      )
    // The planner's statistics after the bulk load, as PostgreSQL's autovacuum would gather them
    // (PGlite runs no autovacuum: without them it may sort the whole table instead of reading the index).
    await db.execute(sql`analyze`)
    const search = (query: string) => `${base}${endpoints.CommunitySearch.path}?${query}`
    // the lastSort after 8,000 posts of the spotlight feed, for a deep keyset page
    let after = ''
    for (let i = 0; i < 160; i++) {
      const response = await fetch(search(`category=110&tags=Drape3D&pageSize=50${after}`))
      const page = (await response.json()) as { lastSort: string[] | null }
      if (!page.lastSort) break
      after = page.lastSort.map((v) => `&searchAfter=${v}`).join('')
    }
    const getList = (page: number) =>
      JSON.stringify({
        page,
        pagesize: 12,
        keyVals: [
          { key: 'articleType', val: 'news' },
          { key: 'lang', val: 'en' },
        ],
      })
    const calls: Array<{ call: string; url: string; method: 'GET' | 'POST'; body?: string }> = [
      {
        call: 'GetList, page 1 of 12',
        url: `${base}${endpoints.GetList.path}`,
        method: 'POST',
        body: getList(1),
      },
      {
        call: 'GetList, page 700 of 12 (offset 8,388)',
        url: `${base}${endpoints.GetList.path}`,
        method: 'POST',
        body: getList(700),
      },
      {
        call: 'spotlight search, first page of 12',
        url: search('category=110&tags=Drape3D&pageSize=12'),
        method: 'GET',
      },
      {
        call: 'spotlight search, after 8,000 posts (searchAfter)',
        url: search(`category=110&tags=Drape3D&pageSize=12${after}`),
        method: 'GET',
      },
      {
        call: 'spotlight search, popular, first page',
        url: search('category=110&tags=Drape3D&pageSize=12&sortBy=popular'),
        method: 'GET',
      },
      {
        call: 'spotlight search, keyword "coat"',
        url: search('category=110&tags=Drape3D&pageSize=12&keyword=coat'),
        method: 'GET',
      },
    ]
    const results: ContentBenchResult[] = []
    for (const c of calls) {
      const call = {
        url: c.url,
        method: c.method,
        headers: { 'content-type': 'application/json' },
        ...(c.body === undefined ? {} : { body: c.body }),
        connections: 1,
      }
      await measureCall({ ...call, durationS: 2 })
      results.push({ call: c.call, ...(await measureCall({ ...call, durationS })) })
    }
    return results
  } finally {
    await server.close()
  }
}

export function printContentBench(results: readonly ContentBenchResult[]): void {
  console.table(
    results.map((r) => ({
      call: r.call,
      'req/s': r.requestsPerSec,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errors,
      [`p99 ≤ ${String(CONTENT_P99_TARGET_MS)} ms`]:
        r.p99Ms <= CONTENT_P99_TARGET_MS ? 'met' : 'NOT met',
    })),
  )
}

if (import.meta.main) {
  const show = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')
  console.log(`load average at start: ${show()}`)
  console.log(
    `GetList and the community search at ${String(CONTENT_BENCH_POSTS)} posts (PGlite, one connection):`,
  )
  printContentBench(await runContentBench())
  console.log(`load average at end: ${show()}`)
}
