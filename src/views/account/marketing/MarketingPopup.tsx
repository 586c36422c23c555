import { css } from '@emotion/react'
import { dialogCloses } from '../../shell/connectPopup.ts'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '../../../contract/index.ts'
import type { MarketingPermissionsApi } from './connectMarketingPermissions.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { Checkbox } from '../../kit/Checkbox.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import { Field } from '../../kit/Field.tsx'
import { Select } from '../../kit/Select.tsx'
import { role } from '../../kit/theme.ts'
import { font, space } from '../../kit/tokens.ts'

/**
 * The marketing-permissions pop-up (spec 1 §2): newsletter toggle, language, occupation (personal
 * users) or industry (company users). It renders the machine's state and sends its events.
 */
export function MarketingPopup({ api }: { api: MarketingPermissionsApi }) {
  const { t } = useTranslation('popups')
  const { t: tj } = useTranslation('jobs')
  const listKey = api.list === 'industry' ? 'industries' : 'occupations'
  const jobs = api.codes.map((code) => ({
    value: String(code),
    label: tj(`${listKey}.${String(code)}`),
  }))
  const languages = LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))
  return (
    <Dialog
      title={t('marketing.title')}
      size="L"
      testId="marketing-popup"
      {...dialogCloses(api)}
      footer={
        <>
          <p css={hint}>{t('marketing.laterHint')}</p>
          <Button variant="secondary" onClick={api.close} data-testid="marketing-popup-later">
            {t('marketing.later')}
          </Button>
          <Button loading={api.saving} onClick={api.save} data-testid="marketing-popup-save">
            {api.saving ? t('marketing.saving') : t('marketing.save')}
          </Button>
        </>
      }
    >
      <form
        css={form}
        onSubmit={(e) => {
          e.preventDefault()
          api.save()
        }}
      >
        <p css={lead}>{t('marketing.lead')}</p>
        {api.errorCode !== null ? (
          <Alert tone="error">{t('marketing.error', { code: api.errorCode })}</Alert>
        ) : null}
        <Checkbox
          label={t('marketing.newsletter')}
          checked={api.newsletter}
          onChange={(e) => api.setNewsletter(e.target.checked)}
          data-testid="marketing-popup-newsletter"
        />
        <Field label={t('marketing.language')}>
          <Select
            options={languages}
            value={api.language}
            onChange={(e) => api.setLanguage(e.target.value as Language)}
            data-testid="marketing-popup-language"
          />
        </Field>
        <Field
          label={t(`marketing.${api.list}`)}
          error={api.jobMissing ? t(`marketing.missing.${api.list}`) : undefined}
        >
          <Select
            options={jobs}
            placeholder={t('marketing.choose')}
            value={api.job === null ? '' : String(api.job)}
            onChange={(e) => {
              if (e.target.value !== '') api.setJob(Number(e.target.value))
            }}
            data-testid="marketing-popup-job"
          />
        </Field>
      </form>
    </Dialog>
  )
}

const form = css`
  display: grid;
  gap: ${space.lg}px;
`
const lead = css`
  margin: 0;
  color: ${role.fg};
`
const hint = css`
  flex-basis: 100%;
  margin: 0;
  font-size: ${font.size.sm}px;
  color: ${role.fgMuted};
`
