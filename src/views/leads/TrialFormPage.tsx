import { css } from '@emotion/react'
import { useEffect, useRef, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  inquiryLength,
  TRIAL_DOMAINS,
  TRIAL_INQUIRY_MAX,
  TRIAL_INQUIRY_MIN,
  TRIAL_JOB_TITLES,
  TRIAL_TEXT_MAX,
  TRIAL_URL_MAX,
  TRIAL_EMAIL_MAX,
  type TrialField,
} from '../../contract/index.ts'
import {
  trialInquiryMachine,
  type FieldStatus,
  type TrialTextField,
} from '../../machines/leads/trialInquiry.ts'
import { useCountryOptions } from '../core/useCountryOptions.ts'
import { useHydrated } from '../core/useHydrated.ts'
import { useLanguage } from '../core/useLanguage.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button, ButtonLink } from '../kit/Button.tsx'
import { Checkbox } from '../kit/Checkbox.tsx'
import { Field } from '../kit/Field.tsx'
import { pageEyebrow, pageHead, pageLead, pageTitle, pageWrap } from '../kit/pageText.ts'
import { Select } from '../kit/Select.tsx'
import { errorText } from '../kit/styles.ts'
import { TextArea } from '../kit/TextArea.tsx'
import { TextInput } from '../kit/TextInput.tsx'
import { color, mq, radius, shadow } from '../kit/tokens.ts'
import { connectTrialInquiry } from './connectTrialInquiry.ts'

/**
 * /product/trial/form and /pricing/trial: the enterprise trial inquiry (spec 3 §2, §5). The page
 * renders the machine's state and sends intents; the checks, the call and the reset are the machine's.
 */
