import { css } from '@emotion/react'
import { useEffect, useRef, type ReactNode, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  SUBMISSION_KINDS,
  SUBMITTER_TYPES,
  type SubmissionKind,
  type SubmitterType,
} from '../../contract/index.ts'
import type { Language } from '../../contract/core/codes.ts'
import {
  communitySubmissionMachine,
  type FieldValues,
  type TextField,
} from '../../machines/event/communitySubmission.ts'
import { useCountryOptions } from '../core/useCountryOptions.ts'
import { useHydrated } from '../core/useHydrated.ts'
import { useLanguage } from '../core/useLanguage.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button } from '../kit/Button.tsx'
import { Checkbox } from '../kit/Checkbox.tsx'
import { Dialog } from '../kit/Dialog.tsx'
import { Field } from '../kit/Field.tsx'
import { FileDrop, formatBytes } from '../kit/FileDrop.tsx'
import { ProgressBar } from '../kit/ProgressBar.tsx'
import { RadioGroup } from '../kit/RadioGroup.tsx'
import { Select } from '../kit/Select.tsx'
import { errorText } from '../kit/styles.ts'
import { TextArea } from '../kit/TextArea.tsx'
import { TextInput } from '../kit/TextInput.tsx'
import { pageEyebrow, pageHead, pageLead, pageTitle, pageWrap } from '../kit/pageText.ts'
import { color, duration, mq, radius, shadow, space } from '../kit/tokens.ts'
import { connectCommunitySubmission, type FieldProblem } from './connectCommunitySubmission.ts'

/** The country a page language suggests; English names none, so the machine falls back to KR (spec 3 §5). */
const LOCALE_COUNTRY: Record<Language, string> = { en: '', ko: 'KR', ja: 'JP', zh: 'CN' }

/** The machine with the browser's scrolling: back to where the member pressed send (spec 3 §4). */
const submissionLogic = communitySubmissionMachine.provide({
  actions: {
    restoreScroll: ({ context }) => {
      window.scrollTo({ top: context.savedScroll })
    },
  },
})

const LONG_FIELDS: ReadonlySet<TextField> = new Set(['q1', 'q2'])
const MAX: Record<TextField, number> = {
  name: 100,
  email: 254,
  city: 100,
  url: 500,
  q1: 2000,
  q2Title: 200,
  q2: 2000,
  gpu: 200,
  renderer: 200,
  steamId: 64,
}

/**
 * /event/submit (spec 3 §2, §3, §5): the community submission, artwork or case, with its zip and
 * the terms and privacy pop-ups. It renders the communitySubmission machine and sends its events;
 * the checks, the limits, the upload and the reset are the machine's.
 */
