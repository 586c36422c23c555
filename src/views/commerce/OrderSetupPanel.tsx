import { css } from '@emotion/react'
import { useEffect, type ReactNode, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PURCHASE_KINDS, type PricingRouteKey } from '../../contract/index.ts'
import { formatDate } from '../../i18n/formatDate.ts'
import {
  orderSetupMachine,
  PERIODS_MAX,
  type EditableStep,
  type OrderLine,
  type OrderSetupInput,
} from '../../machines/commerce/orderSetup.ts'
import { useHydrated } from '../core/useHydrated.ts'
import { useLanguage } from '../core/useLanguage.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button } from '../kit/Button.tsx'
import { Dialog } from '../kit/Dialog.tsx'
import { Field } from '../kit/Field.tsx'
import { visuallyHidden } from '../kit/styles.ts'
import { ChoiceTile } from '../kit/ChoiceTile.tsx'
import { RadioRow } from '../kit/RadioRow.tsx'
import { Spinner } from '../kit/Spinner.tsx'
import { TextInput } from '../kit/TextInput.tsx'
import { color, font, radius, shadow, space, mq } from '../kit/tokens.ts'
import { connectOrderSetup, type OrderSetupApi } from './connectOrderSetup.ts'
import { EndUserCreateDialog } from './EndUserCreateDialog.tsx'

/**
 * Checkout steps 1-4 of a company admin (spec 2 §2, §4): the order type, the end user chosen in
 * the end-user ID pop-up, the seats and periods, the confirmation. Once confirmed, `onDone` hands
 * the order line to the checkout form.
 */
export function OrderSetupPanel({
  input,
  comId,
  onDone,
}: {
  input: OrderSetupInput
  /** The signed-in company admin: the company of the end users created here. */
  comId: string
  onDone: (line: OrderLine) => void
}) {
  const { t } = useTranslation('commerce')
  const api = useConnect(useProcess(orderSetupMachine, input), connectOrderSetup)
  const locked = !useHydrated()
  const line = api.line
  useEffect(() => {
    if (line) onDone(line)
  }, [line, onDone])

  if (api.screen === 'loading')
    return (
      <section css={card} data-testid="setup" data-screen="loading">
        <p css={status}>
          <Spinner /> {t('setup.loading')}
        </p>
      </section>
    )
  if (api.screen === 'unavailable')
    return (
      <section css={card} data-testid="setup" data-screen="unavailable">
        <Alert tone="warning">{t('setup.unavailable')}</Alert>
        <div>
          <Button onClick={api.retry} data-testid="setup-retry">
            {t('setup.retry')}
          </Button>
        </div>
      </section>
    )
  return (
    <section
      css={card}
      aria-labelledby="setup-title"
      data-testid="setup"
      data-screen={api.screen}
      data-step={api.step}
    >
      <div>
        <h2 id="setup-title" css={sectionTitle}>
          {t('setup.title')}
        </h2>
        <p css={muted}>{t('setup.lead')}</p>
      </div>
      <ol css={stepList}>
        <KindStep api={api} locked={locked} />
        <EndUserStep api={api} locked={locked} />
        <QuantityStep api={api} locked={locked} route={input.route} />
        <ConfirmStep api={api} locked={locked} />
      </ol>
      {api.popup === 1 ? <EndUserPopup api={api} /> : null}
      {api.popup === 2 ? <EndUserCreateDialog comId={comId} onDone={api.createDone} /> : null}
      {api.editing !== null ? (
        <Dialog
          title={t('setup.editConfirm.title')}
          onDismiss={api.cancelEdit}
          testId="setup-edit-confirm"
          footer={
            <>
              <Button variant="secondary" onClick={api.cancelEdit} data-testid="setup-edit-cancel">
                {t('setup.editConfirm.cancel')}
              </Button>
              <Button onClick={api.confirmEdit} data-testid="setup-edit-confirm-button">
                {t('setup.editConfirm.confirm')}
              </Button>
            </>
          }
        >
          <p css={plain}>{t(`setup.editConfirm.text.${String(api.editing)}`)}</p>
        </Dialog>
      ) : null}
    </section>
  )
}

