import { defineMessages, useIntl } from 'react-intl';
import { ApiError } from '../../api/api-error';
import { AccountNav } from '../../features/account/components/account-nav';
import { PasswordForm } from '../../features/session/components/password-form';
import { ProfileForm } from '../../features/session/components/profile-form';
import { useMember } from '../../features/session/hooks/use-member';
import { ErrorMessage } from '../../ui/error-message/error-message';
import { Spinner } from '../../ui/spinner/spinner';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './account-page.css';

const messages = defineMessages({
  heading: { id: 'accountSettingsPage.heading', defaultMessage: 'Account Settings' },
  details: { id: 'accountSettingsPage.details', defaultMessage: 'Your details' },
  password: { id: 'accountSettingsPage.password', defaultMessage: 'Password' },
  loading: { id: 'accountSettingsPage.loading', defaultMessage: 'Loading your details' },
});

/** `/account/settings` (SPEC §2, members only): the profile and the password. */
export function AccountSettingsPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.heading);
  useDocumentTitle(heading);
  const member = useMember();
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <AccountNav />
      <section className={styles.section} aria-labelledby="account-details-heading">
        <h2 id="account-details-heading" className={styles.sectionHeading}>
          {intl.formatMessage(messages.details)}
        </h2>
        {member.error && <ErrorMessage messages={ApiError.from(member.error).messages} />}
        {member.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
        {member.data && <ProfileForm key={member.data.id} member={member.data} />}
      </section>
      <section className={styles.section} aria-labelledby="account-password-heading">
        <h2 id="account-password-heading" className={styles.sectionHeading}>
          {intl.formatMessage(messages.password)}
        </h2>
        <PasswordForm />
      </section>
    </div>
  );
}
