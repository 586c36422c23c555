import { useConnect } from '../../core/useProcess.ts'
import { connectSiteShell } from '../connectSiteShell.ts'
import { SiteShellContext } from '../ShellActors.tsx'
import { MaintenancePage } from './MaintenancePage.tsx'

/** /maintenance: the country from the address, else the visitor's IP country. */
export function MaintenanceRoutePage({ country }: { country: string | undefined }) {
  const ipCountry = useConnect(SiteShellContext.useActorRef(), connectSiteShell).countryCode
  return <MaintenancePage countryCode={country ?? ipCountry} />
}
