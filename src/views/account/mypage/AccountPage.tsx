import { AccountLayout } from '../AccountLayout.tsx'
import { DeleteAccountSection } from '../profile/DeleteAccountSection.tsx'
import { ProfileImageSection } from '../profile/ProfileImageSection.tsx'

/** /mypage/account (spec 1 §2, §4): the profile image, one edit pop-up per field, account deletion. */
export function AccountPage() {
  return (
    <AccountLayout title="" testId="account-page">
      <ProfileImageSection />
      <DeleteAccountSection />
    </AccountLayout>
  )
}