function Step({
  n,
  api,
  title,
  summary,
  locked,
  children,
}: {
  n: 1 | 2 | 3 | 4
  api: OrderSetupApi
  title: string
  summary?: ReactNode
  locked: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('commerce')
  const state = n < api.step ? 'done' : n === api.step ? 'current' : 'todo'
  const editable = state === 'done' && n < 4 && api.screen === 'steps'
  return (
    <li
      css={stepItem}
      data-state={state}
      data-testid={`setup-step-${String(n)}`}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      <div css={stepHead}>
        <span css={stepNumber} aria-hidden="true">
          {state === 'done' ? '✓' : n}
        </span>
        <h3 css={stepTitle}>
          <span css={visuallyHidden}>{t('setup.stepOf', { step: n })} </span>
          {title}
        </h3>
        {editable ? (
          <Button
            variant="text"
            size="sm"
            disabled={locked}
            onClick={() => api.edit(n as EditableStep)}
            data-testid={`setup-edit-${String(n)}`}
          >
            {t('setup.edit')}
          </Button>
        ) : null}
      </div>
      {state === 'done' && summary !== undefined ? <div css={stepBody}>{summary}</div> : null}
      {state === 'current' ? <div css={stepBody}>{children}</div> : null}
    </li>
  )
}

function KindStep({ api, locked }: { api: OrderSetupApi; locked: boolean }) {
  const { t } = useTranslation('commerce')
  return (
    <Step
      n={1}
      api={api}
      locked={locked}
      title={t('setup.kind.title')}
      summary={api.kind ? <strong>{t(`setup.kind.names.${api.kind}`)}</strong> : null}
    >
      <div css={kindGrid} role="group" aria-label={t('setup.kind.legend')}>
        {PURCHASE_KINDS.map((kind) => (
          <ChoiceTile
            key={kind}
            title={t(`setup.kind.names.${kind}`)}
            hint={t(`setup.kind.hints.${kind}`)}
            disabled={locked}
            onChoose={() => api.chooseKind(kind)}
            testId={`setup-kind-${kind}`}
          />
        ))}
      </div>
    </Step>
  )
}

function EndUserStep({ api, locked }: { api: OrderSetupApi; locked: boolean }) {
  const { t } = useTranslation('commerce')
  const target = api.target
  return (
    <Step
      n={2}
      api={api}
      locked={locked}
      title={t('setup.endUser.title')}
      summary={
        target ? (
          <strong data-testid="setup-target">
            {t('setup.forUser', { name: target.name, id: target.id })}
          </strong>
        ) : null
      }
    >
      <p css={muted}>{t('setup.endUser.none')}</p>
      <div>
        <Button onClick={api.openEndUsers} disabled={locked} data-testid="setup-open-users">
          {t('setup.endUser.open')}
        </Button>
      </div>
    </Step>
  )
}

function QuantityStep({
  api,
  locked,
  route,
}: {
  api: OrderSetupApi
  locked: boolean
  route: PricingRouteKey
}) {
  const { t } = useTranslation('commerce')
  const onNext = (e: SyntheticEvent) => {
    e.preventDefault()
    api.next()
  }
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))
  return (
    <Step
      n={3}
      api={api}
      locked={locked}
      title={t('setup.quantity.title')}
      summary={
        <span css={muted}>
          {t(`product.names.${route}`)} · {t('setup.confirm.seats')} {api.seats} ·{' '}
          {t('setup.confirm.periods')} {api.periods}
        </span>
      }
    >
      <form css={quantityForm} noValidate onSubmit={onNext}>
        {api.showSeats ? (
          <Field
            label={t('setup.quantity.seats')}
            hint={t('setup.quantity.seatsHint', { min: api.minSeats, max: api.maxSeats })}
            error={
              api.problem === 'seats'
                ? t('setup.quantity.problems.seats', { min: api.minSeats, max: api.maxSeats })
                : undefined
            }
          >
            <TextInput
              name="seats"
              inputMode="numeric"
              value={Number.isNaN(api.seats) ? '' : String(api.seats)}
              disabled={locked}
              onChange={(e) => api.changeQuantity('seats', number(e.target.value))}
              data-testid="setup-seats"
            />
          </Field>
        ) : null}
        <Field
          label={t('setup.quantity.periods')}
          hint={t('setup.quantity.periodsHint', { max: PERIODS_MAX })}
          error={
            api.problem === 'periods'
              ? t('setup.quantity.problems.periods', { max: PERIODS_MAX })
              : undefined
          }
        >
          <TextInput
            name="periods"
            inputMode="numeric"
            value={Number.isNaN(api.periods) ? '' : String(api.periods)}
            disabled={locked}
            onChange={(e) => api.changeQuantity('periods', number(e.target.value))}
            data-testid="setup-periods"
          />
        </Field>
        <div>
          <Button type="submit" disabled={locked} data-testid="setup-next">
            {t('setup.quantity.next')}
          </Button>
        </div>
      </form>
    </Step>
  )
}

