import { css } from '@emotion/react'
import { useState } from 'react'
import { MenuButton } from '../kit/MenuButton.tsx'
import { useTranslation } from 'react-i18next'
import { AccountKind, accountKind } from '../../contract/core/codes.ts'
import { SessionContext } from '../account/SessionContext.tsx'
import { ProfilePicture } from '../account/profile/ProfilePicture.tsx'
import { connectSession } from '../account/connectSession.ts'
import { useConnect } from '../core/useProcess.ts'
import { connectHeaderMenu } from './connectHeaderMenu.ts'
import { SiteLink } from '../kit/SiteLink.tsx'
import { HeaderMenuContext } from './ShellActors.tsx'
import { color, glass, gradient, radius, shadow, z } from '../kit/tokens.ts'

/** A missing name shows as the e-mail's local part, or '-' (spec 1 §3). */
export function displayName(name: string, email: string): string {
  if (name.trim()) return name.trim()
  const local = email.split('@')[0] ?? ''
  return local || '-'
}

/**
 * Sign-in link, or the profile hover box when signed in (spec 1 §2): My account, License account
 * admin (company users only, team console in a new tab) and Sign out.
 */
export function ProfileBox() {
  const { t } = useTranslation('shell')
  const { user } = useConnect(SessionContext.useActorRef(), connectSession)
  const menu = useConnect(HeaderMenuContext.useActorRef(), connectHeaderMenu)
  const open = menu.isOpen('profile')
  if (!user) {
    return (
      <SiteLink to="/member/signin" css={signIn} data-testid="signin-link">
        {t('account.signIn')}
      </SiteLink>
    )
  }
  const isCompany = accountKind(user.memberType, user.comId) === AccountKind.COMPANY
  const name = displayName(user.name, user.email)
  return (
    <div css={wrap} onMouseEnter={() => menu.hover('profile')} onMouseLeave={menu.leave}>
      <MenuButton
        css={avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="profile-button"
        onClick={() => menu.click('profile')}
      >
        {user.picUrl === '' ? (
          <span css={avatar} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        ) : (
          <HeaderPicture src={user.picUrl} label={t('account.profile', { name })} />
        )}
        <span className="visually-hidden">{t('account.profile', { name })}</span>
      </MenuButton>
      {open ? (
        <div css={box} data-testid="profile-box">
          <p css={who}>
            <strong>{name}</strong>
            <span>{user.email}</span>
          </p>
          <ul css={list}>
            <li>
              <SiteLink to="/mypage" css={item} onClick={menu.navigate}>
                {t('account.myAccount')}
              </SiteLink>
            </li>
            {isCompany ? (
              <li>
                <SiteLink
                  to="/teamconsole"
                  target="_blank"
                  rel="noopener"
                  css={item}
                  data-testid="license-admin-link"
                >
                  {t('account.licenseAdmin')}
                </SiteLink>
              </li>
            ) : null}
            <li>
              <SiteLink to="/logout" css={item} onClick={menu.navigate}>
                {t('account.signOut')}
              </SiteLink>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  )
}

/**
 * The member's picture in the header (spec 1 §8): the white account icon when it fails to load, on
 * the dark header. Whether this one image failed is local to it: a new address tries again.
 */
function HeaderPicture({ src, label }: { src: string; label: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  return (
    <span aria-hidden="true" data-testid="header-picture">
      <ProfilePicture
        src={src}
        broken={failed === src}
        onBroken={() => setFailed(src)}
        variant="light"
        size={36}
        alt=""
        fallbackLabel={label}
      />
    </span>
  )
}

const signIn = css`
  display: inline-flex;
  align-items: center;
  height: 36px;
  padding: 0 16px;
  border-radius: ${radius.pill}px;
  border: 1px solid ${glass.strong};
  color: inherit;
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${glass.active};
  }
`
const wrap = css`
  position: relative;
`
const avatarButton = css`
  display: block;
  border-radius: 50%;
`
const avatar = css`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${gradient.mark};
  color: ${color.onAccent};
  font-weight: 700;
`
const box = css`
  position: absolute;
  right: 0;
  top: 100%;
  margin-top: 8px;
  width: 240px;
  padding: 8px;
  background: ${color.surface};
  color: ${color.text};
  border: 1px solid ${color.line};
  border-radius: ${radius.md}px;
  box-shadow: ${shadow.float};
  z-index: ${z.raised};
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: -10px;
    height: 10px;
  }
`
const who = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 8px 10px 10px;
  border-bottom: 1px solid ${color.line};
  font-size: 14px;
  span {
    color: ${color.textMuted};
    font-size: 13px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`
const list = css`
  list-style: none;
  margin: 6px 0 0;
  padding: 0;
`
const item = css`
  display: block;
  padding: 9px 10px;
  border-radius: ${radius.sm}px;
  color: ${color.text};
  text-decoration: none;
  font-size: 14px;
  &:hover {
    background: ${glass.hover};
  }
`
