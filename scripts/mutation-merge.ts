/**
 * Merges the mutation baseline of a branch into this one's when git cannot
 * (test/mutation/stryker-incremental.json conflicts whenever two branches ran Stryker): for every
 * mutated file and test file, the branch's entry is taken where the branch changed it (its source,
 * or the verdict of a mutant at a place), this side's otherwise. Stryker numbers tests afresh on
 * every run, so the test ids of both sides are renumbered and each mutant's killedBy and coveredBy
 * follow them. A verdict the merge carries over is checked by the next incremental run, which runs
 * again whatever mutant's code or tests changed.
 *
 *   git show $(git merge-base HEAD branch):test/mutation/stryker-incremental.json > base.json
 *   git show HEAD:test/mutation/stryker-incremental.json > ours.json
 *   git show branch:test/mutation/stryker-incremental.json > theirs.json
 *   node scripts/mutation-merge.ts base.json ours.json theirs.json test/mutation/stryker-incremental.json
 */
import { readFileSync, writeFileSync } from 'node:fs'

interface Test {
  id: string
  name: string
  [key: string]: unknown
}
interface TestFile {
  tests: Test[]
  source?: string
}
interface Mutant {
  mutatorName: string
  replacement: string
  status: string
  location: unknown
  killedBy?: string[]
  coveredBy?: string[]
  [key: string]: unknown
}
interface SourceFile {
  source: string
  mutants: Mutant[]
  [key: string]: unknown
}
interface Report {
  files: Record<string, SourceFile>
  testFiles: Record<string, TestFile>
  [key: string]: unknown
}

type Side = 'ours' | 'theirs'

const [basePath, oursPath, theirsPath, outPath] = process.argv.slice(2)
if (!basePath || !oursPath || !theirsPath || !outPath) {
  console.error('usage: node scripts/mutation-merge.ts base.json ours.json theirs.json out.json')
  process.exit(2)
}
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Report
const base = read(basePath)
const sides: Record<Side, Report> = { ours: read(oursPath), theirs: read(theirsPath) }

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
/** What a file's entry says, without Stryker's run-specific ids. */
const verdicts = (f: SourceFile | undefined) =>
  f && {
    source: f.source,
    mutants: f.mutants
      .map((m) => [m.mutatorName, m.replacement, m.status, JSON.stringify(m.location)].join('|'))
      .sort(),
  }
const testNames = (f: TestFile | undefined) =>
  f && { source: f.source, names: f.tests.map((t) => t.name).sort() }

const merged: Report = { ...sides.ours, files: {}, testFiles: {} }
const newId = new Map<string, string>() // `${side}:${old id}` → id in the merged report
const byName = new Map<string, string>() // `${test file}\0${test name}` → id in the merged report

function takeTests(side: Side, file: string): void {
  const entry = sides[side].testFiles[file]
  if (!entry) return
  for (const test of entry.tests) {
    const key = `${file}\0${test.name}`
    let id = byName.get(key)
    if (id === undefined) {
      id = String(byName.size)
      byName.set(key, id)
      merged.testFiles[file] ??= { tests: [], source: entry.source }
      merged.testFiles[file].tests.push({ ...test, id })
    }
    newId.set(`${side}:${test.id}`, id)
  }
}

const testFiles = new Set([
  ...Object.keys(sides.ours.testFiles),
  ...Object.keys(sides.theirs.testFiles),
])
for (const file of testFiles) {
  const theirsChanged =
    sides.theirs.testFiles[file] !== undefined &&
    !same(testNames(base.testFiles[file]), testNames(sides.theirs.testFiles[file]))
  const [first, second]: [Side, Side] = theirsChanged ? ['theirs', 'ours'] : ['ours', 'theirs']
  takeTests(first, file)
  takeTests(second, file)
  const chosen = merged.testFiles[file]
  if (chosen)
    chosen.source = sides[first].testFiles[file]?.source ?? sides[second].testFiles[file]?.source
}

const taken: string[] = []
const files = new Set([...Object.keys(sides.ours.files), ...Object.keys(sides.theirs.files)])
for (const file of files) {
  const theirs = sides.theirs.files[file]
  const side: Side =
    theirs !== undefined && !same(verdicts(base.files[file]), verdicts(theirs)) ? 'theirs' : 'ours'
  const entry = sides[side].files[file]
  if (!entry) continue
  if (side === 'theirs') taken.push(file)
  const renumber = (ids: string[] | undefined) =>
    ids?.flatMap((id) => {
      const mapped = newId.get(`${side}:${id}`)
      return mapped === undefined ? [] : [mapped]
    })
  merged.files[file] = {
    ...entry,
    mutants: entry.mutants.map((m) => ({
      ...m,
      killedBy: renumber(m.killedBy),
      coveredBy: renumber(m.coveredBy),
    })),
  }
}

writeFileSync(outPath, JSON.stringify(merged, null, 2) + '\n')
console.log(`the branch's results taken for: ${taken.length > 0 ? taken.join(', ') : 'none'}`)
