import { css } from '@emotion/react'
import { useEffect, useMemo, useRef, type KeyboardEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  COUNTRY_CODES,
  JOB_OTHERS,
  JOBS,
  LANGUAGES,
  US_STATES,
  type UserInfo,
} from '../../../contract/index.ts'
import {
  accountEditMachine,
  type DraftKey,
  type EditError,
  type EditField,
} from '../../../machines/account/accountEdit.ts'
import type { PasswordChangeFailure } from '../../../machines/account/passwordChange.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button, ButtonLink } from '../../kit/Button.tsx'
import { Checkbox } from '../../kit/Checkbox.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import { Field } from '../../kit/Field.tsx'
import { PasswordInput } from '../../kit/PasswordInput.tsx'
import { Select } from '../../kit/Select.tsx'
import { TextInput } from '../../kit/TextInput.tsx'
import { role } from '../../kit/theme.ts'
import { mq } from '../../kit/tokens.ts'
import { useConnect, useProcess } from '../../core/useProcess.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { DeleteAccountSection } from '../profile/DeleteAccountSection.tsx'
import { ProfileImageSection } from '../profile/ProfileImageSection.tsx'
import { connectAccountEdit, type AccountEditApi } from './connectAccountEdit.ts'
import { MyPageLayout, Panel } from './MyPageLayout.tsx'
import { displayName } from './displayName.ts'

type T = ReturnType<typeof useTranslation<['mypage', 'account']>>['t']

/**
 * /mypage/account (spec 1 §2, §4): the profile image, each field with its value and an edit
 * pop-up driven by the accountEdit machine, and account deletion.
 */
