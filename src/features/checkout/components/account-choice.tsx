import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { useSignInHref } from '../../../ordering/sign-in-href';
import { useSessionStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { Link } from '../../../ui/link/link';
import * as styles from '../checkout.css';
import { messages } from '../messages';

/**
 * Before paying, a guest signs in (and comes back to checkout) or goes on as a guest. Choosing the
 * guest path replaces its button by a sentence, which then takes focus so it does not fall to the page.
 */
export function AccountChoice({ guestButtonRef }: { guestButtonRef?: RefObject<HTMLButtonElement | null> }) {
  const intl = useIntl();
  const guestUser = useSessionStore((state) => state.guestUser);
  const signInHref = useSignInHref();
  const [justChoseGuest, setJustChoseGuest] = useState(false);
  const guestNoteRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (guestUser && justChoseGuest) guestNoteRef.current?.focus();
  }, [guestUser, justChoseGuest]);
  return (
    <section className={styles.section} aria-labelledby="checkout-account-heading">
      <h2 id="checkout-account-heading" className={styles.sectionHeading}>
        {intl.formatMessage(messages.accountHeading)}
      </h2>
      {guestUser ? (
        <p ref={guestNoteRef} tabIndex={-1} className={styles.note}>
          {intl.formatMessage(messages.guestChosen)}
        </p>
      ) : (
        <div className={styles.buttonRow}>
          <Link
            href={signInHref}
            onClick={() => useSessionStore.getState().setRedirect(paths.orderCheckout.href())}
          >
            {intl.formatMessage(messages.signIn)}
          </Link>
          <Button
            ref={guestButtonRef}
            variant="secondary"
            onClick={() => {
              setJustChoseGuest(true);
              useSessionStore.getState().setGuestUser(true);
            }}
          >
            {intl.formatMessage(messages.continueAsGuest)}
          </Button>
        </div>
      )}
    </section>
  );
}
