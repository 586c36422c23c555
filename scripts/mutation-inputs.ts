/**
 * The inputs the committed mutation baseline was computed from: every file a mutation verdict can
 * depend on (the machines and the rest of src/, the model tests with their oracle, stories and
 * committed paths, the mutation and unit tests, the configs and the lock file), each with its hash,
 * in test/mutation/inputs.json.
 *
 *   node scripts/mutation-inputs.ts record   after a whole incremental run (`npm run test:mutation`)
 *   node scripts/mutation-inputs.ts check    exits 0 when nothing changed since, 1 naming the changes
 *
 * npm test runs the incremental Stryker step only when the check fails: when every input is as the
 * baseline's run saw it, that step could only re-read the baseline (its dry run alone took 5
 * minutes of CI's 2 cores).
 */
import { createHash } from 'node:crypto'
import { existsSync, globSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
export const INPUTS_FILE = 'test/mutation/inputs.json'

const PATTERNS = [
  'src/**/*.{ts,tsx,json}',
  'test/model/**/*',
  'test/mutation/**/*',
  'test/unit/**/*',
  'test/fixtures/**/*',
  'vitest.mutation.config.ts',
  'stryker.config.json',
  'tsconfig.json',
  'package-lock.json',
]
/** The baseline itself and what is written from it. */
const NOT_INPUTS = [
  'test/mutation/stryker-incremental.json',
  'test/mutation/summary.json',
  INPUTS_FILE,
]

/** Each input file and the SHA-256 of its content, sorted by path. */
export function currentInputs(root = ROOT): Record<string, string> {
  const files = PATTERNS.flatMap((pattern) => globSync(pattern, { cwd: root }))
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => !NOT_INPUTS.includes(f) && statSync(resolve(root, f)).isFile())
  const hashes: Record<string, string> = {}
  for (const file of [...new Set(files)].sort()) {
    const content = readFileSync(resolve(root, file))
    hashes[file] = createHash('sha256').update(content).digest('hex')
  }
  return hashes
}

/** The inputs that differ between the recorded and the current set: changed, added, removed. */
export function changedInputs(
  recorded: Record<string, string>,
  current: Record<string, string>,
): string[] {
  const all = new Set([...Object.keys(recorded), ...Object.keys(current)])
  return [...all].filter((file) => recorded[file] !== current[file]).sort()
}

function recorded(): Record<string, string> | null {
  const path = resolve(ROOT, INPUTS_FILE)
  if (!existsSync(path)) return null
  return (JSON.parse(readFileSync(path, 'utf8')) as { files: Record<string, string> }).files
}

if (import.meta.main) {
  const mode = process.argv[2]
  if (mode === 'record') {
    const files = currentInputs()
    writeFileSync(resolve(ROOT, INPUTS_FILE), `${JSON.stringify({ files }, null, 2)}\n`)
    console.log(`${INPUTS_FILE}: ${String(Object.keys(files).length)} inputs recorded`)
  } else if (mode === 'check') {
    const before = recorded()
    if (before === null) {
      console.log(`${INPUTS_FILE} is missing: the baseline's inputs are unknown`)
      process.exit(1)
    }
    const changed = changedInputs(before, currentInputs())
    if (changed.length > 0) {
      const shown = changed.slice(0, 20).join('\n  ')
      const more = changed.length > 20 ? `\n  … and ${String(changed.length - 20)} more` : ''
      console.log(`Changed since the mutation baseline was made:\n  ${shown}${more}`)
      process.exit(1)
    }
    console.log('Every input of the mutation baseline is as its run saw it.')
  } else {
    console.error('usage: node scripts/mutation-inputs.ts record|check')
    process.exit(2)
  }
}
