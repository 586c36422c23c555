import { css } from '@emotion/react'
import { useEffect, useEffectEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { END_USER_FIELD_MAX, LIMITS, type EndUserField } from '../../contract/index.ts'
import {
  endUserCreateMachine,
  type EndUserCreateOutput,
} from '../../machines/commerce/endUserCreate.ts'
import { useCountryOptions } from '../core/useCountryOptions.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button } from '../kit/Button.tsx'
import { Dialog } from '../kit/Dialog.tsx'
import { Field } from '../kit/Field.tsx'
import { PasswordInput } from '../kit/PasswordInput.tsx'
import { Select } from '../kit/Select.tsx'
import { TextInput } from '../kit/TextInput.tsx'
import { space } from '../kit/tokens.ts'
import { connectEndUserCreate, type FieldCheck } from './connectEndUserCreate.ts'

type T = ReturnType<typeof useTranslation<'commerce'>>['t']
type CheckedField = Exclude<EndUserField, 'country'>

/** A field's check as a hint (checking, passed) or an error (why it failed). */
function checkText(
  t: T,
  field: CheckedField,
  check: FieldCheck,
): { hint?: string; error?: string } {
  if (check.state === 'loading') return { hint: t('setup.create.checking') }
  if (check.state === 'success') return { hint: t(`setup.create.ok.${field}`) }
  if (check.state === 'fail' && check.problem)
    return { error: t(`setup.create.problems.${field}.${check.problem}`) }
  return {}
}

/**
 * The end-user ID pop-up's create step (spec 2 §4 step 2, §5): the new end user's name, ID, e-mail,
 * country and password, each checked as it is typed; the create button works only once every
 * field has passed and nothing is being checked. `onDone` hands back the new ID, or null when the
 * admin cancels.
 */
export function EndUserCreateDialog({
  comId,
  onDone,
}: {
  comId: string
  onDone: (outcome: EndUserCreateOutput) => void
}) {
  const { t } = useTranslation('commerce')
  const api = useConnect(useProcess(endUserCreateMachine, { comId }), connectEndUserCreate)
  const countries = useCountryOptions(true)
  const handBack = useEffectEvent((outcome: EndUserCreateOutput) => onDone(outcome))
  const { outcome } = api
  useEffect(() => {
    if (outcome !== undefined) handBack(outcome)
  }, [outcome])

  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault()
    // The dialog is portalled, but React events still bubble to the page's forms around it.
    e.stopPropagation()
    api.create()
  }
  const text = (field: 'name' | 'id' | 'email', max: number, autoComplete: string) => {
    const shown = checkText(t, field, api.checks[field])
    return (
      <Field label={t(`setup.create.labels.${field}`)} hint={shown.hint} error={shown.error}>
        <TextInput
          name={`endUser-${field}`}
          autoComplete={autoComplete}
          autoCapitalize={field === 'name' ? undefined : 'none'}
          spellCheck={false}
          type={field === 'email' ? 'email' : 'text'}
          maxLength={max}
          value={api.values[field]}
          onChange={(e) => api.change(field, e.target.value)}
          disabled={api.creating}
          data-testid={`create-${field}`}
        />
      </Field>
    )
  }
  const pwShown = checkText(t, 'pw', api.checks.pw)
  const confirmShown = checkText(t, 'pwConfirm', api.checks.pwConfirm)
  return (
    <Dialog
      title={t('setup.create.title')}
      size="regular"
      onDismiss={api.creating ? () => undefined : api.cancel}
      testId="create-dialog"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={api.cancel}
            disabled={api.creating}
            data-testid="create-cancel"
          >
            {t('setup.create.cancel')}
          </Button>
          <Button
            type="submit"
            form="end-user-create"
            loading={api.creating}
            disabled={!api.canCreate}
            data-testid="create-submit"
          >
            {api.creating ? t('setup.create.creating') : t('setup.create.submit')}
          </Button>
        </>
      }
    >
      <form
        id="end-user-create"
        noValidate
        onSubmit={onSubmit}
        aria-busy={api.creating}
        css={form}
        data-testid="create-form"
      >
        <p css={lead}>{t('setup.create.lead')}</p>
        {api.rejection ? (
          <Alert tone="error" data-testid="create-rejection">
            {t('setup.create.rejected', {
              detail: `${String(api.rejection.code)} - ${api.rejection.info}`,
            })}
          </Alert>
        ) : null}
        {api.failure ? (
          <Alert tone="error" data-testid="create-failure">
            {api.failure.kind === 'http'
              ? t('setup.create.failure.http', { status: api.failure.status })
              : t(`setup.create.failure.${api.failure.kind}`)}
          </Alert>
        ) : null}
        {text('name', END_USER_FIELD_MAX, 'off')}
        {text('id', END_USER_FIELD_MAX, 'off')}
        {text('email', LIMITS.emailMax, 'off')}
        <Field label={t('setup.create.labels.country')}>
          <Select
            name="endUser-country"
            placeholder={t('setup.create.countryPlaceholder')}
            options={countries}
            value={api.values.country}
            onChange={(e) => api.change('country', e.target.value)}
            disabled={api.creating}
            data-testid="create-country"
          />
        </Field>
        <Field label={t('setup.create.labels.pw')} error={pwShown.error}>
          <PasswordInput
            name="endUser-pw"
            autoComplete="new-password"
            maxLength={LIMITS.passwordMax}
            value={api.values.pw}
            onChange={(e) => api.change('pw', e.target.value)}
            disabled={api.creating}
            showLabel={t('setup.create.showPassword')}
            hideLabel={t('setup.create.hidePassword')}
            rules={api.rules.map(({ rule, state }) => ({
              id: rule,
              label: t(`setup.create.rules.${rule}`),
              state,
            }))}
            data-testid="create-pw"
          />
        </Field>
        <Field
          label={t('setup.create.labels.pwConfirm')}
          hint={confirmShown.hint}
          error={confirmShown.error}
        >
          <PasswordInput
            name="endUser-pwConfirm"
            autoComplete="new-password"
            maxLength={LIMITS.passwordMax}
            value={api.values.pwConfirm}
            onChange={(e) => api.change('pwConfirm', e.target.value)}
            disabled={api.creating}
            showLabel={t('setup.create.showPassword')}
            hideLabel={t('setup.create.hidePassword')}
            data-testid="create-pwConfirm"
          />
        </Field>
      </form>
    </Dialog>
  )
}

const form = css`
  display: grid;
  gap: ${space.md}px;
`
const lead = css`
  margin: 0;
`
