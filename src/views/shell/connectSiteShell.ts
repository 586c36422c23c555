import type { EventFrom, SnapshotFrom } from 'xstate'
import type { ContentItem, TopBanner } from '../../contract/index.ts'
import type { siteShellMachine } from '../../machines/shell/siteShell.ts'

/** What the frame around every page needs from the site shell's data (spec 1 §2; spec 3 §3, §9). */
export interface SiteShellApi {
  /** The maintenance page replaces the site. */
  down: boolean
  /** The country that picks the maintenance page's language. */
  maintenanceCountry: string
  /** The visitor's IP country (China links). */
  countryCode: string
  banner: TopBanner | null
  /** The banner question is answered for this page (shown or none). */
  bannerSettled: boolean
  news: ContentItem[]
  navigated: (page: { path: string; url: string; userId: string }) => void
}

export function connectSiteShell(
  state: SnapshotFrom<typeof siteShellMachine>,
  send: (event: EventFrom<typeof siteShellMachine>) => void,
): SiteShellApi {
  return {
    down: state.matches({ maintenance: 'down' }),
    maintenanceCountry: state.context.maintenanceCountry || state.context.countryCode,
    countryCode: state.context.countryCode,
    banner: state.context.banner,
    bannerSettled: state.matches({ banner: 'shown' }) || state.matches({ banner: 'none' }),
    news: state.context.news,
    navigated: (page) => send({ type: 'shell.navigated', ...page }),
  }
}
