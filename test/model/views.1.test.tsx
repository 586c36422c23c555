import { vi } from 'vitest'
import { runViewPaths } from './viewRun.tsx'

// The captcha widget (ALTCHA) is a web component that solves a proof of work in workers: the page
// runs here without it, and a path's "solves the captcha" step sends the event the widget would.
vi.mock('altcha', () => ({}))

runViewPaths(1, 2)
