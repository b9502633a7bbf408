import { defineMessages, useIntl } from 'react-intl';
import { SignInForm } from '../../features/session/components/sign-in-form';
import { SsoSignInButton } from '../../features/session/components/sso-sign-in-button';
import { useRedirectFromQuery } from '../../features/session/hooks/use-redirect-from-query';
import { PageFrame } from './page-frame';

const messages = defineMessages({
  documentTitle: { id: 'loginPage.documentTitle', defaultMessage: 'Sign In' },
  heading: { id: 'loginPage.heading', defaultMessage: 'Sign In' },
  intro: {
    id: 'loginPage.intro',
    defaultMessage: 'Sign in to order faster, see your offers and keep your favorites.',
  },
});

/** `/account/login` (SPEC §2, §4 "Session"); `?redirect=` names a same-origin page to return to. */
export function LoginPage() {
  const intl = useIntl();
  useRedirectFromQuery();
  return (
    <PageFrame
      heading={intl.formatMessage(messages.heading)}
      title={intl.formatMessage(messages.documentTitle)}
      intro={intl.formatMessage(messages.intro)}
    >
      <SignInForm />
      <SsoSignInButton />
    </PageFrame>
  );
}
