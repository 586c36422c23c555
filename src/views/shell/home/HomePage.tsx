import { css } from '@emotion/react'
import { createActorContext } from '@xstate/react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../i18n/formatDate.ts'
import { homeContentMachine } from '../../../machines/content/homeContent.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { useConnect, useSiteLogic } from '../../core/useProcess.ts'
import { connectHomeContent } from './connectHomeContent.ts'
import { ButtonLink } from '../../kit/Button.tsx'
import { SiteLink } from '../../kit/SiteLink.tsx'
import { postCard, postThumb } from '../../kit/pageText.ts'
import { alpha, color, gradient, mq, palette, radius, size } from '../../kit/tokens.ts'
import { HeroArt } from './HeroArt.tsx'
import { IntegrationBlockedDialog } from './IntegrationBlockedDialog.tsx'
import { homeModalOf } from '../../../machines/shell/homeModal.ts'
import { useSiteNavigate } from '../../core/useSiteNavigate.ts'
import { isWithinEventWindow } from '../../../machines/shell/eventWindow.ts'
import type { Snapshot } from 'xstate'
import { e2eInspect } from '../../../tools/inspection/e2eInspect.ts'

const HomeContentContext = createActorContext(homeContentMachine)
const EventPopup = lazy(() => import('./EventPopup.tsx'))

const FEATURES = ['effortless', 'allInOne', 'createFreely', 'seamless'] as const

/** The home page (spec 1 §2): hero, feature teasers, news, and the event pop-up inside its window. */
export function HomePage({
  snapshot,
  modal,
}: {
  snapshot?: Snapshot<unknown> | undefined
  /** `?modal=` of the address: the dialog it names opens over the page (spec 1 §4). */
  modal?: string | undefined
}) {
  const language = useLanguage()
  const navigate = useSiteNavigate()
  const [eventOpen] = useState(() => isWithinEventWindow(Date.now()))
  const dialog = homeModalOf(modal)
  return (
    <HomeContentContext.Provider
      logic={useSiteLogic(homeContentMachine)}
      options={
        snapshot
          ? { input: { language }, snapshot, inspect: e2eInspect() }
          : { input: { language }, inspect: e2eInspect() }
      }
    >
      <Hero />
      <Features />
      <News />
      <Closing />
      {dialog === 'is_integration_blocked' ? (
        <IntegrationBlockedDialog onClose={() => navigate('/')} />
      ) : eventOpen ? (
        <Suspense fallback={null}>
          <EventPopup />
        </Suspense>
      ) : null}
    </HomeContentContext.Provider>
  )
}

