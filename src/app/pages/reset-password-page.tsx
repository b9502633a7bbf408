import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { ResetPasswordForm } from '../../features/session/components/reset-password-form';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import { NotFoundPage } from './not-found-page';
import * as styles from './session-page.css';

const messages = defineMessages({
  heading: { id: 'resetPasswordPage.heading', defaultMessage: 'Choose a new password' },
});

/**
 * `/account/reset-password?token=&email=` (SPEC §2), the page the reset e-mail links to. Without its
 * token and e-mail the address fails the page's validity check (the 404 page).
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const query = new URLSearchParams(useSearch());
  const token = query.get('token');
  const email = query.get('email');
  const heading = intl.formatMessage(messages.heading);
  useDocumentTitle(heading);
  const headingRef = usePageHeadingFocus();
  if (!token || !email) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <ResetPasswordForm token={token} email={email} />
    </div>
  );
}
