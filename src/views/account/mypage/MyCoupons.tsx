import { css } from '@emotion/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INSTALLER_OS } from '../../../contract/index.ts'
import type { CouponPopupInput } from '../../../machines/commerce/couponPopup.ts'
import { CouponPopup } from '../../commerce/CouponPopup.tsx'
import { newKeySeed } from '../../commerce/keySeed.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { useHydrated } from '../../core/useHydrated.ts'
import { role } from '../../kit/theme.ts'
import { Panel } from './MyPageLayout.tsx'

/** The installer's system from the browser (spec 2 §4: Mac 2202, else Windows 2003). */
const osOfBrowser = () =>
  typeof navigator !== 'undefined' && /Mac/i.test(navigator.userAgent)
    ? INSTALLER_OS.mac
    : INSTALLER_OS.windows

/**
 * The dashboard's coupons (spec 2 §4 "Personal dashboard data: coupons"): "My coupons" opens the
 * coupon pop-up on every product, where a coupon is registered and used at once.
 */
export function MyCoupons({ userId }: { userId: string }) {
  const { t } = useTranslation('mypage')
  const language = useLanguage()
  const hydrated = useHydrated()
  const [input] = useState<CouponPopupInput>(() => ({
    prdOptSeq: 0,
    productName: '',
    place: 'dashboard',
    userId,
    language,
    keySeed: newKeySeed().replaceAll('-', '').slice(0, 20),
    osType: osOfBrowser(),
  }))
  return (
    <Panel title={t('dashboard.coupons')} testId="mypage-coupons">
      <p css={muted}>{t('dashboard.couponsBody')}</p>
      <CouponPopup input={input} disabled={!hydrated} openSize="sm" />
    </Panel>
  )
}

const muted = css`
  margin: 0 0 16px;
  color: ${role.fgMuted};
  font-size: 14px;
`
