import { useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { useSignInHref } from '../../../ordering/sign-in-href';
import { useSessionStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { Link } from '../../../ui/link/link';
import * as styles from '../checkout.css';
import { messages } from '../messages';

/** Before paying, a guest signs in (and comes back to checkout) or goes on as a guest. */
export function AccountChoice() {
  const intl = useIntl();
  const guestUser = useSessionStore((state) => state.guestUser);
  const signInHref = useSignInHref();
  return (
    <section className={styles.section} aria-labelledby="checkout-account-heading">
      <h2 id="checkout-account-heading" className={styles.sectionHeading}>
        {intl.formatMessage(messages.accountHeading)}
      </h2>
      {guestUser ? (
        <p className={styles.note}>{intl.formatMessage(messages.guestChosen)}</p>
      ) : (
        <div className={styles.buttonRow}>
          <Link
            href={signInHref}
            onClick={() => useSessionStore.getState().setRedirect(paths.orderCheckout.href())}
          >
            {intl.formatMessage(messages.signIn)}
          </Link>
          <Button variant="secondary" onClick={() => useSessionStore.getState().setGuestUser(true)}>
            {intl.formatMessage(messages.continueAsGuest)}
          </Button>
        </div>
      )}
    </section>
  );
}
