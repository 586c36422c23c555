import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import type { MailboxMessage } from '../../contract/index.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button } from '../kit/Button.tsx'
import { Field } from '../kit/Field.tsx'
import { TextInput } from '../kit/TextInput.tsx'
import { role } from '../kit/theme.ts'
import { font, radius, space } from '../kit/tokens.ts'

/**
 * /dev/mailbox (issue 11): the messages of the local SMTP server, newest first, with their links.
 * The text body only is shown (never the HTML), so nothing of a message runs in the page.
 */
export function MailboxPage({ to, messages }: { to: string; messages: MailboxMessage[] | null }) {
  const { t } = useTranslation('verify')
  return (
    <main css={page} data-testid="mailbox">
      <h1 css={heading}>{t('mailbox.title')}</h1>
      <p css={lead}>{t('mailbox.lead')}</p>
      <form method="get" css={filter}>
        <div css={filterField}>
          <Field label={t('mailbox.filter')} id="mailbox-to">
            <TextInput name="to" type="search" defaultValue={to} />
          </Field>
        </div>
        <Button type="submit" variant="secondary">
          {t('mailbox.refresh')}
        </Button>
      </form>
      {messages === null ? (
        <Alert tone="warning">{t('mailbox.off')}</Alert>
      ) : messages.length === 0 ? (
        <p data-testid="mailbox-empty">{t('mailbox.empty')}</p>
      ) : (
        <ol css={list}>
          {messages.map((m) => (
            <li key={m.id} css={item} data-testid="mailbox-message">
              <h2 css={subject}>{m.subject}</h2>
              <dl css={meta}>
                <dt>{t('mailbox.to')}</dt>
                <dd>{m.to}</dd>
                <dt>{t('mailbox.received')}</dt>
                <dd>
                  <time dateTime={m.receivedAt}>{m.receivedAt.replace('T', ' ').slice(0, 19)}</time>
                </dd>
                <dt>{t('mailbox.language')}</dt>
                <dd>{m.language}</dd>
                <dt>{t('mailbox.links')}</dt>
                <dd>
                  {m.links.map((link) => (
                    <a key={link} href={link} data-testid="mailbox-link" css={anchor}>
                      {link}
                    </a>
                  ))}
                </dd>
              </dl>
              <pre css={body}>{m.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </main>
  )
}

const page = css`
  max-width: 960px;
  margin: 0 auto;
  padding: 120px ${space.lg}px ${space.xl}px;
  color: ${role.fg};
`
const heading = css`
  font-size: ${font.size.xl}px;
  margin: 0 0 ${space.sm}px;
`
const lead = css`
  color: ${role.fgMuted};
  margin: 0 0 ${space.lg}px;
`
const filter = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
  align-items: flex-end;
  margin-bottom: ${space.lg}px;
`
const filterField = css`
  flex: 1 1 220px;
`
const list = css`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${space.lg}px;
`
const item = css`
  border: 1px solid ${role.line};
  border-radius: ${radius.md}px;
  padding: ${space.lg}px;
  min-width: 0;
`
const subject = css`
  font-size: ${font.size.lg}px;
  margin: 0 0 ${space.sm}px;
`
const meta = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space.xs}px ${space.md}px;
  margin: 0 0 ${space.md}px;
  dt {
    color: ${role.fgMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
const anchor = css`
  display: block;
  overflow-wrap: anywhere;
`
const body = css`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${font.size.sm}px;
  margin: 0;
`
