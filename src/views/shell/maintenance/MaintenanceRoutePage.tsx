import { SiteShellContext } from '../ShellActors.tsx'
import { MaintenancePage } from './MaintenancePage.tsx'

/** /maintenance: the country from the address, else the visitor's IP country. */
export function MaintenanceRoutePage({ country }: { country: string | undefined }) {
  const ipCountry = SiteShellContext.useSelector((s) => s.context.countryCode)
  return <MaintenancePage countryCode={country ?? ipCountry} />
}
