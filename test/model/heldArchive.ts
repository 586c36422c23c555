import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import type { ContentLanguage } from '../../src/contract/index.ts'
import { archivedRelease12 } from '../../src/services/content/featureArchive12.ts'

/**
 * Version 12's archive is a chunk the page loads on demand (src/services/content/releaseArchive.ts),
 * not a call the endpoint table's MSW handlers answer: in the page runs each load is held here until
 * the path answers it, with the real archive, or with the failure a chunk can have (it does not load).
 */
interface HeldLoad {
  lang: string
  settle: (error?: unknown) => void
}
const loads: HeldLoad[] = []

function holdArchiveLoad(lang: ContentLanguage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    loads.push({
      lang,
      settle: (error) => {
        if (error === undefined) resolve(archivedRelease12(lang))
        else reject(error instanceof Error ? error : new Error('the archive did not load'))
      },
    })
  })
}

/** What the page runs load in place of src/services/content/releaseArchive.ts (vi.mock in views.<n>.test.tsx). */
export const heldReleaseArchive = { archivedRelease: holdArchiveLoad }

export const heldArchive = {
  reset: () => loads.splice(0),
  /** The loads the page started and the path has not answered. */
  pending: (): readonly HeldLoad[] => loads,
  /** Answers the page's newest load (an older one belongs to a version the visitor left). */
  answerNewest: async (error?: unknown): Promise<void> => {
    await waitFor(() => expect(loads.length).toBeGreaterThan(0))
    loads.pop()?.settle(error)
  },
}
