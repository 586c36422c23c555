import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import { helpCenterUrl } from '../../../machines/shell/siteLinks.ts'
import { helpArticlesMachine } from '../../../machines/content/helpArticles.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { useProcess } from '../../core/useProcess.ts'
import { useSelector } from '@xstate/react'
import { Alert } from '../../kit/Alert.tsx'
import { Button, ButtonLink } from '../../kit/Button.tsx'
import {
  failedBox,
  mutedText,
  pageEyebrow,
  pageHead,
  pageLead,
  pageTitle,
  pageWrap,
} from '../../kit/pageText.ts'
import { color, mq, radius, shadow } from '../../kit/tokens.ts'

/**
 * /support (spec 3 §2): the FAQ and the help articles of the fixed sections in the page language
 * (bodies cleaned by the server's allow-list), the help centre and the contact form.
 */
export function SupportPage({ snapshot }: { snapshot?: Snapshot<unknown> | undefined }) {
  const { t } = useTranslation('features')
  const language = useLanguage()
  const actor = useProcess(helpArticlesMachine, { language }, snapshot)
  const state = useSelector(actor, (s) => s)
  const help = state.context.help
  return (
    <article css={pageWrap} data-testid="support-page">
      <header css={pageHead}>
        <p css={pageEyebrow}>{t('support.eyebrow')}</p>
        <h1 css={pageTitle}>{t('support.title')}</h1>
        <p css={pageLead}>{t('support.lead')}</p>
      </header>
      {state.matches('loading') ? (
        <p role="status" css={mutedText} data-testid="support-loading">
          {t('support.loading')}
        </p>
      ) : null}
      {state.matches('failed') ? (
        <div css={[failedBox, spaced]} data-testid="support-failed">
          <Alert tone="error" title={t('support.failedTitle')}>
            {t('support.failedText')}
          </Alert>
          <Button variant="secondary" onClick={() => actor.send({ type: 'help.retry' })}>
            {t('support.retry')}
          </Button>
        </div>
      ) : null}
      {help ? (
        <div css={columns}>
          <section aria-labelledby="faq-title" data-testid="faq">
            <h2 id="faq-title">{t('support.faq')}</h2>
            {help.faq.map((f) => (
              <details key={f.id} css={entry} data-testid="faq-entry">
                <summary>{f.title}</summary>
                <div dangerouslySetInnerHTML={{ __html: f.body }} />
              </details>
            ))}
          </section>
          <section aria-labelledby="help-title" data-testid="help-sections">
            <h2 id="help-title">{t('support.help')}</h2>
            {help.sections.map((s) => (
              <div key={s.id} css={sectionBox} data-testid="help-section">
                <h3>{s.name}</h3>
                <p css={mutedText}>{s.description}</p>
                <ul>
                  {s.articles.map((a) => (
                    <li key={a.id}>
                      <a
                        href={a.htmlUrl}
                        target="_blank"
                        rel="noreferrer"
                        data-testid="help-article"
                      >
                        {a.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </div>
      ) : null}
      <aside css={contact}>
        <h2>{t('support.contactTitle')}</h2>
        <p>{t('support.contactText')}</p>
        <div css={actions}>
          <ButtonLink to="/support/contact">{t('support.contact')}</ButtonLink>
          <a href={helpCenterUrl(language)} target="_blank" rel="noreferrer" css={link}>
            {t('support.helpCentre')}
          </a>
        </div>
      </aside>
    </article>
  )
}

const spaced = css`
  margin-top: 32px;
`
const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 40px;
  margin-top: 48px;
  h2 {
    margin: 0 0 16px;
    font-size: 24px;
  }
  ${mq.upToMd} {
    grid-template-columns: 1fr;
  }
`
const entry = css`
  margin-bottom: 12px;
  padding: 16px 20px;
  border-radius: ${radius.md}px;
  background: ${color.paper};
  box-shadow: ${shadow.card};
  summary {
    font-weight: 600;
    cursor: pointer;
  }
  p,
  ul {
    margin: 12px 0 0;
    color: ${color.bodyMuted};
    line-height: 1.6;
  }
`
const sectionBox = css`
  margin-bottom: 20px;
  h3 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 4px 0 8px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    line-height: 1.9;
  }
  a {
    color: ${color.accentStrong};
  }
`
const contact = css`
  margin-top: 64px;
  padding: 28px;
  border-radius: ${radius.lg}px;
  background: ${color.paper};
  box-shadow: ${shadow.card};
  h2 {
    margin: 0 0 8px;
    font-size: 22px;
  }
  p {
    margin: 0 0 20px;
    color: ${color.bodyMuted};
  }
`
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 24px;
  align-items: center;
`
const link = css`
  color: ${color.accentStrong};
  font-weight: 600;
`
