import { css } from '@emotion/react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import { TUTORIAL_NOT_FOUND } from '../../../contract/index.ts'
import { tutorialsMachine } from '../../../machines/content/tutorials.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { useProcess } from '../../core/useProcess.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import {
  failedBox,
  mutedText,
  pageEyebrow,
  pageHead,
  pageLead,
  pageTitle,
  pageWrap,
} from '../../kit/pageText.ts'
import { alpha, color, mq, palette, radius, shadow } from '../../kit/tokens.ts'

/**
 * /learn/tutorials (spec 3 §7, §8): the lessons from GetTutorialList; a lesson opens in a dialog
 * from GetTutorialView; a failure "{errCode}:{errMsg}" is shown by its translated message.
 */
export function TutorialsPage({ snapshot }: { snapshot?: Snapshot<unknown> | undefined }) {
  const { t } = useTranslation('features')
  const language = useLanguage()
  const actor = useProcess(tutorialsMachine, { language }, snapshot)
  const state = useSelector(actor, (s) => s)
  const { list, open, error } = state.context
  const message =
    error === null
      ? null
      : error.code === TUTORIAL_NOT_FOUND
        ? t('tutorials.errors.notFound')
        : t('tutorials.errors.failed')
  return (
    <article css={pageWrap} data-testid="tutorials-page">
      <header css={pageHead}>
        <p css={pageEyebrow}>{t('tutorials.eyebrow')}</p>
        <h1 css={pageTitle}>{t('tutorials.title')}</h1>
        <p css={pageLead}>{t('tutorials.lead')}</p>
      </header>
      {state.matches('loading') ? (
        <p role="status" css={mutedText}>
          {t('tutorials.loading')}
        </p>
      ) : null}
      {message ? (
        <div css={[failedBox, spaced]} data-testid="tutorials-error">
          <Alert tone="error" title={message}>
            {t('tutorials.errors.code', { code: error?.code ?? -1 })}
          </Alert>
          {state.matches('failed') ? (
            <Button variant="secondary" onClick={() => actor.send({ type: 'tutorials.retry' })}>
              {t('tutorials.retry')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => actor.send({ type: 'tutorial.close' })}>
              {t('tutorials.close')}
            </Button>
          )}
        </div>
      ) : null}
      <ul css={grid}>
        {list.map((tutorial) => (
          <li key={tutorial.seq} css={card} data-testid="tutorial-card">
            <img src={tutorial.thumbnailUrl} alt="" css={thumb} loading="lazy" />
            <p css={meta}>
              {t(`tutorials.level.${tutorial.level}`)} ·{' '}
              {t('tutorials.minutes', { count: tutorial.minutes })}
            </p>
            <h2>{tutorial.title}</h2>
            <p css={mutedText}>{tutorial.summary}</p>
            <Button
              variant="secondary"
              loading={state.matches('opening')}
              onClick={() => actor.send({ type: 'tutorial.open', seq: tutorial.seq })}
            >
              {t('tutorials.open')}
            </Button>
          </li>
        ))}
      </ul>
      {open ? (
        <Dialog
          title={open.title}
          size="wide"
          onDismiss={() => actor.send({ type: 'tutorial.close' })}
          testId="tutorial-dialog"
          closeLabel={t('tutorials.close')}
        >
          <video css={thumb} controls playsInline preload="none" poster={open.thumbnailUrl}>
            <source src={open.webm} type="video/webm" />
            <source src={open.mp4} type="video/mp4" />
          </video>
          <p>{open.body}</p>
        </Dialog>
      ) : null}
    </article>
  )
}

const spaced = css`
  margin-top: 32px;
`
const meta = css`
  margin: 0;
  color: ${color.accentStrong};
  font-size: 13px;
  font-weight: 600;
`
const grid = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 24px;
  margin: 48px 0 0;
  padding: 0;
  list-style: none;
  ${mq.upToMd} {
    grid-template-columns: 1fr;
  }
`
const card = css`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: 10px;
  padding: 14px 14px 20px;
  border-radius: ${radius.lg}px;
  background: ${color.paper};
  box-shadow: ${shadow.card};
  h2 {
    margin: 0;
    font-size: 19px;
  }
  p {
    margin: 0;
  }
`
const thumb = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${radius.md}px;
  background: ${alpha(palette.ink, 0.07)};
`
