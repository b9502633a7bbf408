import { defineMessages, useIntl } from 'react-intl';
import { SignInForm } from '../../features/session/components/sign-in-form';
import { SsoSignInButton } from '../../features/session/components/sso-sign-in-button';
import { useRedirectFromQuery } from '../../features/session/hooks/use-redirect-from-query';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './session-page.css';

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
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  useRedirectFromQuery();
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h1>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      <SignInForm />
      <SsoSignInButton />
    </div>
  );
}
