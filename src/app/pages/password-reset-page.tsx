import { defineMessages, useIntl } from 'react-intl';
import { ForgotPasswordForm } from '../../features/session/components/forgot-password-form';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './session-page.css';

const messages = defineMessages({
  heading: { id: 'passwordResetPage.heading', defaultMessage: 'Forgot your password?' },
  intro: {
    id: 'passwordResetPage.intro',
    defaultMessage:
      'Enter the email you signed up with and we will send you a link to choose a new password.',
  },
});

/** `/account/password-reset` (SPEC §2): asks for the reset e-mail. */
export function PasswordResetPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.heading);
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      <ForgotPasswordForm />
    </div>
  );
}
