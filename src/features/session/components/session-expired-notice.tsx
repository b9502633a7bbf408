import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useSignInHref } from '../../../ordering/sign-in-href';
import { useUiStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { Link } from '../../../ui/link/link';
import * as styles from './session-expired-notice.css';

const messages = defineMessages({
  text: {
    id: 'session.expired.text',
    defaultMessage: 'Your session has ended. Please sign in again. Your cart is still here.',
  },
  signIn: { id: 'session.expired.signIn', defaultMessage: 'Sign in again' },
  dismiss: { id: 'session.expired.dismiss', defaultMessage: 'Dismiss' },
});

/**
 * Shown once the server refused the member's token (the app signed them out here, keeping the
 * cart): a way back in that returns to this page.
 */
export function SessionExpiredNotice() {
  const intl = useIntl();
  const [path] = useLocation();
  const search = useSearch();
  const expired = useUiStore((state) => state.sessionExpired);
  const signInHref = useSignInHref(search ? `${path}?${search}` : path);
  if (!expired) return null;
  return (
    <div role="alert" className={styles.root}>
      <p className={styles.text}>{intl.formatMessage(messages.text)}</p>
      <span className={styles.actions}>
        <Link href={signInHref} onClick={() => useUiStore.getState().setSessionExpired(false)}>
          {intl.formatMessage(messages.signIn)}
        </Link>
        <Button variant="ghost" size="sm" onClick={() => useUiStore.getState().setSessionExpired(false)}>
          {intl.formatMessage(messages.dismiss)}
        </Button>
      </span>
    </div>
  );
}
