import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import {
  accountKind,
  AccountKind,
  CVF_MEMBER_TYPES,
  type MyOrder,
  type UserInfo,
} from '../../../contract/index.ts'
import { ButtonLink } from '../../kit/Button.tsx'
import { role } from '../../kit/theme.ts'
import { mq } from '../../kit/tokens.ts'
import { useConnect } from '../../core/useProcess.ts'
import { connectSession } from '../connectSession.ts'
import { SessionContext } from '../SessionContext.tsx'
import { MyPageLayout, Panel } from './MyPageLayout.tsx'
import { OrdersPanel } from './OrdersPanel.tsx'
import { MyCoupons } from './MyCoupons.tsx'
import { displayName } from './displayName.ts'

/** Which reading of the member type the page names (spec 1 §3). */
export function memberTypeKey(u: Pick<UserInfo, 'memberType' | 'comId'>) {
  if (
    CVF_MEMBER_TYPES.includes(u.memberType) &&
    accountKind(u.memberType, u.comId) === AccountKind.PERSONAL
  )
    return 'cvf' as const
  const kind = accountKind(u.memberType, u.comId)
  return kind === AccountKind.COMPANY
    ? ('company' as const)
    : kind === AccountKind.END_USER
      ? ('endUser' as const)
      : ('personal' as const)
}

/**
 * /mypage, the personal dashboard (spec 1 §2, spec 2 §4): who the member is, the e-mail and
 * whether it is verified, the account type, and where to go next; a personal member's coupons
 * (spec 2 §6: coupon data is for personal users). Student approval and upgradeable licences come
 * later; until then the licences card leads to the plans, and a company administrator's to the
 * team console. The latest orders link to their invoices.
 */
export function MyPage({ orders }: { orders?: MyOrder[] | null | undefined }) {
  const { t } = useTranslation(['mypage', 'account'])
  const { user } = useConnect(SessionContext.useActorRef(), connectSession)
  if (!user)
    return (
      <MyPageLayout testId="mypage-loading" title={t('account:pages.mypage.title')}>
        <p role="status" css={muted}>
          {t('common:loading')}
        </p>
      </MyPageLayout>
    )
  const type = memberTypeKey(user)
  const hasEmail = user.email.trim() !== ''
  return (
    <MyPageLayout
      testId="mypage"
      title={t('account:pages.mypage.title')}
      lead={t('account:pages.mypage.body')}
    >
      <Panel title={t('dashboard.profile')} testId="mypage-profile">
        <dl css={facts}>
          <dt>{t('dashboard.name')}</dt>
          <dd data-testid="mypage-name">{displayName(user)}</dd>
          <dt>{t('dashboard.id')}</dt>
          <dd data-testid="mypage-id">{user.id}</dd>
          <dt>{t('dashboard.email')}</dt>
          <dd data-testid="mypage-email">
            {hasEmail ? (
              <>
                <span css={breakAll}>{user.email}</span>{' '}
                <span
                  css={[chip, user.isVerifyEmail ? chipOk : chipWarn]}
                  data-testid="mypage-email-state"
                >
                  {user.isVerifyEmail ? t('dashboard.verified') : t('dashboard.unverified')}
                </span>
              </>
            ) : (
              t('dashboard.noEmail')
            )}
          </dd>
          <dt>{t('dashboard.memberType')}</dt>
          <dd data-testid="mypage-type">{t(`dashboard.types.${type}`)}</dd>
        </dl>
        {!hasEmail || !user.isVerifyEmail ? (
          <div css={linkRow}>
            <ButtonLink
              to={hasEmail ? '/member/resendverify' : '/member/addemail'}
              variant="secondary"
              size="sm"
            >
              {hasEmail ? t('dashboard.verifyNow') : t('dashboard.addEmail')}
            </ButtonLink>
          </div>
        ) : null}
      </Panel>
      <div css={cards}>
        <Panel title={t('dashboard.editAccount')} testId="mypage-account-card">
          <p css={muted}>{t('dashboard.editAccountBody')}</p>
          <ButtonLink to="/mypage/account" size="sm" data-testid="mypage-account-link">
            {t('dashboard.editAccount')}
          </ButtonLink>
        </Panel>
        {type === 'company' ? (
          <Panel title={t('dashboard.team')}>
            <p css={muted}>{t('dashboard.teamBody')}</p>
            <ButtonLink to="/teamconsole" size="sm" variant="secondary">
              {t('dashboard.openTeam')}
            </ButtonLink>
          </Panel>
        ) : (
          <Panel title={t('dashboard.licences')}>
            <p css={muted}>{t('dashboard.licencesBody')}</p>
            <ButtonLink to="/pricing" size="sm" variant="secondary">
              {t('dashboard.seePlans')}
            </ButtonLink>
          </Panel>
        )}
        {type === 'personal' || type === 'cvf' ? <MyCoupons userId={user.id} /> : null}
        <Panel title={t('dashboard.support')}>
          <p css={muted}>{t('dashboard.supportBody')}</p>
          <ButtonLink to="/support/contact" size="sm" variant="ghost">
            {t('dashboard.contact')}
          </ButtonLink>
        </Panel>
      </div>
      {orders === undefined ? null : <OrdersPanel orders={orders} />}
    </MyPageLayout>
  )
}

const muted = css`
  margin: 0 0 16px;
  color: ${role.fgMuted};
  font-size: 14px;
`
const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 10px 24px;
  margin: 0;
  dt {
    color: ${role.fgMuted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-weight: 600;
    min-width: 0;
  }
  ${mq.upToSm} {
    grid-template-columns: 1fr;
    gap: 2px;
    dd {
      margin-bottom: 10px;
    }
  }
`
const breakAll = css`
  overflow-wrap: anywhere;
`
const chip = css`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  vertical-align: 1px;
`
const chipOk = css`
  background: ${role.successBg};
  color: ${role.successFg};
`
const chipWarn = css`
  background: ${role.warningBg};
  color: ${role.warningFg};
`
const linkRow = css`
  margin-top: 16px;
`
const cards = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 20px;
`
