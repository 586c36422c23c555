import type { FastifyInstance } from 'fastify'
import { INSTALLER_OS, endpoints, ok, type InstallerOs } from '../../../src/contract/index.ts'
import { handle, handleDocument, memberSession, type Config, type Db } from '../../core/index.ts'
import { installerOf, installerUrl, localInstallerText } from './installers.ts'

const NO_ORDER = { errCode: -1, errMsg: 'no such paid order of yours for this product' }

/**
 * Installer downloads of the store (spec 2 §7 GetDownloadFileInfoStore): the link of a paid
 * order's installer, and the local stand-in file it names when no download host is configured.
 * Only the session's member's own orders (bought by or for them) are answered.
 */
export function registerDownloads(fastify: FastifyInstance, db: Db, config: Config): void {
  handle(fastify, endpoints.GetDownloadFileInfoStore, async (input, ctx) => {
    const memberId = memberSession(ctx).memberId
    const os: InstallerOs = input.osType ?? INSTALLER_OS.windows
    const installer =
      input.userId === memberId
        ? await installerOf(db, memberId, input.orderNo, os, input.productCode)
        : null
    if (!installer) return { result: NO_ORDER, url: '', fileName: '' }
    return {
      result: ok(),
      ...installerUrl(config.INSTALLER_BASE_URL, installer, input.orderNo, os),
    }
  })

  handleDocument(fastify, endpoints.Installer, async (input, ctx) => {
    const os = (input.osType ?? INSTALLER_OS.windows) as InstallerOs
    const installer = await installerOf(db, memberSession(ctx).memberId, input.orderNo, os)
    if (!installer) return { result: NO_ORDER }
    return {
      kind: 'document',
      body: localInstallerText(installer, input.orderNo, os),
      downloadAs: installer.fileName,
    }
  })
}
