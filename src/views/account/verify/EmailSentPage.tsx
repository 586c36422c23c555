import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../kit/Button.tsx'
import { AccountLayout, actions } from '../AccountLayout.tsx'

/** /member/emailsent (spec 1 §2): the verification e-mail is sent; t=s for the student case. */
export function EmailSentPage({ student }: { student: boolean }) {
  const { t } = useTranslation('verify')
  return (
    <AccountLayout
      testId="emailsent"
      title={t('sent.title')}
      lead={student ? t('sent.student') : t('sent.body')}
      icon="✉"
    >
      <div css={actions}>
        <ButtonLink to="/">{t('sent.home')}</ButtonLink>
      </div>
    </AccountLayout>
  )
}
