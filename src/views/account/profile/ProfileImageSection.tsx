import { css } from '@emotion/react'
import { useEffect, useEffectEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PROFILE_IMAGE } from '../../../contract/index.ts'
import { profileImageMachine } from '../../../machines/account/profileImage.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { FileDrop, formatBytes } from '../../kit/FileDrop.tsx'
import { ProgressBar } from '../../kit/ProgressBar.tsx'
import { role } from '../../kit/theme.ts'
import { font, space } from '../../kit/tokens.ts'
import { useConnect, useProcess } from '../../core/useProcess.ts'
import { SessionContext } from '../SessionContext.tsx'
import { connectSession } from '../connectSession.ts'
import { connectProfileImage } from './connectProfileImage.ts'
import { ProfilePicture } from './ProfilePicture.tsx'

/** The profile image of spec 1 §7 UploadProfile: picture, upload with progress, fallback icon. */
export function ProfileImageSection() {
  const { user } = useConnect(SessionContext.useActorRef(), connectSession)
  if (!user) return null
  return <ProfileImage picUrl={user.picUrl} />
}

function ProfileImage({ picUrl }: { picUrl: string }) {
  const { t } = useTranslation('profile')
  const api = useConnect(useProcess(profileImageMachine, { picUrl }), connectProfileImage)
  const tell = useEffectEvent((url: string) => api.knowPicture(url))
  // The session answers after the page opens, and again once a new picture is stored.
  useEffect(() => tell(picUrl), [picUrl])

  const name = api.file?.name ?? ''
  return (
    <section css={section} aria-labelledby="profile-image-heading" data-testid="profile-image">
      <h2 id="profile-image-heading" css={heading}>
        {t('picture.heading')}
      </h2>
      <div css={row}>
        <ProfilePicture
          src={api.picUrl}
          broken={api.broken}
          onBroken={api.pictureBroken}
          variant="light"
          size={88}
          alt={t('picture.alt')}
          fallbackLabel={t('picture.fallback')}
        />
        <div css={controls}>
          <FileDrop
            label={api.picUrl === '' ? t('picture.choose') : t('picture.change')}
            hint={t('picture.hint')}
            accept={PROFILE_IMAGE.types.join(',')}
            files={[]}
            onFiles={(files) => {
              if (files[0]) api.choose(files[0])
            }}
            disabled={api.uploading}
          />
        </div>
      </div>
      {api.uploading ? (
        <div data-testid="profile-progress" data-percent={api.percent}>
          <ProgressBar
            label={t('picture.progressLabel')}
            value={api.percent}
            valueText={`${t('picture.uploading', { name })} ${t('picture.progress', { percent: api.percent })}`}
          />
        </div>
      ) : null}
      {api.stored ? (
        <Alert tone="success" data-testid="profile-stored">
          {t('picture.done')}
        </Alert>
      ) : null}
      {api.problem ? (
        <Alert
          tone="error"
          title={t(`picture.alerts.${api.problem}.title`)}
          data-testid="profile-alert"
          data-problem={api.problem}
        >
          <p css={alertBody}>
            {t(`picture.alerts.${api.problem}.body`, {
              name,
              size: formatBytes(api.file?.size ?? 0),
            })}
          </p>
          <Button variant="secondary" size="sm" onClick={api.dismiss}>
            {t('picture.dismiss')}
          </Button>
        </Alert>
      ) : null}
    </section>
  )
}

const section = css`
  display: grid;
  gap: ${space.lg}px;
  padding: ${space.xl}px 0;
  border-bottom: 1px solid ${role.line};
`
const heading = css`
  margin: 0;
  font-size: ${font.size.h3}px;
  font-weight: ${font.weight.bold};
`
const row = css`
  display: flex;
  align-items: center;
  gap: ${space.xl}px;
  flex-wrap: wrap;
`
const controls = css`
  display: grid;
  gap: ${space.sm}px;
  min-width: 0;
  flex: 1 1 180px;
`
const alertBody = css`
  margin: 0 0 ${space.sm}px;
`
