import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { selectIsSignedIn, useSessionStore } from '../../stores';
import { LinkButton } from '../../ui/link-button/link-button';
import { NotFoundPage } from './not-found-page';
import { PageFrame } from './page-frame';
import * as styles from './session-page.css';

const messages = defineMessages({
  verifiedHeading: { id: 'accountVerifyPage.verifiedHeading', defaultMessage: 'Email verified' },
  verifiedText: {
    id: 'accountVerifyPage.verifiedText',
    defaultMessage: 'Thank you! Your email address is verified.',
  },
  failedHeading: { id: 'accountVerifyPage.failedHeading', defaultMessage: 'We could not verify your email' },
  expiredText: {
    id: 'accountVerifyPage.expiredText',
    defaultMessage: 'This verification link has expired.',
  },
  invalidText: {
    id: 'accountVerifyPage.invalidText',
    defaultMessage: 'This verification link is not valid, or it was already used.',
  },
  failedHelp: {
    id: 'accountVerifyPage.failedHelp',
    defaultMessage: 'Please contact us and we will help you verify your address.',
  },
  account: { id: 'accountVerifyPage.account', defaultMessage: 'Go to your account' },
  signIn: { id: 'accountVerifyPage.signIn', defaultMessage: 'Sign In' },
  contact: { id: 'accountVerifyPage.contact', defaultMessage: 'Contact Us' },
});

/**
 * `/account/verify?status=` (SPEC §2): where the e-mail verification link ends. SPEC §7 lists no
 * verification call, so the site calls none: the link goes to the server, which verifies the address
 * and sends the browser here with the outcome (design choice): `status=success`, `expired`, or
 * anything else for a link that is not valid. Without a status the address fails the page's validity
 * check (the 404 page).
 */
export function AccountVerifyPage() {
  const intl = useIntl();
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const status = new URLSearchParams(useSearch()).get('status');
  const isVerified = status === 'success';
  if (!status) return <NotFoundPage />;
  return (
    <PageFrame heading={intl.formatMessage(isVerified ? messages.verifiedHeading : messages.failedHeading)}>
      {isVerified ? (
        <p className={styles.intro}>{intl.formatMessage(messages.verifiedText)}</p>
      ) : (
        <>
          <p className={styles.intro}>
            {intl.formatMessage(status === 'expired' ? messages.expiredText : messages.invalidText)}
          </p>
          <p className={styles.intro}>{intl.formatMessage(messages.failedHelp)}</p>
        </>
      )}
      <div className={styles.actions}>
        {isSignedIn ? (
          <LinkButton href={paths.account.href()}>{intl.formatMessage(messages.account)}</LinkButton>
        ) : (
          <LinkButton href={paths.accountLogin.href()}>{intl.formatMessage(messages.signIn)}</LinkButton>
        )}
        {!isVerified && (
          <LinkButton href={paths.contact.href()} variant="secondary">
            {intl.formatMessage(messages.contact)}
          </LinkButton>
        )}
      </div>
    </PageFrame>
  );
}
