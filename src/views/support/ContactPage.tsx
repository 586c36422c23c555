import { css } from '@emotion/react'
import { useSelector } from '@xstate/react'
import { type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  INQUIRIES,
  LANGUAGE_TAGS,
  OFFERED_VERSIONS,
  OPERATING_SYSTEMS,
  OTHERS_LANG,
  USER_TYPES,
  asksVersion,
  isCountryCode,
} from '../../contract/index.ts'
import {
  asksMacModel,
  fieldState,
  step1Fields,
  step2Fields,
  type ContactField,
} from '../../machines/support/contactFields.ts'
import { contactFormMachine, type ContactFormInput } from '../../machines/support/contactForm.ts'
import { useCountryOptions } from '../core/useCountryOptions.ts'
import { useHydrated } from '../core/useHydrated.ts'
import { useLanguage } from '../core/useLanguage.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button } from '../kit/Button.tsx'
import { Dialog } from '../kit/Dialog.tsx'
import { Field } from '../kit/Field.tsx'
import { FileDrop, formatBytes } from '../kit/FileDrop.tsx'
import { ProgressBar } from '../kit/ProgressBar.tsx'
import { Select } from '../kit/Select.tsx'
import { Stepper } from '../kit/Stepper.tsx'
import { TextArea } from '../kit/TextArea.tsx'
import { TextInput } from '../kit/TextInput.tsx'
import { pageEyebrow, pageHead, pageLead, pageTitle, pageWrap } from '../kit/pageText.ts'
import { color, mq, radius, shadow, space } from '../kit/tokens.ts'
import { connectSiteShell } from '../shell/connectSiteShell.ts'
import { SiteShellContext } from '../shell/ShellActors.tsx'

/** The contact form inside the site: the visitor's country (decided by the server) is preselected. */
export function ShellContactPage({
  ut,
  flow,
}: {
  ut: 1 | 3 | undefined
  flow: ContactFormInput['flow']
}) {
  const { countryCode } = useConnect(SiteShellContext.useActorRef(), connectSiteShell)
  return <ContactPage ut={ut} flow={flow} visitorCountry={countryCode} />
}

/**
 * /support/contact and /support/contact/1 (spec 3 §2): the two-step contact form. It renders the
 * contactForm machine and sends its events; the rules (gating, e-mail codes, totals) are the
 * machine's. The second address is the form used from error dialogs: its success is a modal.
 */
