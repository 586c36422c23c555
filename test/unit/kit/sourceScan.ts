import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export const ROOT = join(import.meta.dirname, '../../..')

/** Every .ts/.tsx file under the given folders, as paths relative to the repository. */
export function sourceFiles(...folders: string[]): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name)) out.push(relative(ROOT, path))
    }
  }
  for (const folder of folders) walk(join(ROOT, folder))
  return out.sort()
}

export const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8')

/** `path:line: text` for every line of the files where `find` reports something. */
export function scan(files: string[], find: (line: string) => string[]): string[] {
  const hits: string[] = []
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, i) => {
        for (const hit of find(line)) hits.push(`${file}:${i + 1}: ${hit}`)
      })
  }
  return hits
}
