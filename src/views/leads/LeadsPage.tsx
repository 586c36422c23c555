import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import type { StoredLead } from '../../contract/index.ts'
import { Alert } from '../kit/Alert.tsx'
import { Table, type Column } from '../kit/Table.tsx'
import { role } from '../kit/theme.ts'
import { font, space } from '../kit/tokens.ts'

/**
 * /dev/leads (issue 12): the enterprise inquiries the local CRM received, newest first, so a
 * person can see what a visitor sent. Off with the other staff pages (MAILBOX=0, production), and
 * when the CRM is Salesforce. Texts are shown as text: nothing a visitor typed runs here.
 */
export function LeadsPage({ leads }: { leads: StoredLead[] | null }) {
  const { t } = useTranslation('leads')
  const columns: Column<StoredLead>[] = [
    {
      key: 'createdAt',
      header: t('staff.columns.received'),
      cell: (l) => <time dateTime={l.createdAt}>{l.createdAt.replace('T', ' ').slice(0, 16)}</time>,
    },
    { key: 'fullName', header: t('staff.columns.name') },
    { key: 'email', header: t('staff.columns.email') },
    { key: 'company', header: t('staff.columns.company') },
    { key: 'title', header: t('staff.columns.title') },
    { key: 'country', header: t('staff.columns.country') },
    { key: 'domain', header: t('staff.columns.domain') },
    {
      key: 'inquiry',
      header: t('staff.columns.inquiry'),
      cell: (l) => <span css={inquiry}>{l.inquiry}</span>,
    },
  ]
  return (
    <main css={page} data-testid="leads">
      <h1 css={heading}>{t('staff.title')}</h1>
      {leads === null ? (
        <Alert tone="warning">{t('staff.off')}</Alert>
      ) : (
        <Table
          caption={t('staff.lead')}
          columns={columns}
          rows={leads}
          rowKey={(l) => String(l.id)}
          empty={t('staff.empty')}
        />
      )}
    </main>
  )
}

const page = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 120px ${space.lg}px ${space.xl}px;
  color: ${role.fg};
`
const heading = css`
  font-size: ${font.size.xl}px;
  margin: 0 0 ${space.md}px;
`
const inquiry = css`
  display: block;
  min-width: 240px;
  max-width: 420px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`
