import type { SiteShellContext } from '../../../src/machines/shell/siteShell.ts'
import type { MachineObserver } from '../observers.ts'

/** How the site shell is seen from outside: the maintenance page, China links, the banner, the carousel. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as SiteShellContext
    return {
      maintenance: s.matches({ maintenance: 'down' }),
      chinaLinks: c.countryCode === 'CN',
      // The page shows the banner the shell holds (SiteShell.tsx and TopBanner.tsx read it).
      banner: c.banner !== null,
      news: c.news.length,
      // The frame lays out for the banner once the question is answered for this page.
      bannerSettled: s.matches({ banner: 'shown' }) || s.matches({ banner: 'none' }),
      // The maintenance page speaks the language of this country.
      maintenanceCountry: c.maintenanceCountry || c.countryCode,
    }
  },
  effect: () => null,
}