function Hero() {
  const { t } = useTranslation('home')
  return (
    <section css={hero} data-testid="home-hero">
      <div css={heroInner}>
        <div css={heroCopy}>
          <p css={kicker}>{t('hero.kicker')}</p>
          <h1 css={heroTitle}>{t('hero.title')}</h1>
          <p css={heroLead}>{t('hero.lead')}</p>
          <div css={heroButtons}>
            <ButtonLink to="/product/trial" variant="light" data-testid="hero-trial">
              {t('hero.primary')}
            </ButtonLink>
            <ButtonLink to="/product/overview" variant="ghost">
              {t('hero.secondary')}
            </ButtonLink>
          </div>
          <ul css={stats}>
            {(['stat1', 'stat2', 'stat3'] as const).map((k) => (
              <li key={k}>
                <strong>{t(`hero.${k}.value`)}</strong>
                <span>{t(`hero.${k}.label`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  )
}

function Features() {
  const { t } = useTranslation('home')
  return (
    <section css={section} aria-labelledby="features-title">
      <div css={container}>
        <p css={eyebrow}>{t('features.eyebrow')}</p>
        <h2 id="features-title" css={sectionTitle}>
          {t('features.title')}
        </h2>
        <ul css={featureGrid}>
          {FEATURES.map((f, i) => (
            <li key={f} css={featureCard}>
              <span
                css={[featureIcon, css({ background: gradient.feature[i] })]}
                aria-hidden="true"
              >
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{t(`features.items.${f}.title`)}</h3>
              <p>{t(`features.items.${f}.text`)}</p>
              <SiteLink to="/product/keyfeature" css={more}>
                {t('features.more')}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function News() {
  const { t } = useTranslation('home')
  const language = useLanguage()
  const { news, loading } = useConnect(HomeContentContext.useActorRef(), connectHomeContent)
  return (
    <section css={[section, newsSection]} aria-labelledby="news-title">
      <div css={container}>
        <div css={newsHead}>
          <div>
            <p css={eyebrow}>{t('news.eyebrow')}</p>
            <h2 id="news-title" css={sectionTitle}>
              {t('news.title')}
            </h2>
          </div>
          <SiteLink to="/support/news" css={more}>
            {t('news.all')}
          </SiteLink>
        </div>
        {news.length === 0 ? (
          <p css={empty} data-testid="home-news-empty">
            {loading ? t('common:loading') : t('news.empty')}
          </p>
        ) : (
          <ul css={newsGrid} data-testid="home-news">
            {news.map((post) => (
              <li key={post.seq}>
                <SiteLink to={`/support/news/view/${post.seq}`} css={postCard}>
                  <span
                    css={postThumb}
                    style={
                      post.thumbnailUrl
                        ? { backgroundImage: `url(${JSON.stringify(post.thumbnailUrl)})` }
                        : undefined
                    }
                  />
                  <time dateTime={post.regDt}>{formatDate(post.regDt, language)}</time>
                  <strong>{post.title}</strong>
                  <span>{post.summary}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function Closing() {
  const { t } = useTranslation('home')
  return (
    <section css={closing}>
      <div css={container}>
        <h2 css={closingTitle}>{t('closing.title')}</h2>
        <p css={closingText}>{t('closing.text')}</p>
        <div css={heroButtons}>
          <ButtonLink to="/pricing" variant="light">
            {t('closing.pricing')}
          </ButtonLink>
          <ButtonLink to="/support/contact" variant="ghost">
            {t('closing.contact')}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}

const hero = css`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(70% 80% at 85% 10%, ${alpha(palette.violet, 0.45)}, transparent 60%),
    radial-gradient(50% 60% at 0% 100%, ${alpha(palette.teal, 0.22)}, transparent 60%), ${color.ink};
  color: ${color.text};
`
const heroInner = css`
  max-width: 1280px;
  margin: 0 auto;
  padding: 170px 40px 110px;
  display: grid;
  grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
  align-items: center;
  gap: 48px;
  ${mq.upToLg} {
    grid-template-columns: 1fr;
    padding: 130px 20px 72px;
  }
`
const heroCopy = css`
  max-width: 620px;
`
const kicker = css`
  display: inline-block;
  margin: 0 0 20px;
  padding: 6px 14px;
  border: 1px solid ${alpha(palette.violetSoft, 0.45)};
  border-radius: ${radius.pill}px;
  color: ${color.accentSoft};
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.06em;
`
const heroTitle = css`
  margin: 0;
  font-size: clamp(40px, 5.4vw, 72px);
  line-height: 1.05;
  letter-spacing: -0.03em;
  font-weight: 800;
  :lang(ko) &,
  :lang(ja) &,
  :lang(zh) & {
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
`
const heroLead = css`
  margin: 24px 0 0;
  font-size: 19px;
  color: ${color.textMuted};
  max-width: 540px;
  ${mq.upToSm} {
    font-size: 17px;
  }
`
const heroButtons = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 36px;
`
const stats = css`
  display: flex;
  flex-wrap: wrap;
  gap: 36px;
  margin: 48px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
  }
  strong {
    font-size: 28px;
    font-weight: 700;
  }
  span {
    font-size: 13px;
    color: ${color.textMuted};
  }
  ${mq.upToSm} {
    gap: 24px;
  }
`
const section = css`
  padding: 110px 0;
  ${mq.upToMd} {
    padding: 72px 0;
  }
`
const container = css`
  max-width: ${size.content}px;
  margin: 0 auto;
  padding: 0 32px;
  ${mq.upToMd} {
    padding: 0 20px;
  }
`
const eyebrow = css`
  margin: 0 0 12px;
  color: ${color.accentStrong};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`
const sectionTitle = css`
  margin: 0;
  max-width: 720px;
  font-size: clamp(30px, 3.6vw, 46px);
  line-height: 1.15;
  letter-spacing: -0.02em;
  color: ${color.body};
`
const featureGrid = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 20px;
  margin: 56px 0 0;
  padding: 0;
  list-style: none;
  ${mq.compact} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.upToSm} {
    grid-template-columns: 1fr;
  }
`
const featureCard = css`
  display: flex;
  flex-direction: column;
  padding: 28px;
  border-radius: ${radius.lg}px;
  background: ${color.mist};
  h3 {
    margin: 22px 0 10px;
    font-size: 20px;
    color: ${color.body};
  }
  p {
    margin: 0 0 20px;
    color: ${color.bodyMuted};
    font-size: 15px;
    flex: 1;
  }
`
const featureIcon = css`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  color: ${color.onAccent};
  font-weight: 800;
  font-size: 15px;
`
const more = css`
  color: ${color.accentStrong};
  font-weight: 600;
  text-decoration: none;
  &::after {
    content: ' →';
  }
  &:hover {
    text-decoration: underline;
  }
`
const newsSection = css`
  background: ${color.mist};
`
const newsHead = css`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 20px;
  flex-wrap: wrap;
`
const empty = css`
  margin: 40px 0 0;
  color: ${color.bodyMuted};
`
const newsGrid = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 20px;
  margin: 48px 0 0;
  padding: 0;
  list-style: none;
  ${mq.compact} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.upToSm} {
    grid-template-columns: 1fr;
  }
`
const closing = css`
  padding: 100px 0;
  background:
    radial-gradient(60% 100% at 100% 0%, ${alpha(palette.violet, 0.4)}, transparent 60%),
    ${color.night};
  color: ${color.text};
  text-align: left;
`
const closingTitle = css`
  margin: 0;
  max-width: 760px;
  font-size: clamp(30px, 3.6vw, 46px);
  line-height: 1.15;
`
const closingText = css`
  margin: 18px 0 0;
  max-width: 560px;
  color: ${color.textMuted};
  font-size: 17px;
`
