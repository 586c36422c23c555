import { css } from '@emotion/react'
import { useEffect, useRef, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { passwordResetMachine } from '../../../machines/account/passwordReset.ts'
import { Button } from '../../kit/Button.tsx'
import { Field } from '../../kit/Field.tsx'
import { RadioGroup } from '../../kit/RadioGroup.tsx'
import { TextInput } from '../../kit/TextInput.tsx'
import { space } from '../../kit/tokens.ts'
import { useHydrated } from '../../core/useHydrated.ts'
import { useConnect, useProcess } from '../../core/useProcess.ts'
import { AccountLayout, muted } from '../AccountLayout.tsx'
import { connectPasswordReset } from './connectPasswordReset.ts'

/** /member/resetpw (spec 1 §4, §5): the e-mail of the account, personal or company. */
export function ResetRequestPage() {
  const { t } = useTranslation('reset')
  const api = useConnect(useProcess(passwordResetMachine, { token: null }), connectPasswordReset)
  const locked = !useHydrated()
  const emailRef = useRef<HTMLInputElement>(null)
  const focused = useRef(0)
  useEffect(() => {
    if (api.busy || api.attempt === focused.current) return
    focused.current = api.attempt
    if (api.emailError) emailRef.current?.focus()
  })

  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault()
    api.submit()
  }
  return (
    <AccountLayout
      testId="resetpw-form"
      title={t('request.title')}
      lead={t('request.lead')}
      icon="↺"
    >
      <form noValidate onSubmit={onSubmit} aria-busy={api.busy} css={form}>
        <RadioGroup
          legend={t('request.kindLegend')}
          name="kind"
          inline
          value={api.company ? 'company' : 'personal'}
          options={[
            { value: 'personal', label: t('request.personal'), disabled: locked || api.busy },
            { value: 'company', label: t('request.company'), disabled: locked || api.busy },
          ]}
          onChange={(v) => api.chooseCompany(v === 'company')}
        />
        <Field
          label={t('request.emailLabel')}
          error={api.emailError ? t(`request.errors.${api.emailError}`) : undefined}
        >
          <TextInput
            ref={emailRef}
            name="email"
            type="email"
            autoComplete="email"
            value={api.email}
            onChange={(e) => api.changeEmail(e.target.value)}
            disabled={api.busy || locked}
          />
        </Field>
        <p role="status" css={muted} data-testid="reset-status" data-status={api.status}>
          {t(`request.status.${api.statusName}`)}
        </p>
        <Button type="submit" loading={api.busy} disabled={locked} fullWidth>
          {api.busy ? t('request.sending') : t('request.submit')}
        </Button>
      </form>
    </AccountLayout>
  )
}

const form = css`
  display: grid;
  gap: ${space.lg}px;
`
