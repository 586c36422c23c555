import { vi } from 'vitest'
import { runViewPaths } from './viewRun.tsx'

// The captcha widget (ALTCHA) is a web component that solves a proof of work in workers: the page
// runs here without it, and a path's "solves the captcha" step sends the event the widget would.
vi.mock('altcha', () => ({}))
// Version 12's release is a chunk of the site loaded on demand (src/services/content/releaseArchive.ts):
// its loads are held until a path answers them, with the real archive or a chunk that does not load.
vi.mock(
  '../../src/services/content/releaseArchive.ts',
  async () => (await import('./heldArchive.ts')).heldReleaseArchive,
)

runViewPaths(1, 2)
