import { css } from '@emotion/react'
import { createActorContext } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import type { FeatureVersion, PatchNote } from '../../../contract/index.ts'
import { formatDate } from '../../../i18n/formatDate.ts'
import { featureReleaseMachine, manualLink } from '../../../machines/content/featureRelease.ts'
import { e2eInspect } from '../../../tools/inspection/e2eInspect.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { useConnect, useSiteLogic } from '../../core/useProcess.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { SiteLink } from '../../kit/SiteLink.tsx'
import { failedBox, pageEyebrow, pageLead, pageTitle, pageWrap } from '../../kit/pageText.ts'
import { color, mq, radius, shadow } from '../../kit/tokens.ts'
import { connectFeatureRelease, type FeatureReleaseApi } from './connectFeatureRelease.ts'
import { FeatureMedia, ResponsivePicture } from './FeatureMedia.tsx'

const ReleaseContext = createActorContext(featureReleaseMachine)
export const NEW_FEATURE_PATH = '/product/newfeature'

/**
 * /product/newfeature?version= (spec 3 §2): the version tabs, the main visual, key features, other
 * features, manual links to the help centre in the page language, and the patch notes.
 */
export function NewFeaturePage({
  snapshot,
  version,
}: {
  snapshot?: Snapshot<unknown> | undefined
  version: FeatureVersion
}) {
  const language = useLanguage()
  const input = { language, version }
  return (
    <ReleaseContext.Provider
      logic={useSiteLogic(featureReleaseMachine)}
      options={
        snapshot ? { input, snapshot, inspect: e2eInspect() } : { input, inspect: e2eInspect() }
      }
    >
      <Release version={version} />
    </ReleaseContext.Provider>
  )
}

function Release({ version }: { version: FeatureVersion }) {
  const { t } = useTranslation('features')
  const language = useLanguage()
  const api = useConnect(ReleaseContext.useActorRef(), connectFeatureRelease)
  const { select } = api
  // The address names the version: a tab (or the browser's back button) changes it.
  useEffect(() => {
    select(version)
  }, [select, version])
  const r = api.release
  return (
    <article css={pageWrap} data-testid="newfeature-page" aria-busy={api.loading || undefined}>
      <header css={head}>
        <p css={pageEyebrow}>{t('newfeature.eyebrow')}</p>
        <h1 css={pageTitle}>{t('newfeature.title', { version: api.version })}</h1>
        <p css={pageLead}>{t('newfeature.lead')}</p>
      </header>
      <nav aria-label={t('newfeature.versions')} css={tabs}>
        {api.versions.map((v) => (
          <SiteLink
            key={v}
            to={`${NEW_FEATURE_PATH}?version=${v}`}
            css={tab}
            aria-current={v === api.version ? 'page' : undefined}
            data-testid={`version-${v}`}
          >
            {t('newfeature.version', { version: v })}
          </SiteLink>
        ))}
      </nav>
      {api.failed ? (
        <div css={failedBox} data-testid="newfeature-failed">
          <Alert tone="error" title={t('newfeature.failedTitle', { version: api.version })}>
            {t('newfeature.failedText')}
          </Alert>
          <Button variant="secondary" onClick={api.retry}>
            {t('newfeature.retry')}
          </Button>
        </div>
      ) : null}
      {api.loading ? (
        <p role="status" css={status} data-testid="newfeature-loading">
          {t('newfeature.loading', { version: api.version })}
        </p>
      ) : null}
      {r && !api.loading ? <ReleaseBody api={api} language={language} /> : null}
    </article>
  )
}