function ConfirmStep({ api, locked }: { api: OrderSetupApi; locked: boolean }) {
  const { t } = useTranslation('commerce')
  return (
    <Step n={4} api={api} locked={locked} title={t('setup.confirm.title')}>
      <dl css={facts} data-testid="setup-confirm">
        <dt>{t('setup.confirm.kind')}</dt>
        <dd>{api.kind ? t(`setup.kind.names.${api.kind}`) : '—'}</dd>
        <dt>{t('setup.confirm.endUser')}</dt>
        <dd>{api.target ? `${api.target.name} (${api.target.id})` : '—'}</dd>
        <dt>{t('setup.confirm.seats')}</dt>
        <dd>{api.seats}</dd>
        <dt>{t('setup.confirm.periods')}</dt>
        <dd>{api.periods}</dd>
      </dl>
      <div>
        <Button onClick={api.confirm} disabled={locked} data-testid="setup-confirm-button">
          {t('setup.confirm.submit')}
        </Button>
      </div>
    </Step>
  )
}

/** The end-user ID pop-up, select step (spec 2 §4). */
function EndUserPopup({ api }: { api: OrderSetupApi }) {
  const { t } = useTranslation('commerce')
  const language = useLanguage()
  return (
    <Dialog
      title={t('setup.popup.title')}
      size="regular"
      onDismiss={api.closeEndUsers}
      testId="setup-popup"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={api.createEndUser}
            disabled={api.relisting}
            data-testid="setup-popup-create"
            css={createButton}
          >
            {t('setup.popup.create')}
          </Button>
          <Button variant="secondary" onClick={api.closeEndUsers} data-testid="setup-popup-cancel">
            {t('setup.popup.cancel')}
          </Button>
          <Button onClick={api.select} disabled={!api.canSelect} data-testid="setup-popup-select">
            {t('setup.popup.select')}
          </Button>
        </>
      }
    >
      {api.hasUsers ? (
        <Field label={t('setup.popup.search')}>
          <TextInput
            type="search"
            name="endUserSearch"
            value={api.search}
            onChange={(e) => api.searchUsers(e.target.value)}
            data-testid="setup-search"
          />
        </Field>
      ) : null}
      {api.relisting ? (
        <p css={status} role="status">
          <Spinner /> {t('setup.loading')}
        </p>
      ) : null}
      {api.options.length === 0 ? (
        <p css={plain} data-testid="setup-popup-empty">
          {t(api.hasUsers ? 'setup.popup.noMatch' : 'setup.popup.empty')}
        </p>
      ) : (
        <fieldset css={userSet}>
          <legend css={userLegend}>{t('setup.popup.legend')}</legend>
          <div css={userList}>
            {api.options.map(({ row, disabled, scheduled }) => (
              <RadioRow
                key={row.id}
                name="endUser"
                value={row.id}
                checked={api.choice === row.id}
                disabled={disabled}
                onSelect={() => api.pick(row.id)}
                testId={`setup-user-${row.id}`}
              >
                <span css={userText}>
                  <span css={userName}>
                    {row.name} <span css={userId}>({row.id})</span>
                    {row.newId ? <span css={badge}>{t('setup.popup.new')}</span> : null}
                    {scheduled ? (
                      <span css={[badge, badgeMuted]}>{t('setup.popup.scheduled')}</span>
                    ) : null}
                  </span>
                  <span css={muted}>
                    {row.prdName !== ''
                      ? t('setup.endUser.licence', {
                          product: t(`product.names.${row.prdName}`, { defaultValue: row.prdName }),
                          version: row.version,
                        })
                      : t('setup.endUser.noLicence')}
                    {scheduled
                      ? ` · ${t('setup.popup.scheduledDates', {
                          start: formatDate(row.pendingStartDt, language),
                          end: formatDate(row.pendingEndDt, language),
                        })}`
                      : null}
                  </span>
                </span>
              </RadioRow>
            ))}
          </div>
        </fieldset>
      )}
    </Dialog>
  )
}

