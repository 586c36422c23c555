import { getMaintenanceInfo } from '../content/content.ts'
import { getSiteConfig } from './siteConfig.ts'

export interface MaintenanceState {
  isMaintenance: boolean
  countryCode: string
}

/** Down when /api/config or GetMaintenanceInfo says so (spec 1 §2, §7); fails only when both fail. */
export async function checkMaintenance(url: string): Promise<MaintenanceState> {
  const [config, info] = await Promise.allSettled([getSiteConfig(), getMaintenanceInfo(url)])
  if (config.status === 'rejected' && info.status === 'rejected')
    throw new Error('maintenance check failed')
  const byConfig = config.status === 'fulfilled' && config.value.maintenance
  const byInfo = info.status === 'fulfilled' && info.value.isMaintenance
  return {
    isMaintenance: byConfig || byInfo,
    countryCode: info.status === 'fulfilled' ? info.value.countryCode : '',
  }
}
