import { getMaintenanceInfo } from '../content/content.ts'
import { getSiteConfig } from './siteConfig.ts'

export interface MaintenanceState {
  isMaintenance: boolean
  countryCode: string
}

/** The reason of the call not made (one, not an Error with its stack per page render). */
const NOT_ASKED = new Error('GetMaintenanceInfo is not asked')

/**
 * Down when /api/config (or, when asked, GetMaintenanceInfo) says so (spec 1 §2, §7); fails only
 * when every call fails. Without GetMaintenanceInfo the country is left to the IP lookup.
 */
export async function checkMaintenance(
  url: string,
  options: { askMaintenanceInfo: boolean },
): Promise<MaintenanceState> {
  const [config, info] = await Promise.allSettled([
    getSiteConfig(),
    options.askMaintenanceInfo ? getMaintenanceInfo(url) : Promise.reject(NOT_ASKED),
  ])
  if (config.status === 'rejected' && info.status === 'rejected')
    throw new Error('maintenance check failed')
  const byConfig = config.status === 'fulfilled' && config.value.maintenance
  const byInfo = info.status === 'fulfilled' && info.value.isMaintenance
  return {
    isMaintenance: byConfig || byInfo,
    countryCode: info.status === 'fulfilled' ? info.value.countryCode : '',
  }
}
