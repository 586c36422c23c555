import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { INSTALLER_OS } from '../content/features.ts'
import { CouponCode } from './coupon.ts'
import { OrderNo } from './invoice.ts'
import { PRICING_ROUTE_KEYS } from './pricing.ts'

/**
 * A coupon used from the personal dashboard (spec 2 §4 coupon pop-up steps 3, 5 and 6): the
 * licence check, then a discount goes to the pricing route with `cpcode` and a free coupon places
 * the free order, whose installer downloads (spec 2 §7 CheckLicense, GetDownloadFileInfoStore).
 */

/** POST CheckLicense: may the signed-in member take the licence this coupon is for? */
export const CheckLicenseRequest = z.strictObject({ couponCode: CouponCode })
export type CheckLicenseRequest = z.input<typeof CheckLicenseRequest>

/**
 * errCode 0 with the product the coupon is used on: its pricing route (the coupon's product, or
 * spec 2 §2's `per/individual/month` for a coupon of any product), prdOptSeq and sale type. -905
 * (licence check failure, spec 2 §8): not a personal member, or a subscription of that product
 * already renews; a coupon that is not the member's, expired, of another currency or used up
 * answers its registration code (-1, 2003, 2004, 2005).
 */
export const CheckLicenseResponse = withResult({
  route: z.nullable(z.enum(PRICING_ROUTE_KEYS)),
  prdOptSeq: z.number().check(z.int()),
  saleType: z.number().check(z.int()),
})
export type CheckLicenseResponse = z.infer<typeof CheckLicenseResponse>

/** errCode of CheckLicense when the licence cannot be taken (spec 2 §8 -905). */
export const LICENCE_CHECK_FAILED = -905

/** The installer's operating system (spec 2 §4: Windows 2003, Mac 2202). */
export const InstallerOs = z.union([z.literal(INSTALLER_OS.windows), z.literal(INSTALLER_OS.mac)])
export type InstallerOs = z.infer<typeof InstallerOs>

/**
 * POST GetDownloadFileInfoStore (spec 2 §7: userId, orderNo, productCode): the installer link of a
 * paid order of the member. `userId` must be the session's member; `productCode` is the order's
 * product (its prdOptSeq); `osType` (an addition) picks the installer, Windows when absent.
 */
export const GetDownloadFileInfoStoreRequest = z.strictObject({
  userId: z.string().check(z.maxLength(20)),
  orderNo: OrderNo,
  productCode: z
    .string()
    .check(z.maxLength(9), z.regex(/^[0-9]{1,9}$/, 'must be a product number')),
  osType: z.optional(InstallerOs),
})
export type GetDownloadFileInfoStoreRequest = z.input<typeof GetDownloadFileInfoStoreRequest>
/** -1: no such paid order of the member for this product. */
export const GetDownloadFileInfoStoreResponse = withResult({
  url: z.string(),
  fileName: z.string(),
})
export type GetDownloadFileInfoStoreResponse = z.infer<typeof GetDownloadFileInfoStoreResponse>

/** GET Download/Installer: the installer file the link of GetDownloadFileInfoStore names. */
export const InstallerRequest = z.strictObject({
  orderNo: OrderNo,
  osType: z.optional(
    z.pipe(z.enum([String(INSTALLER_OS.windows), String(INSTALLER_OS.mac)]), z.transform(Number)),
  ),
})