export function ContactPage({
  ut,
  flow,
  visitorCountry = '',
}: {
  ut: 1 | 3 | undefined
  flow: ContactFormInput['flow']
  /** The visitor's country, preselected in step 2 when it is one of the list (spec 3 §2). */
  visitorCountry?: string
}) {
  const language = useLanguage()
  const country = isCountryCode(visitorCountry) ? visitorCountry : ''
  const actor = useProcess(contactFormMachine, { ut, flow, locale: language, country })
  const { t } = useTranslation('support')
  const s = useSelector(actor, (snapshot) => snapshot)
  const c = s.context
  const hydrated = useHydrated()
  const countries = useCountryOptions(hydrated)

  const step = s.matches({ form: 'step2' }) || s.matches({ form: 'sending' }) ? 2 : 1
  const sending = s.matches({ form: 'sending' })
  const set = (field: ContactField) => (value: string) =>
    actor.send({ type: 'field.change', field, value })
  const shown = step === 1 ? c.showStep1Errors : c.showStep2Errors
  const stepFields = step === 1 ? step1Fields(c.values) : step2Fields(c.values)
  /** A field's error, once the visitor pressed next or send (or left the e-mail field). */
  const errorOf = (field: ContactField): string | undefined => {
    const state = fieldState(c.values, c.emailCode, field)
    if (field === 'email' && c.emailCode !== null && state.isValid === 0)
      return t(
        state.regexp === 'blank' ? 'contact.errors.emailEmpty' : 'contact.errors.emailInvalid',
      )
    if (!shown || !stepFields.includes(field) || state.isValid === 1) return undefined
    if (field === 'email')
      return t(
        state.regexp === 'blank' ? 'contact.errors.emailEmpty' : 'contact.errors.emailUnchecked',
      )
    if (field === 'version') return t('contact.errors.version')
    return t(
      ['inquiry', 'userType', 'country', 'language'].includes(field)
        ? 'contact.errors.choose'
        : 'contact.errors.blank',
    )
  }
  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault()
    actor.send({ type: step === 1 ? 'step.next' : 'ticket.send' })
  }
  const waiting = c.attachments.find((a) => a.token === null)
  const text = (
    field: ContactField,
    label: string,
    props: { hint?: string; type?: 'text' | 'email' } = {},
  ) => (
    <Field label={label} hint={props.hint} error={errorOf(field)}>
      <TextInput
        name={field}
        type={props.type ?? 'text'}
        value={c.values[field]}
        disabled={!hydrated || sending}
        onChange={(e) => set(field)(e.target.value)}
        onBlur={field === 'email' ? () => actor.send({ type: 'email.check' }) : undefined}
      />
    </Field>
  )
  const choose = (
    field: ContactField,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <Field label={label} error={errorOf(field)}>
      <Select
        name={field}
        value={c.values[field]}
        placeholder={t('contact.choose')}
        options={options}
        disabled={!hydrated || sending}
        onChange={(e) => set(field)(e.target.value)}
      />
    </Field>
  )

  return (
    <main css={pageWrap} data-testid="contact-page">
      <header css={pageHead}>
        <p css={pageEyebrow}>
          {t('contact.steps.one')} · {t('contact.steps.two')}
        </p>
        <h1 css={pageTitle}>{t('contact.title')}</h1>
        <p css={pageLead}>{t('contact.lead')}</p>
      </header>
      <div css={card}>
        <Stepper steps={[t('contact.steps.one'), t('contact.steps.two')]} current={step - 1} />
        <form
          css={formCss}
          onSubmit={onSubmit}
          noValidate
          data-testid={`contact-step-${String(step)}`}
        >
          {step === 1 ? (
            <>
              <div css={row}>
                {choose(
                  'inquiry',
                  t('contact.inquiry'),
                  INQUIRIES.map((v) => ({ value: v, label: t(`contact.inquiries.${v}`) })),
                )}
                {choose(
                  'userType',
                  t('contact.userType'),
                  USER_TYPES.map((v) => ({ value: v, label: t(`contact.userTypes.${v}`) })),
                )}
              </div>
              {text('title', t('contact.subject'))}
              <Field
                label={t('contact.description')}
                hint={t('contact.descriptionHint')}
                error={errorOf('description')}
              >
                <TextArea
                  name="description"
                  rows={6}
                  value={c.values.description}
                  disabled={!hydrated}
                  onChange={(e) => set('description')(e.target.value)}
                />
              </Field>
              {asksVersion(c.values.inquiry) ? (
                <fieldset css={group}>
                  <legend css={legend}>{t('contact.requirements')}</legend>
                  <p css={hintCss}>{t('contact.requirementsHint')}</p>
                  <div css={row}>
                    {choose(
                      'version',
                      t('contact.version'),
                      OFFERED_VERSIONS.map((v) => ({ value: v, label: v })),
                    )}
                    {text('patchVersion', t('contact.patchVersion'), {
                      hint: t('contact.patchHint'),
                    })}
                  </div>
                  <div css={row}>
                    {choose(
                      'os',
                      t('contact.os'),
                      OPERATING_SYSTEMS.map((v) => ({
                        value: v,
                        label: t(`contact.osTypes.${v}`),
                      })),
                    )}
                    {asksMacModel(c.values) ? text('macos', t('contact.macos')) : null}
                  </div>
                  <div css={row}>
                    {text('cpu', t('contact.cpu'))}
                    {text('memory', t('contact.memory'))}
                  </div>
                  <div css={row}>
                    {text('gpu', t('contact.gpu'))}
                    {text('resolution', t('contact.resolution'))}
                  </div>
                </fieldset>
              ) : null}
              <FileDrop
                label={t('contact.attachments')}
                hint={t('contact.attachmentsHint')}
                error={c.bigFile ? t('contact.bigFile') : undefined}
                multiple
                files={[]}
                disabled={!hydrated}
                onFiles={(files) => actor.send({ type: 'files.add', files })}
              />
              {c.attachments.length > 0 ? (
                <ul css={fileList} data-testid="contact-files">
                  {c.attachments.map((a) => (
                    <li key={a.id} css={fileItem} data-testid="contact-file">
                      <span css={fileName}>{a.file.name}</span>
                      <span css={fileSize}>{formatBytes(a.file.size)}</span>
                      {a.token === null ? (
                        <ProgressBar
                          label={t('contact.uploading', { name: a.file.name })}
                          value={a === waiting ? a.loaded : 0}
                          max={a.file.size}
                        />
                      ) : (
                        <>
                          <span css={done}>{t('contact.uploaded')}</span>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('contact.deleteFile', { name: a.file.name })}
                            disabled={!s.matches({ files: 'idle' })}
                            onClick={() => actor.send({ type: 'file.delete', id: a.id })}
                          >
                            ✕
                          </Button>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div css={actions}>
                <Button type="submit" disabled={!hydrated} data-testid="contact-next">
                  {t('contact.next')}
                </Button>
              </div>
            </>
          ) : (
            <>
              {text('email', t('contact.email'), { type: 'email' })}
              {text('name', t('contact.name'))}
              <div css={row}>
                {choose('country', t('contact.country'), countries)}
                {choose(
                  'language',
                  t('contact.language'),
                  LANGUAGE_TAGS.map((v) => ({ value: v, label: t(`contact.languages.${v}`) })),
                )}
              </div>
              {c.values.language === OTHERS_LANG
                ? text('othersLang', t('contact.othersLang'))
                : null}
              {shown ? <Alert tone="warning">{t('contact.errors.incomplete')}</Alert> : null}
              <div css={actions}>
                <Button
                  variant="secondary"
                  disabled={sending}
                  onClick={() => actor.send({ type: 'step.back' })}
                >
                  {t('contact.back')}
                </Button>
                <Button
                  type="submit"
                  loading={sending}
                  disabled={waiting !== undefined}
                  data-testid="contact-send"
                >
                  {sending ? t('contact.sending') : t('contact.send')}
                </Button>
              </div>
            </>
          )}
        </form>
      </div>
      {s.matches({ form: 'completed' }) ? (
        <Dialog
          title={t('contact.modal.title')}
          size="S"
          testId="contact-complete-modal"
          onDismiss={() => actor.send({ type: 'modal.close' })}
          footer={
            <Button onClick={() => actor.send({ type: 'modal.close' })}>
              {t('contact.modal.close')}
            </Button>
          }
        >
          <p>{t('contact.modal.body')}</p>
        </Dialog>
      ) : null}
    </main>
  )
}

const px = (n: number) => `${String(n)}px`

const card = css`
  margin-top: 40px;
  max-width: 760px;
  padding: 32px;
  border-radius: ${px(radius.lg)};
  background: ${color.paper};
  box-shadow: ${shadow.card};
  ${mq.upToMd} {
    padding: 20px 16px;
  }
`
const formCss = css`
  display: flex;
  flex-direction: column;
  gap: ${px(space.lg)};
  margin-top: ${px(space.xl)};
`
const row = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(space.lg)};
  ${mq.upToMd} {
    grid-template-columns: 1fr;
  }
`
const group = css`
  display: flex;
  flex-direction: column;
  gap: ${px(space.lg)};
  margin: 0;
  padding: ${px(space.lg)};
  border: 1px solid ${color.lineDark};
  border-radius: ${px(radius.md)};
`
const legend = css`
  padding: 0 ${px(space.sm)};
  font-weight: 700;
`
const hintCss = css`
  margin: 0;
  font-size: 14px;
  color: ${color.bodyMuted};
`
const fileList = css`
  display: flex;
  flex-direction: column;
  gap: ${px(space.sm)};
  margin: 0;
  padding: 0;
  list-style: none;
`
const fileItem = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(80px, 160px);
  align-items: center;
  gap: ${px(space.md)};
  padding: ${px(space.sm)} ${px(space.md)};
  border: 1px solid ${color.lineDark};
  border-radius: ${px(radius.md)};
`
const fileName = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`
const fileSize = css`
  font-size: 13px;
  color: ${color.bodyMuted};
`
const done = css`
  display: flex;
  justify-content: flex-end;
  font-size: 13px;
  color: ${color.accentStrong};
`
const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: ${px(space.md)};
`