export function CommunitySubmissionPage({
  kind,
  initial,
}: {
  kind: SubmissionKind
  /** Values filled in beforehand (the model runs fill the form this way). */
  initial?: Partial<FieldValues>
}) {
  const { t } = useTranslation('event')
  const language = useLanguage()
  const hydrated = useHydrated()
  const actor = useProcess(submissionLogic, {
    kind,
    country: LOCALE_COUNTRY[language],
    ...(initial ? { initial } : {}),
  })
  const api = useConnect(actor, connectCommunitySubmission)
  const successRef = useRef<HTMLHeadingElement>(null)
  const locked = !hydrated || api.sending || !api.showForm || api.progress === 100

  useEffect(() => {
    if (api.success) successRef.current?.focus({ preventScroll: true })
  }, [api.success])

  const countries = useCountryOptions(hydrated)

  const problemText = (problem: FieldProblem): string | undefined =>
    problem === null ? undefined : t(`submit.errors.${problem}`)
  const label = (text: string, optional = false) => (
    <>
      {text} <span css={mark}>({optional ? t('submit.optional') : t('submit.required')})</span>
    </>
  )
  const text = (field: TextField, hint?: string) => (
    <Field
      label={label(t(`submit.${field}`), field === 'url')}
      hint={hint}
      error={problemText(api.problems[field])}
    >
      {LONG_FIELDS.has(field) ? (
        <TextArea
          name={field}
          rows={5}
          value={api.values[field]}
          maxLength={MAX[field]}
          disabled={locked}
          onChange={(e) => api.change(field, e.target.value)}
          data-testid={`submit-${field}`}
        />
      ) : (
        <TextInput
          name={field}
          type={field === 'email' ? 'email' : field === 'url' ? 'url' : 'text'}
          inputMode={field === 'steamId' ? 'numeric' : undefined}
          autoComplete={
            field === 'name'
              ? 'name'
              : field === 'email'
                ? 'email'
                : field === 'city'
                  ? 'address-level2'
                  : field === 'url'
                    ? 'url'
                    : 'off'
          }
          value={api.values[field]}
          maxLength={MAX[field]}
          disabled={locked}
          onChange={(e) => api.change(field, e.target.value)}
          data-testid={`submit-${field}`}
        />
      )}
    </Field>
  )
  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault()
    api.submit(window.scrollY)
  }
  const zipAlert =
    api.alert === 'size'
      ? t('submit.errors.size')
      : api.alert === 'noZip'
        ? t('submit.errors.noZip')
        : undefined

  return (
    <div css={pageWrap} data-testid="submit-page">
      <header css={pageHead}>
        <p css={pageEyebrow}>{t('submit.eyebrow')}</p>
        <h1 css={pageTitle}>{t('submit.title')}</h1>
        <p css={pageLead}>{t('submit.lead')}</p>
      </header>
      {api.success ? (
        <section css={[card, doneCard]} data-testid="submit-success" aria-live="polite">
          <h2 ref={successRef} tabIndex={-1} css={doneTitle}>
            {t('submit.success.title')}
          </h2>
          <p css={doneBody}>{t('submit.success.body')}</p>
          {api.mayStartOver ? (
            <div>
              <Button onClick={api.startOver} data-testid="submit-again">
                {t('submit.success.again')}
              </Button>
            </div>
          ) : null}
        </section>
      ) : (
        <div css={[card, api.fading && faded]}>
          <form
            css={formCss}
            noValidate
            onSubmit={onSubmit}
            data-testid="submit-form"
            aria-busy={api.sending || undefined}
          >
            <RadioGroup<SubmissionKind>
              legend={t('submit.kind.legend')}
              name="kind"
              inline
              value={api.kind}
              options={SUBMISSION_KINDS.map((k) => ({
                value: k,
                label: t(`submit.kind.${k}`),
                disabled: locked,
              }))}
              onChange={api.chooseKind}
            />
            <Section title={t('submit.sections.you')}>
              <div css={row}>
                {text('name')}
                {text('email')}
              </div>
              <div css={row}>
                <Field label={label(t('submit.country'))}>
                  <Select
                    name="country"
                    value={api.country}
                    options={countries}
                    disabled={locked}
                    onChange={(e) => api.chooseCountry(e.target.value)}
                    data-testid="submit-country"
                  />
                </Field>
                {text('city')}
              </div>
              <div css={row}>
                <Field
                  label={label(t('submit.memberType'))}
                  error={api.memberTypeMissing ? t('submit.errors.memberType') : undefined}
                >
                  <Select
                    name="memberType"
                    value={api.memberType}
                    placeholder={t('submit.choose')}
                    options={SUBMITTER_TYPES.map((v) => ({
                      value: v,
                      label: t(`submit.memberTypes.${v}`),
                    }))}
                    disabled={locked}
                    onChange={(e) => api.chooseMemberType(e.target.value as SubmitterType)}
                    data-testid="submit-memberType"
                  />
                </Field>
                {text('url', t('submit.urlHint'))}
              </div>
              {text('q1')}
            </Section>
            <Section title={t('submit.sections.work')}>
              {text('q2Title')}
              {text('q2', t('submit.q2Hint'))}
              <div css={row}>
                {text('gpu')}
                {text('renderer')}
              </div>
              {text('steamId', t('submit.steamIdHint'))}
            </Section>
            <Section title={t('submit.sections.file')}>
              <FileDrop
                label={label(t('submit.zip'))}
                hint={t('submit.zipHint')}
                error={zipAlert}
                accept=".zip,application/zip,application/x-zip-compressed"
                files={[]}
                disabled={locked}
                onFiles={(files) => {
                  const [file] = files
                  if (file) api.chooseZip({ name: file.name, size: file.size, file })
                }}
              />
              {api.alert !== null ? (
                <Alert tone="error" data-testid="submit-alert" data-alert={api.alert}>
                  <span css={alertRow}>
                    <span>{zipAlert}</span>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={api.closeAlert}
                      data-testid="submit-alert-close"
                    >
                      {t('submit.alertOk')}
                    </Button>
                  </span>
                </Alert>
              ) : null}
              {api.zip ? (
                <div css={zipRow} data-testid="submit-zip">
                  <span css={zipName}>{api.zip.name}</span>
                  <span css={zipSize}>{formatBytes(api.zip.size)}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={locked}
                    onClick={api.removeZip}
                    data-testid="submit-zip-remove"
                  >
                    {t('submit.removeZip')}
                  </Button>
                </div>
              ) : null}
              <Agreement
                label={t('submit.agreeTerms')}
                read={t('submit.readTerms')}
                checked={api.agreeTerms}
                missing={api.termsMissing}
                missingText={t('submit.errors.agree')}
                disabled={locked}
                onToggle={api.toggleTerms}
                onRead={api.openTerms}
                testId="submit-terms"
              />
              <Agreement
                label={t('submit.agreePrivacy')}
                read={t('submit.readPrivacy')}
                checked={api.agreePrivacy}
                missing={api.privacyMissing}
                missingText={t('submit.errors.agree')}
                disabled={locked}
                onToggle={api.togglePrivacy}
                onRead={api.openPrivacy}
                testId="submit-privacy"
              />
            </Section>
            {api.failed ? (
              <Alert tone="error" data-testid="submit-failed">
                {t('submit.errors.failed')}
              </Alert>
            ) : null}
            {api.progress !== null ? (
              <div data-testid="submit-progress" data-progress={api.progress}>
                <ProgressBar
                  label={t('submit.progress', { percent: api.progress })}
                  value={api.progress}
                  valueText={t('submit.progress', { percent: api.progress })}
                />
              </div>
            ) : null}
            <div css={actions}>
              {!api.ready && !api.sending ? (
                <p css={hintCss} id="submit-incomplete">
                  {t('submit.incomplete')}
                </p>
              ) : null}
              {/* Dimmed until the form is complete (spec 3 §4), yet pressable: a press shows what is missing. */}
              <Button
                type="submit"
                loading={api.sending}
                disabled={!hydrated || !api.showForm || api.progress === 100}
                data-ready={api.ready}
                aria-describedby={!api.ready ? 'submit-incomplete' : undefined}
                css={!api.ready && notReady}
                data-testid="submit-send"
              >
                {api.sending ? t('submit.sending') : t('submit.send')}
              </Button>
            </div>
          </form>
        </div>
      )}
      {api.popup !== null ? (
        <Dialog
          title={t(`submit.${api.popup}.title`)}
          size="M"
          testId={`submit-${api.popup}-popup`}
          closeLabel={t('submit.close')}
          onDismiss={api.closePopup}
          footer={<Button onClick={api.closePopup}>{t('submit.close')}</Button>}
        >
          <div css={popupText}>
            <p>{t(`submit.${api.popup}.p1`)}</p>
            <p>{t(`submit.${api.popup}.p2`)}</p>
            <p>{t(`submit.${api.popup}.p3`)}</p>
          </div>
        </Dialog>
      ) : null}
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset css={group}>
      <legend css={legend}>{title}</legend>
      {children}
    </fieldset>
  )
}

