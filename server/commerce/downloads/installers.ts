import { and, eq, or } from 'drizzle-orm'
import { INSTALLER_OS, endpoints, type InstallerOs } from '../../../src/contract/index.ts'
import type { Db } from '../../core/index.ts'
import { orders, products } from '../tables.ts'

export interface Installer {
  version: string
  fileName: string
}

const OS_NAME: Record<InstallerOs, string> = {
  [INSTALLER_OS.windows]: 'Windows',
  [INSTALLER_OS.mac]: 'Mac',
}

/**
 * The installer of a paid order the member bought or was bought for, of the product it names, or
 * null (spec 2 §7 GetDownloadFileInfoStore: userId, orderNo, productCode).
 */
export async function installerOf(
  db: Db,
  memberId: string,
  orderNo: string,
  os: InstallerOs,
  productCode?: string,
): Promise<Installer | null> {
  const [row] = await db
    .select({ prdOptSeq: orders.prdOptSeq, version: products.version })
    .from(orders)
    .innerJoin(products, eq(products.prdOptSeq, orders.prdOptSeq))
    .where(
      and(
        eq(orders.orderNo, orderNo),
        eq(orders.status, 'paid'),
        or(eq(orders.memberId, memberId), eq(orders.targetUserId, memberId)),
      ),
    )
  if (!row || (productCode !== undefined && String(row.prdOptSeq) !== productCode)) return null
  return { version: row.version, fileName: localFileName(row.version, os) }
}

/** The local stand-in's name: plain text, so no one mistakes it for the real installer. */
const localFileName = (version: string, os: InstallerOs) =>
  `Drape3D_${version}_${OS_NAME[os]}_local-stand-in.txt`

/**
 * Where the installer is downloaded: the download host's file when INSTALLER_BASE_URL is set, else
 * this server's own stand-in (Download/Installer), which needs the member's session like the link.
 */
export function installerUrl(
  base: string | undefined,
  installer: Installer,
  orderNo: string,
  os: InstallerOs,
): { url: string; fileName: string } {
  if (base !== undefined) {
    const fileName = `Drape3D_${installer.version}_${OS_NAME[os]}.${os === INSTALLER_OS.mac ? 'dmg' : 'exe'}`
    return {
      url: `${base.replace(/\/$/, '')}/${encodeURIComponent(installer.version)}/${fileName}`,
      fileName,
    }
  }
  const query = new URLSearchParams({ orderNo, osType: String(os) })
  return { url: `${endpoints.Installer.path}?${query.toString()}`, fileName: installer.fileName }
}

/** The stand-in's text: what it is, for which order, and how the real installers are served. */
export const localInstallerText = (installer: Installer, orderNo: string, os: InstallerOs) =>
  [
    `Drape3D ${installer.version} for ${OS_NAME[os]}: order ${orderNo}`,
    '',
    'This file stands in for the installer on a server without a download host.',
    'Set INSTALLER_BASE_URL to serve the real installers (docs/operations.md).',
    '',
  ].join('\n')