export function TrialFormPage() {
  const { t } = useTranslation(['leads', 'jobs'])
  const language = useLanguage()
  const api = useConnect(useProcess(trialInquiryMachine, { language }), connectTrialInquiry)
  const locked = !useHydrated()
  const disabled = api.busy || locked
  const formRef = useRef<HTMLFormElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // After each attempt, the first flagged field (or the form's error) takes the focus.
  useEffect(() => {
    if (api.attempt === 0 || api.busy) return
    const flagged = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (flagged) flagged.focus()
    else if (api.formError) alertRef.current?.focus()
  }, [api.attempt, api.busy, api.formError])
  useEffect(() => {
    if (!api.complete) return
    window.scrollTo({ top: 0 })
    headingRef.current?.focus()
  }, [api.complete])

  const countries = useCountryOptions(!locked)
  const jobs = TRIAL_JOB_TITLES.map((v) => ({ value: v, label: t(`jobs:occupations.${v}`) }))
  const domains = TRIAL_DOMAINS.map((v) => ({ value: v, label: t(`jobs:industries.${v}`) }))

  if (api.complete)
    return (
      <div css={pageWrap}>
        <section css={doneCard} data-testid="trial-complete" aria-live="polite">
          <h1 ref={headingRef} tabIndex={-1} css={doneTitle}>
            {t('trial.complete.title')}
          </h1>
          <p>{t('trial.complete.body')}</p>
          <div css={doneActions}>
            <Button onClick={api.restart} data-testid="trial-again">
              {t('trial.complete.again')}
            </Button>
            <ButtonLink to="/" variant="secondary">
              {t('trial.complete.home')}
            </ButtonLink>
          </div>
        </section>
      </div>
    )

  const problemText = (field: TrialField, status: FieldStatus): string | undefined => {
    if (status.state !== 'fail') return undefined
    switch (status.problem) {
      case 'blank':
        return t('trial.problems.blank')
      case 'invalid':
        return field === 'businessEmail'
          ? t('trial.problems.invalidEmail')
          : t('trial.problems.invalidUrl')
      case 'forbidden':
        return t('trial.problems.forbidden')
      case 'short':
        return t('trial.problems.short', {
          min: TRIAL_INQUIRY_MIN,
          count: inquiryLength(api.values.inquiry),
        })
      case 'required':
        return t('trial.problems.required')
      default:
        return t('trial.problems.unchecked')
    }
  }
  const text = (field: TrialTextField, max: number, type: 'text' | 'email' | 'url' = 'text') => (
    <Field label={label(t(`trial.${field}`))} error={problemText(field, api.fields[field])}>
      <TextInput
        type={type}
        name={field}
        value={api.values[field]}
        maxLength={max}
        disabled={disabled}
        autoComplete={
          field === 'fullName'
            ? 'name'
            : field === 'businessEmail'
              ? 'email'
              : field === 'companyName'
                ? 'organization'
                : 'url'
        }
        onChange={(e) => api.change(field, e.target.value)}
        onBlur={() => api.blur(field)}
        data-testid={`trial-${field}`}
      />
    </Field>
  )
  const label = (text: string) => (
    <>
      {text} <span css={requiredMark}>({t('trial.required')})</span>
    </>
  )
  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault()
    api.submit()
  }
  const count = inquiryLength(api.values.inquiry)
  // An error takes its hint's place, so the form below does not move as a field is left (a click
  // on the next control would otherwise land elsewhere).
  const urlError = problemText('companyWebpage', api.fields.companyWebpage)
  const inquiryError = problemText('inquiry', api.fields.inquiry)

  return (
    <div css={pageWrap}>
      <header css={pageHead}>
        <p css={pageEyebrow}>{t('trial.eyebrow')}</p>
        <h1 css={pageTitle}>{t('trial.title')}</h1>
        <p css={pageLead}>{t('trial.lead')}</p>
      </header>
      <form
        ref={formRef}
        css={card}
        noValidate
        onSubmit={onSubmit}
        aria-busy={api.busy}
        data-testid="trial-form"
      >
        {api.formError ? (
          <Alert tone="error" ref={alertRef} tabIndex={-1} data-testid="trial-error">
            {api.formError === 'refused' ? t('trial.refused') : t('trial.failed')}
          </Alert>
        ) : null}
        <div css={grid}>
          {text('fullName', TRIAL_TEXT_MAX)}
          {text('businessEmail', TRIAL_EMAIL_MAX, 'email')}
          <Field label={t('trial.jobTitle')}>
            <Select
              name="jobTitle"
              options={jobs}
              value={api.values.jobTitle}
              disabled={disabled}
              onChange={(e) => api.change('jobTitle', e.target.value)}
              data-testid="trial-jobTitle"
            />
          </Field>
          {text('companyName', TRIAL_TEXT_MAX)}
          <Field label={t('trial.country')}>
            <Select
              name="country"
              options={countries}
              placeholder={t('trial.countryPlaceholder')}
              value={api.values.country}
              disabled={disabled}
              onChange={(e) => api.change('country', e.target.value)}
              data-testid="trial-country"
            />
          </Field>
          <Field
            label={label(t('trial.companyWebpage'))}
            hint={urlError ? undefined : t('trial.companyWebpageHint')}
            error={urlError}
          >
            <TextInput
              type="url"
              name="companyWebpage"
              inputMode="url"
              autoComplete="url"
              value={api.values.companyWebpage}
              maxLength={TRIAL_URL_MAX}
              disabled={disabled}
              onChange={(e) => api.change('companyWebpage', e.target.value)}
              onBlur={() => api.blur('companyWebpage')}
              data-testid="trial-companyWebpage"
            />
          </Field>
          <Field label={t('trial.domain')}>
            <Select
              name="domain"
              options={domains}
              value={api.values.domain}
              disabled={disabled}
              onChange={(e) => api.change('domain', e.target.value)}
              data-testid="trial-domain"
            />
          </Field>
        </div>
        <Field
          label={label(t('trial.inquiry'))}
          hint={
            inquiryError ? undefined : (
              <>
                {t('trial.inquiryHint', { min: TRIAL_INQUIRY_MIN })}{' '}
                <span
                  css={count >= TRIAL_INQUIRY_MIN ? countOk : undefined}
                  data-testid="trial-count"
                >
                  {t('trial.count', { count, min: TRIAL_INQUIRY_MIN })}
                </span>
              </>
            )
          }
          error={inquiryError}
        >
          <TextArea
            name="inquiry"
            rows={8}
            value={api.values.inquiry}
            maxLength={TRIAL_INQUIRY_MAX}
            disabled={disabled}
            onChange={(e) => api.change('inquiry', e.target.value)}
            onBlur={() => api.blur('inquiry')}
            data-testid="trial-inquiry"
          />
        </Field>
        <div css={choices}>
          <Checkbox
            label={t('trial.newsletter')}
            checked={api.newsletter}
            disabled={disabled}
            onChange={(e) => api.setNewsletter(e.target.checked)}
            data-testid="trial-newsletter"
          />
          <div>
            <Checkbox
              label={label(t('trial.agree'))}
              checked={api.agree}
              disabled={disabled}
              aria-invalid={api.fields.agree.state === 'fail'}
              aria-describedby={api.fields.agree.state === 'fail' ? 'trial-agree-error' : undefined}
              onChange={(e) => api.setAgree(e.target.checked)}
              data-testid="trial-agree"
            />
            {api.fields.agree.state === 'fail' ? (
              <p id="trial-agree-error" css={[errorText, agreeError]}>
                {problemText('agree', api.fields.agree)}
              </p>
            ) : null}
          </div>
        </div>
        <Button type="submit" loading={api.busy} disabled={locked} data-testid="trial-send">
          {api.busy ? t('trial.sending') : t('trial.send')}
        </Button>
      </form>
    </div>
  )
}

const card = css`
  display: flex;
  flex-direction: column;
  gap: 24px;
  max-width: 880px;
  margin-top: 40px;
  padding: 40px;
  border-radius: ${radius.lg}px;
  background: ${color.paper};
  box-shadow: ${shadow.card};
  color: ${color.body};
  ${mq.upToMd} {
    padding: 24px 18px;
  }
  > button[type='submit'] {
    align-self: flex-start;
    min-width: 200px;
  }
`
const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px 24px;
  align-items: start;
  ${mq.upToMd} {
    grid-template-columns: 1fr;
  }
`
const choices = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
`
const requiredMark = css`
  font-weight: 400;
  font-size: 0.85em;
  color: ${color.bodyMuted};
`
const countOk = css`
  color: ${color.teal};
  font-weight: 600;
`
const agreeError = css`
  margin: 6px 0 0 30px;
`
const doneCard = css`
  max-width: 640px;
  margin: 0 auto;
  padding: 48px 40px;
  border-radius: ${radius.lg}px;
  background: ${color.paper};
  box-shadow: ${shadow.card};
  color: ${color.body};
  text-align: center;
  ${mq.upToMd} {
    padding: 32px 20px;
  }
`
const doneTitle = css`
  margin: 0 0 16px;
  font-size: clamp(26px, 3.4vw, 36px);
  &:focus {
    outline: none;
  }
`
const doneActions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 28px;
`
