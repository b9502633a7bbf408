import { defineMessages, useIntl } from 'react-intl';
import { ForgotPasswordForm } from '../../features/session/components/forgot-password-form';
import { PageFrame } from './page-frame';

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
  return (
    <PageFrame heading={intl.formatMessage(messages.heading)} intro={intl.formatMessage(messages.intro)}>
      <ForgotPasswordForm />
    </PageFrame>
  );
}
