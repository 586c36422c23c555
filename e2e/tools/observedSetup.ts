import { rmSync } from 'node:fs'
import { OBSERVED_PARTS } from './observe.ts'

/** Each run's observed coverage starts empty. */
export default function observedSetup(): void {
  rmSync(OBSERVED_PARTS, { recursive: true, force: true })
}