export function AccountPage() {
  const { t } = useTranslation(['mypage', 'account'])
  const api = useConnect(useProcess(accountEditMachine, undefined), connectAccountEdit)
  const regionName = useRegionNames()
  const { user } = api

  return (
    <MyPageLayout testId="account-page" title={t('account.title')} lead={t('account.lead')}>
      <ProfileImageSection />
      <Panel testId="account-fields">
        {api.loading ? (
          <p role="status" css={muted}>
            {t('account.loading')}
          </p>
        ) : api.loadFailed || user === null ? (
          <Alert tone="error" title={t('account.loadFailed')} data-testid="account-load-failed">
            {api.failure ? failureText(t, api.failure) : null}
            <div css={gapTop}>
              <Button size="sm" onClick={api.retry}>
                {t('account.retry')}
              </Button>
            </div>
          </Alert>
        ) : (
          <>
            {api.partnerNotice ? (
              <Alert tone="info" data-testid="account-partner-notice" css={gapBottom}>
                {t('account.partnerOnly')}
              </Alert>
            ) : null}
            {!api.field && api.failure ? (
              <Alert tone="error" title={t('account.errorTitle')} css={gapBottom}>
                {failureText(t, api.failure)}
              </Alert>
            ) : null}
            <ul css={rows}>
              {api.rows.map(({ field, onPartnerSite }) => (
                <li key={field} css={row} data-testid={`account-row-${field}`}>
                  <span css={rowLabel}>{t(`account.fields.${field}`)}</span>
                  <span css={rowValue} data-testid={`account-value-${field}`}>
                    {valueText(t, field, user, regionName)}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => api.open(field)}
                    disabled={api.leaving}
                    aria-label={t('account.editLabel', { field: t(`account.fields.${field}`) })}
                    data-testid={`account-edit-${field}`}
                  >
                    {onPartnerSite ? t('account.onPartnerSite') : t('account.edit')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
        <div css={gapTop}>
          <ButtonLink to="/mypage" variant="ghost" size="sm">
            {t('account.backToMyPage')}
          </ButtonLink>
        </div>
      </Panel>
      <DeleteAccountSection />
      {api.field ? <EditDialog api={api} field={api.field} regionName={regionName} /> : null}
    </MyPageLayout>
  )
}

/** Country names from the runtime's ICU data in the page's language; the page renders them only in the browser. */
function useRegionNames(): (code: string) => string {
  const language = useLanguage()
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' })
    return (code: string) => (code ? (names.of(code) ?? code) : '')
  }, [language])
}

function valueText(
  t: T,
  field: EditField,
  u: UserInfo,
  regionName: (code: string) => string,
): string {
  const notSet = t('account.notSet')
  switch (field) {
    case 'password':
      return '••••••••'
    case 'name':
      return displayName(u)
    case 'email':
      return u.email
        ? u.isVerifyEmail
          ? u.email
          : `${u.email} (${t('account.unverified')})`
        : notSet
    case 'country':
      return u.country ? regionName(u.country) : notSet
    case 'job':
      return u.job === undefined
        ? notSet
        : t(`jobs:occupations.${String(u.job)}`, { defaultValue: notSet })
    case 'newsletter':
      return u.agreement === 1 ? t('account.newsletterOn') : t('account.newsletterOff')
    case 'language':
      return (LANGUAGES as readonly string[]).includes(u.preferredLang)
        ? t(`languages.${u.preferredLang as (typeof LANGUAGES)[number]}`)
        : notSet
    case 'billing': {
      const parts = [
        u.bAddress1,
        u.bAddress2,
        u.bCity,
        u.bState,
        u.bZipcode,
        regionName(u.bCountry),
      ]
      const text = parts.filter((p) => p.trim() !== '').join(', ')
      return text || notSet
    }
  }
}

/** The pop-up of one field: its inputs, their flags, save and cancel. */
function EditDialog({
  api,
  field,
  regionName,
}: {
  api: AccountEditApi
  field: EditField
  regionName: (code: string) => string
}) {
  const { t } = useTranslation(['mypage', 'account'])
  const language = useLanguage()
  const formRef = useRef<HTMLFormElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const { attempt, busy, failure } = api
  const focused = useRef(attempt)
  useEffect(() => {
    if (busy || attempt === focused.current) return
    focused.current = attempt
    const flagged = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (flagged) flagged.focus()
    else if (failure) alertRef.current?.focus()
  })

  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: regionName(code) })).sort((a, b) =>
        a.label.localeCompare(b.label, language),
      ),
    [regionName, language],
  )
  const jobs = [
    ...JOBS.map((_, i) => ({
      value: String(i + 1),
      label: t(`jobs:occupations.${String(i + 1)}`),
    })),
    { value: String(JOB_OTHERS), label: t('jobs:occupations.99') },
  ]
  const states = US_STATES.map((code) => ({ value: code, label: t(`states.${code}`) }))
  const languages = LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))

  const error = (key: DraftKey) => flagText(t, key, api.flags[key])
  const text = (
    key: DraftKey,
    extra: { autoComplete?: string; type?: 'email' | 'text'; hint?: string } = {},
  ) => (
    <Field label={t(`account.inputs.${key}`)} error={error(key)} hint={extra.hint}>
      <TextInput
        name={key}
        type={extra.type}
        autoComplete={extra.autoComplete}
        value={api.draft[key]}
        onChange={(e) => api.change(key, e.target.value)}
        disabled={busy}
        data-testid={`edit-${key}`}
      />
    </Field>
  )
  const onPasswordKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey || e.key === 'Alt') api.altPressed()
  }
  const password = (key: 'current' | 'password' | 'confirm') => (
    <Field
      label={t(`account.inputs.${key}`)}
      error={error(key)}
      hint={api.pasted === key ? t('account:passwordChange.copied') : undefined}
    >
      <PasswordInput
        name={key}
        autoComplete={key === 'current' ? 'current-password' : 'new-password'}
        value={api.draft[key]}
        onChange={(e) => api.change(key, e.target.value)}
        blockPaste
        onPasteBlocked={() => api.pasteRefused(key)}
        disabled={busy}
        data-testid={`edit-${key}`}
        showLabel={t('account:signIn.showPassword')}
        hideLabel={t('account:signIn.hidePassword')}
        {...(key === 'password'
          ? {
              onKeyDown: onPasswordKey,
              rules: api.rules.map(({ rule, state }) => ({
                id: rule,
                label: t(`account:passwordChange.rules.${rule}`),
                state,
              })),
            }
          : {})}
      />
    </Field>
  )
  const select = (
    key: DraftKey,
    options: readonly { value: string; label: string }[],
    placeholder = true,
  ) => (
    <Field label={t(`account.inputs.${key}`)} error={error(key)}>
      <Select
        name={key}
        value={api.draft[key]}
        onChange={(e) => api.change(key, e.target.value)}
        options={options}
        disabled={busy}
        data-testid={`edit-${key}`}
        {...(placeholder ? { placeholder: t('account.hints.choose') } : {})}
      />
    </Field>
  )

  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault()
    api.save()
  }

  return (
    <Dialog
      title={t(`account.dialogs.${field}`)}
      size={field === 'billing' || field === 'password' ? 'L' : 'M'}
      onDismiss={() => {
        if (!busy) api.cancel()
      }}
      testId={`edit-dialog-${field}`}
    >
      {api.addressLoading ? (
        <p role="status">{t('account.hints.loadingAddress')}</p>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} css={form}>
          {failure ? (
            <Alert
              ref={alertRef}
              tone="error"
              tabIndex={-1}
              title={t('account.errorTitle')}
              data-testid="edit-error"
            >
              {failureText(t, failure)}
            </Alert>
          ) : null}
          {field === 'password' ? (
            <>
              {password('current')}
              {password('password')}
              {password('confirm')}
            </>
          ) : null}
          {field === 'name' ? text('name', { autoComplete: 'name' }) : null}
          {field === 'email'
            ? text('email', {
                type: 'email',
                autoComplete: 'email',
                hint: t('account.hints.email'),
              })
            : null}
          {field === 'country' ? select('country', countries) : null}
          {field === 'job' ? select('job', jobs) : null}
          {field === 'newsletter' ? (
            <Checkbox
              label={t('account.inputs.newsletter')}
              checked={api.draft.newsletter === '1'}
              onChange={(e) => api.change('newsletter', e.target.checked ? '1' : '0')}
              disabled={busy}
              data-testid="edit-newsletter"
            />
          ) : null}
          {field === 'language' ? select('language', languages, false) : null}
          {field === 'billing' ? (
            <>
              {select('bCountry', countries)}
              {text('bAddress1', { autoComplete: 'address-line1', hint: t('account.hints.comma') })}
              {text('bAddress2', { autoComplete: 'address-line2' })}
              <div css={pair}>
                {text('bCity', { autoComplete: 'address-level2' })}
                {api.draft.bCountry.trim().toUpperCase() === 'US'
                  ? select('bState', states)
                  : text('bState', { autoComplete: 'address-level1' })}
              </div>
              {text('bZipcode', { autoComplete: 'postal-code' })}
            </>
          ) : null}
          <div css={buttons}>
            <Button variant="secondary" onClick={api.cancel} disabled={busy}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="edit-save">
              {busy ? t('account.saving') : t('account.save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}

function flagText(t: T, key: DraftKey, flag: EditError | undefined): string | null {
  if (!flag) return null
  const isPassword = key === 'current' || key === 'password' || key === 'confirm'
  if (isPassword) {
    if (key === 'confirm' && flag === 'tooShort')
      return t('account:passwordChange.errors.confirmTooShort')
    if (flag === 'blank') return t('account:passwordChange.errors.blank')
    if (
      flag === 'tooShort' ||
      flag === 'mismatch' ||
      flag === 'rules' ||
      flag === 'same' ||
      flag === 'alt' ||
      flag === 'wrongCurrent'
    )
      return t(`account:passwordChange.errors.${flag}`)
  }
  if (flag === 'invalid' && key === 'email') return t('account.errors.emailInvalid')
  if (flag === 'blank' || flag === 'forbidden' || flag === 'used' || flag === 'stateRequired')
    return t(`account.errors.${flag}`)
  return t('account.errors.invalid')
}

/** The translated sentence for a failure; a refusal keeps the spec's "code - info". */
function failureText(t: T, failure: PasswordChangeFailure): string {
  if (failure.kind === 'rejected')
    return t('account.rejected', { detail: `${String(failure.code)} - ${failure.info}` })
  if (failure.reason === 'timeout') return t('account.unreachable.timeout')
  if (failure.reason === 'network') return t('account.unreachable.network')
  if (failure.reason === 'invalid-response') return t('account.unreachable.invalid')
  return t('account.unreachable.http', { status: failure.status })
}

const muted = css`
  margin: 0;
  color: ${role.fgMuted};
  font-size: 14px;
`
const rows = css`
  list-style: none;
  margin: 0;
  padding: 0;
`
const row = css`
  display: grid;
  grid-template-columns: 180px 1fr auto;
  align-items: center;
  gap: 16px;
  padding: 14px 0;
  border-bottom: 1px solid ${role.line};
  &:last-of-type {
    border-bottom: none;
  }
  ${mq.upToSm} {
    grid-template-columns: 1fr auto;
    gap: 4px 12px;
  }
`
const rowLabel = css`
  color: ${role.fgMuted};
  font-size: 14px;
  ${mq.upToSm} {
    grid-column: 1 / -1;
  }
`
const rowValue = css`
  font-weight: 600;
  overflow-wrap: anywhere;
  min-width: 0;
`
const gapTop = css`
  margin-top: 16px;
`
const gapBottom = css`
  margin-bottom: 16px;
`
const form = css`
  display: grid;
  gap: 16px;
`
const pair = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  ${mq.upToSm} {
    grid-template-columns: 1fr;
  }
`
const buttons = css`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 8px;
`