function ReleaseBody({
  api,
  language,
}: {
  api: FeatureReleaseApi
  language: ReturnType<typeof useLanguage>
}) {
  const { t } = useTranslation('features')
  const r = api.release
  if (!r) return null
  return (
    <div data-testid="newfeature-release" data-version={r.currentVersion}>
      <figure css={visual} style={{ background: r.thumbnail.color }}>
        <ResponsivePicture
          image={r.thumbnail}
          alt={t('newfeature.title', { version: r.currentVersion })}
          eager
        />
        <figcaption>
          <span>{t('newfeature.updated', { date: formatDate(r.lastUpdate, language) })}</span>
          <a
            href={manualLink(r.versionManual, language)}
            target="_blank"
            rel="noreferrer"
            data-testid="version-manual"
          >
            {t('newfeature.versionManual', { version: r.currentVersion })}
          </a>
        </figcaption>
      </figure>
      <section aria-labelledby="key-features" css={block}>
        <h2 id="key-features">{t('newfeature.keyFeatures')}</h2>
        <ul css={keyList}>
          {r.keyFeatures.map((f) => (
            <li key={f.contentSeq} css={keyCard} data-testid="key-feature">
              <FeatureMedia
                media={f.fileUrl}
                title={f.title}
                label={t('newfeature.videoLabel', { title: f.title })}
              />
              <div>
                <h3>{f.title}</h3>
                <p>{f.body}</p>
                <ManualLink url={f.manualUrl} language={language} />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="other-features" css={block}>
        <h2 id="other-features">{t('newfeature.otherFeatures')}</h2>
        <ul css={otherList}>
          {r.otherFeatures.map((f) => (
            <li key={f.contentSeq} css={otherCard} data-testid="other-feature">
              <FeatureMedia
                media={f.fileUrl}
                title={f.title}
                label={t('newfeature.videoLabel', { title: f.title })}
              />
              <h3>{f.title}</h3>
              <p>{f.body}</p>
              <ManualLink url={f.manualUrl} language={language} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="patch-notes" css={block}>
        <h2 id="patch-notes">{t('newfeature.patchNotes')}</h2>
        {r.patchNotes.map((p) => (
          <Patch key={p.contentSeq} patch={p} language={language} />
        ))}
      </section>
    </div>
  )
}

function ManualLink({ url, language }: { url: string; language: ReturnType<typeof useLanguage> }) {
  const { t } = useTranslation('features')
  return (
    <a
      href={manualLink(url, language)}
      target="_blank"
      rel="noreferrer"
      css={manual}
      data-testid="manual-link"
    >
      {t('newfeature.manual')}
    </a>
  )
}

/** A patch: body1 (what it adds) and body2 (what it fixes), HTML cleaned by the server (spec 3 §3). */
function Patch({
  patch,
  language,
}: {
  patch: PatchNote
  language: ReturnType<typeof useLanguage>
}) {
  const { t } = useTranslation('features')
  return (
    <details css={patchBox} data-testid="patch-note" open>
      <summary>
        <strong>{patch.minorVer}</strong>
        <time dateTime={patch.patchDt}>{formatDate(patch.patchDt, language)}</time>
      </summary>
      <div css={patchCols}>
        <div>
          <h3>{t('newfeature.added')}</h3>
          <div dangerouslySetInnerHTML={{ __html: patch.body1 }} data-testid="patch-added" />
        </div>
        <div>
          <h3>{t('newfeature.fixed')}</h3>
          <div dangerouslySetInnerHTML={{ __html: patch.body2 }} data-testid="patch-fixed" />
        </div>
      </div>
    </details>
  )
}

const head = css`
  max-width: 760px;
`
const tabs = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 32px 0 28px;
`
const tab = css`
  padding: 10px 18px;
  border: 1px solid ${color.lineDark};
  border-radius: ${radius.pill}px;
  color: ${color.body};
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'] {
    background: ${color.accent};
    border-color: ${color.accent};
    color: ${color.onAccent};
  }
`
const status = css`
  color: ${color.bodyMuted};
`
const visual = css`
  margin: 0;
  overflow: hidden;
  border-radius: ${radius.lg}px;
  box-shadow: ${shadow.card};
  img {
    border-radius: 0;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px 24px;
    padding: 14px 20px;
    background: ${color.paper};
    color: ${color.bodyMuted};
    font-size: 14px;
  }
  a {
    color: ${color.accentStrong};
    font-weight: 600;
  }
`
const block = css`
  margin-top: 64px;
  h2 {
    margin: 0 0 24px;
    font-size: 28px;
  }
`
const keyList = css`
  display: grid;
  gap: 40px;
  margin: 0;
  padding: 0;
  list-style: none;
`
const keyCard = css`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 32px;
  align-items: center;
  h3 {
    margin: 0 0 12px;
    font-size: 22px;
  }
  p {
    margin: 0 0 16px;
    color: ${color.bodyMuted};
    line-height: 1.6;
  }
  ${mq.upToMd} {
    grid-template-columns: 1fr;
    gap: 16px;
  }
`
const otherList = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
`
const otherCard = css`
  display: grid;
  align-content: start;
  gap: 10px;
  padding: 14px 14px 20px;
  border-radius: ${radius.lg}px;
  background: ${color.paper};
  box-shadow: ${shadow.card};
  h3 {
    margin: 6px 0 0;
    font-size: 17px;
  }
  p {
    margin: 0;
    color: ${color.bodyMuted};
  }
`
const manual = css`
  color: ${color.accentStrong};
  font-weight: 600;
`
const patchBox = css`
  margin-bottom: 16px;
  padding: 18px 22px;
  border-radius: ${radius.md}px;
  background: ${color.paper};
  box-shadow: ${shadow.card};
  summary {
    display: flex;
    gap: 16px;
    align-items: baseline;
    cursor: pointer;
  }
  time {
    color: ${color.bodyMuted};
    font-size: 14px;
  }
  h3 {
    margin: 16px 0 4px;
    font-size: 15px;
    color: ${color.accentStrong};
  }
  ul {
    margin: 0;
    padding-left: 20px;
    line-height: 1.6;
  }
`
const patchCols = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 24px;
  ${mq.upToMd} {
    grid-template-columns: 1fr;
    gap: 0;
  }
`