function Agreement({
  label,
  read,
  checked,
  missing,
  missingText,
  disabled,
  onToggle,
  onRead,
  testId,
}: {
  label: string
  read: string
  checked: boolean
  missing: boolean
  missingText: string
  disabled: boolean
  onToggle: () => void
  onRead: () => void
  testId: string
}) {
  return (
    <div css={agreement}>
      <div css={agreementRow}>
        <Checkbox
          label={label}
          checked={checked}
          disabled={disabled}
          aria-invalid={missing}
          aria-describedby={missing ? `${testId}-error` : undefined}
          onChange={onToggle}
          data-testid={testId}
        />
        <Button variant="secondary" size="sm" onClick={onRead} data-testid={`${testId}-read`}>
          {read}
        </Button>
      </div>
      {missing ? (
        <p id={`${testId}-error`} css={errorText}>
          {missingText}
        </p>
      ) : null}
    </div>
  )
}

const px = (n: number) => `${String(n)}px`

const card = css`
  margin-top: 40px;
  max-width: 820px;
  padding: 32px;
  border-radius: ${px(radius.lg)};
  background: ${color.paper};
  box-shadow: ${shadow.card};
  transition: opacity ${String(duration.slide)}ms ease;
  ${mq.upToMd} {
    padding: 20px 16px;
  }
`
const faded = css`
  opacity: 0;
`
const formCss = css`
  display: flex;
  flex-direction: column;
  gap: ${px(space.xl)};
`
const group = css`
  display: flex;
  flex-direction: column;
  gap: ${px(space.lg)};
  min-width: 0;
  margin: 0;
  padding: ${px(space.lg)};
  border: 1px solid ${color.lineDark};
  border-radius: ${px(radius.md)};
  ${mq.upToMd} {
    padding: ${px(space.md)};
  }
`
const legend = css`
  padding: 0 ${px(space.sm)};
  font-weight: 700;
`
const row = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  /* A neighbour's hint or error must not push this field's control down. */
  align-items: start;
  gap: ${px(space.lg)};
  ${mq.upToMd} {
    grid-template-columns: 1fr;
  }
`
const mark = css`
  font-weight: 400;
  font-size: 13px;
  color: ${color.bodyMuted};
`
const zipRow = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${px(space.md)};
  padding: ${px(space.sm)} ${px(space.md)};
  border: 1px solid ${color.lineDark};
  border-radius: ${px(radius.md)};
`
const zipName = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`
const zipSize = css`
  font-size: 13px;
  color: ${color.bodyMuted};
`
const alertRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${px(space.md)};
`
const agreement = css`
  display: grid;
  gap: ${px(space.xs)};
`
const agreementRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${px(space.sm)};
`
const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${px(space.md)};
`
const hintCss = css`
  flex: 1 1 240px;
  margin: 0;
  font-size: 14px;
  color: ${color.bodyMuted};
`
const notReady = css`
  opacity: 0.55;
`
const doneCard = css`
  display: grid;
  gap: ${px(space.md)};
`
const doneTitle = css`
  margin: 0;
  font-size: 24px;
  outline: none;
`
const doneBody = css`
  margin: 0;
  color: ${color.bodyMuted};
`
const popupText = css`
  display: grid;
  gap: ${px(space.sm)};
  & p {
    margin: 0;
  }
`
