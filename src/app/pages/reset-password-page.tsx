import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { ResetPasswordForm } from '../../features/session/components/reset-password-form';
import { NotFoundPage } from './not-found-page';
import { PageFrame } from './page-frame';

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
  if (!token || !email) return <NotFoundPage />;
  return (
    <PageFrame heading={intl.formatMessage(messages.heading)}>
      <ResetPasswordForm token={token} email={email} />
    </PageFrame>
  );
}
