import type { ContentLanguage } from '../../contract/index.ts'

/**
 * Version 12's release view from the archive bundled with the site (spec 3 §7: "Features for
 * version 12 come only from an archive bundled with the site"). The archive is a chunk of its own,
 * loaded on demand: only a visitor who opens 12 downloads it, and its load can fail as any chunk's.
 */
export async function archivedRelease(lang: ContentLanguage): Promise<unknown> {
  const { archivedRelease12 } = await import('./featureArchive12.ts')
  return archivedRelease12(lang)
}
