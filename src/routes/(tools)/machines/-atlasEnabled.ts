import { notFound } from '@tanstack/react-router'
import { getSiteConfig } from '../../../services/shell/siteConfig.ts'

/** The atlas is shown when /api/config says so (on by default, and when the config cannot be read). */
export async function requireAtlas(): Promise<void> {
  const enabled = await getSiteConfig().then(
    (c) => c.atlas,
    () => true,
  )
  if (!enabled) throw notFound()
}