/** The create button stands apart from cancel and select, at the start of the footer. */
const createButton = css`
  margin-inline-end: auto;
`
const card = css`
  display: grid;
  gap: ${space.md}px;
  padding: ${space.xl}px;
  border-radius: ${radius.md}px;
  background: ${color.paper};
  color: ${color.body};
  border: 1px solid ${color.lineDark};
  box-shadow: ${shadow.card};
  min-width: 0;
  ${mq.upToSm} {
    padding: ${space.lg}px;
  }
`
const sectionTitle = css`
  margin: 0;
  font-size: ${font.size.xl}px;
  font-weight: ${font.weight.bold};
`
const muted = css`
  margin: 0;
  color: ${color.bodyMuted};
  font-size: ${font.size.md}px;
`
const plain = css`
  margin: 0;
`
const status = css`
  display: flex;
  align-items: center;
  gap: ${space.sm}px;
  margin: 0;
`
const stepList = css`
  display: grid;
  gap: ${space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`
const stepItem = css`
  display: grid;
  gap: ${space.sm}px;
  padding: ${space.md}px;
  border-radius: ${radius.sm}px;
  border: 1px solid ${color.lineDark};
  &[data-state='current'] {
    border-color: ${color.accent};
  }
  &[data-state='todo'] {
    opacity: 0.6;
  }
`
const stepHead = css`
  display: flex;
  align-items: center;
  gap: ${space.sm}px;
`
const stepNumber = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${color.lineDark};
  font-size: ${font.size.sm}px;
  font-weight: ${font.weight.bold};
`
const stepTitle = css`
  flex: 1;
  margin: 0;
  font-size: ${font.size.lg}px;
  font-weight: ${font.weight.semibold};
`
const stepBody = css`
  display: grid;
  gap: ${space.md}px;
  padding-left: 32px;
  min-width: 0;
  ${mq.upToSm} {
    padding-left: 0;
  }
`
const kindGrid = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space.sm}px;
  ${mq.upToSm} {
    grid-template-columns: minmax(0, 1fr);
  }
`
const quantityForm = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.md}px ${space.lg}px;
  align-items: start;
  > div:last-child {
    grid-column: 1 / -1;
  }
  ${mq.upToSm} {
    grid-template-columns: minmax(0, 1fr);
  }
`
const facts = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.sm}px ${space.lg}px;
  margin: 0;
  dt {
    color: ${color.bodyMuted};
  }
  dd {
    margin: 0;
    font-weight: ${font.weight.semibold};
    overflow-wrap: anywhere;
  }
`
const userSet = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`
const userLegend = css`
  padding: 0;
  margin-bottom: ${space.sm}px;
  font-weight: ${font.weight.semibold};
`
const userList = css`
  display: grid;
  gap: ${space.xs}px;
  max-height: 380px;
  overflow-y: auto;
`
const userText = css`
  display: grid;
  gap: 2px;
  min-width: 0;
`
const userName = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs}px;
  font-weight: ${font.weight.semibold};
  overflow-wrap: anywhere;
`
const userId = css`
  font-weight: ${font.weight.regular};
  color: ${color.bodyMuted};
`
const badge = css`
  display: inline-block;
  padding: 0 ${space.xs}px;
  border-radius: ${radius.sm}px;
  background: ${color.accent};
  color: ${color.paper};
  font-size: ${font.size.xs}px;
  font-weight: ${font.weight.bold};
`
const badgeMuted = css`
  background: ${color.bodyMuted};
`
