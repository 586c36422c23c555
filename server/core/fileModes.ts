import { chmodSync, lstatSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Takes every group and other permission off a folder and everything in it (folders 0700, files
 * 0600). PGlite writes its files 0666 whatever the umask, the session secret among them (issue 10,
 * finding 7); the folder itself at 0700 keeps other users out of files created while it runs, and
 * this pass, on open and on close, leaves nothing readable at rest. Symbolic links are not followed.
 */
export function makeOwnerOnly(dir: string): void {
  const walk = (path: string) => {
    const stat = lstatSync(path)
    if (stat.isSymbolicLink()) return
    if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700)
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry))
  }
  walk(dir)
}
