import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import type { StaffTicket } from '../../contract/index.ts'
import { Alert } from '../kit/Alert.tsx'
import { formatBytes } from '../kit/FileDrop.tsx'
import { pageHead, pageLead, pageTitle, pageWrap } from '../kit/pageText.ts'
import { color, radius, shadow } from '../kit/tokens.ts'

/**
 * /staff/tickets (issue 12): the local help desk's tickets with their attachments, for a person to
 * read what a customer sent. The HTML body comes from the server's allow-list sanitiser (cleaned
 * when stored and again when read), so it holds no script, style, image or event attribute.
 */
export function StaffInboxPage({ tickets }: { tickets: StaffTicket[] | null }) {
  const { t } = useTranslation('support')
  return (
    <main css={pageWrap} data-testid="staff-inbox">
      <header css={pageHead}>
        <h1 css={pageTitle}>{t('staff.title')}</h1>
        <p css={pageLead}>{t('staff.lead')}</p>
      </header>
      {tickets === null ? (
        <Alert tone="warning">{t('staff.off')}</Alert>
      ) : tickets.length === 0 ? (
        <p data-testid="staff-empty">{t('staff.empty')}</p>
      ) : (
        <ol css={list}>
          {tickets.map((ticket) => (
            <li key={ticket.id} css={item} data-testid="staff-ticket">
              <h2 css={subject}>
                #{ticket.id} {ticket.subject}
              </h2>
              <dl css={meta}>
                <dt>{t('staff.from')}</dt>
                <dd>
                  {ticket.requesterName} &lt;{ticket.requesterEmail}&gt;
                </dd>
                <dt>{t('staff.received')}</dt>
                <dd>
                  <time dateTime={ticket.createdAt}>
                    {ticket.createdAt.replace('T', ' ').slice(0, 19)}
                  </time>
                </dd>
                <dt>{t('staff.tags')}</dt>
                <dd>{[ticket.type, ...ticket.tags].join(', ')}</dd>
                <dt>{t('staff.fields')}</dt>
                <dd>{ticket.customFields.map((f) => `${String(f.id)}: ${f.value}`).join(' · ')}</dd>
                <dt>{t('staff.attachments')}</dt>
                <dd>
                  {ticket.attachments.length === 0 ? (
                    t('staff.none')
                  ) : (
                    <ul css={files}>
                      {ticket.attachments.map((f) => (
                        <li key={f.url}>
                          <a href={f.url} download={f.fileName} data-testid="staff-attachment">
                            {f.fileName}
                          </a>{' '}
                          ({formatBytes(f.size)})
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </dl>
              <div
                css={body}
                data-testid="staff-body"
                // Cleaned by the server's allow-list (server/support/ticketHtml.ts) before it got here.
                dangerouslySetInnerHTML={{ __html: ticket.htmlBody }}
              />
            </li>
          ))}
        </ol>
      )}
    </main>
  )
}

const list = css`
  display: flex;
  flex-direction: column;
  gap: 20px;
  margin: 40px 0 0;
  padding: 0;
  list-style: none;
`
const item = css`
  padding: 24px;
  border-radius: ${String(radius.md)}px;
  background: ${color.paper};
  box-shadow: ${shadow.card};
  overflow-wrap: anywhere;
`
const subject = css`
  margin: 0 0 12px;
  font-size: 20px;
`
const meta = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  font-size: 14px;
  dt {
    color: ${color.bodyMuted};
  }
  dd {
    margin: 0;
  }
`
const files = css`
  margin: 0;
  padding-left: 18px;
`
const body = css`
  padding-top: 12px;
  border-top: 1px solid ${color.lineDark};
`
