import { useLocation } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import type { UserInfo } from '../../../contract/index.ts'
import { marketingPermissionsMachine } from '../../../machines/account/marketingPermissions.ts'
import { popupSuppressionMachine } from '../../../machines/shell/popupSuppression.ts'
import {
  isLegalAudience,
  promotionsAt,
  SHELL_POPUP_IDS,
  shownPopup,
  type Promotion,
  type ShellPopup,
  type ShellPopupStatus,
} from '../../../machines/shell/shellPopups.ts'
import { splitLocalePath } from '../../../i18n/locale.ts'
import { SessionContext } from '../../account/SessionContext.tsx'
import { connectSession } from '../../account/connectSession.ts'
import { connectMarketingPermissions } from '../../account/marketing/connectMarketingPermissions.ts'
import { MarketingPopup } from '../../account/marketing/MarketingPopup.tsx'
import { useLanguage } from '../../core/useLanguage.ts'
import { useConnect, useProcess } from '../../core/useProcess.ts'
import { connectPopup } from '../connectPopup.ts'
import { LegalPopup } from './LegalPopup.tsx'
import { PromotionPopup } from './PromotionPopup.tsx'
import { SurveyPopup } from './SurveyPopup.tsx'

type Report = (popup: ShellPopup, owner: string, status: ShellPopupStatus) => void
type Reported = Partial<Record<ShellPopup, { owner: string; status: ShellPopupStatus }>>

/**
 * The shell's pop-ups (spec 1 §2): the legal notice and the marketing permissions for the signed-in
 * member, the survey for everybody, the promotions of the page. Each runs its own process and says
 * where it stands; the rule `shownPopup` (POPUP-7) lets one of them on screen at a time.
 */
export function ShellPopups() {
  const session = useConnect(SessionContext.useActorRef(), connectSession)
  const path = splitLocalePath(useLocation().pathname).path
  const [reported, setReported] = useState<Reported>({})
  const report = useCallback<Report>((popup, owner, status) => {
    setReported((r) =>
      r[popup]?.owner === owner && r[popup].status === status
        ? r
        : { ...r, [popup]: { owner, status } },
    )
  }, [])
  const user = session.loading ? null : session.user
  const owner = user?.id ?? ''
  /** A member's pop-up: deciding while the session loads or its process has not said yet. */
  const memberStatus = (popup: ShellPopup, applies: boolean): ShellPopupStatus => {
    if (session.loading) return 'deciding'
    if (!applies) return 'hidden'
    const r = reported[popup]
    return r?.owner === owner ? r.status : 'deciding'
  }
  const legal = isLegalAudience(user)
  const promotions = session.loading ? [] : promotionsAt(path, user)
  const promotionsOwner = `${path} ${owner}`
  const shown = shownPopup({
    legal: memberStatus('legal', legal),
    marketing: memberStatus('marketing', user !== null),
    survey: reported.survey?.status ?? 'deciding',
    promotion:
      promotions.length === 0
        ? 'hidden'
        : reported.promotion?.owner === promotionsOwner
          ? reported.promotion.status
          : 'deciding',
  })
  return (
    <>
      {user && legal ? (
        <LegalHost key={owner} owner={owner} shown={shown === 'legal'} report={report} />
      ) : null}
      {user ? (
        <MarketingHost
          key={owner}
          owner={owner}
          user={user}
          shown={shown === 'marketing'}
          report={report}
        />
      ) : null}
      <SurveyHost shown={shown === 'survey'} report={report} />
      {promotions.length > 0 ? (
        <PromotionHost
          key={promotionsOwner}
          owner={promotionsOwner}
          promotions={promotions}
          shown={shown === 'promotion'}
          report={report}
        />
      ) : null}
    </>
  )
}

function useReport(report: Report, popup: ShellPopup, owner: string, status: ShellPopupStatus) {
  useEffect(() => report(popup, owner, status), [report, popup, owner, status])
}

function LegalHost({ owner, shown, report }: { owner: string; shown: boolean; report: Report }) {
  const api = useConnect(
    useProcess(popupSuppressionMachine, { id: SHELL_POPUP_IDS.legal, policy: 'legal' }),
    connectPopup,
  )
  useReport(report, 'legal', owner, api.status)
  return shown && api.open ? <LegalPopup api={api} /> : null
}

function MarketingHost({
  owner,
  user,
  shown,
  report,
}: {
  owner: string
  user: UserInfo
  shown: boolean
  report: Report
}) {
  const language = useLanguage()
  const api = useConnect(
    useProcess(marketingPermissionsMachine, { user, language }),
    connectMarketingPermissions,
  )
  useReport(report, 'marketing', owner, api.status)
  return shown && api.open ? <MarketingPopup api={api} /> : null
}

function SurveyHost({ shown, report }: { shown: boolean; report: Report }) {
  const api = useConnect(
    useProcess(popupSuppressionMachine, { id: SHELL_POPUP_IDS.survey, policy: 'survey' }),
    connectPopup,
  )
  useReport(report, 'survey', '', api.status)
  return shown && api.open ? <SurveyPopup api={api} /> : null
}

/** The page's promotions in turn: the first one an earlier close does not hide, at most one per page view (POPUP-9). */
function PromotionHost({
  owner,
  promotions,
  shown,
  report,
}: {
  owner: string
  promotions: Promotion[]
  shown: boolean
  report: Report
}) {
  const [at, setAt] = useState(0)
  const promotion = promotions[at]
  useEffect(() => {
    if (promotion === undefined) report('promotion', owner, 'hidden')
  }, [promotion, owner, report])
  if (promotion === undefined) return null
  return (
    <PromotionStep
      key={promotion.id}
      owner={owner}
      promotion={promotion}
      shown={shown}
      report={report}
      onHidden={() => setAt((i) => i + 1)}
    />
  )
}

function PromotionStep({
  owner,
  promotion,
  shown,
  report,
  onHidden,
}: {
  owner: string
  promotion: Promotion
  shown: boolean
  report: Report
  onHidden: () => void
}) {
  const actor = useProcess(popupSuppressionMachine, { id: promotion.id, policy: 'dismissible' })
  const api = useConnect(actor, connectPopup)
  // Hidden by an earlier close: the next promotion of the page may show instead.
  const suppressed = useSelector(actor, (s) => s.matches('suppressed'))
  const hidden = useEffectEvent(onHidden)
  useEffect(() => {
    if (suppressed) hidden()
  }, [suppressed])
  useReport(report, 'promotion', owner, suppressed ? 'deciding' : api.status)
  return shown && api.open ? <PromotionPopup promotion={promotion} api={api} /> : null
}
