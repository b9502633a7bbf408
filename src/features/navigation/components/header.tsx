import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import {
  selectHasLocation,
  selectIsSignedIn,
  useLocationStore,
  usePreferencesStore,
  useSessionStore,
} from '../../../stores';
import { LinkButton } from '../../../ui/link-button/link-button';
import { messages } from '../messages';
import { isLocationsPage } from '../navigation-paths';
import { headerLinks } from '../site-links';
import { CartButton } from './cart-button';
import { HandoffToggle } from './handoff-toggle';
import { InboxLink } from './inbox-link';
import { LocationSummary } from './location-summary';
import { LogoLink } from './logo-link';
import { MemberGreeting } from './member-greeting';
import { SearchLink } from './search-link';
import { SiteLink } from './site-link';
import { ADDRESS_MAX_LENGTH } from '../navigation-config';
import * as styles from './header.css';

export interface HeaderProps {
  /** The English / Español switch, composed in by the app. */
  languageToggle: ReactNode;
  /** The member's sign-out control, composed in by the app; shown to members only. */
  signOut: ReactNode;
}

/** SPEC §2 "Header (desktop)": every element and the condition it shows under. */
export function Header({ languageToggle, signOut }: HeaderProps) {
  const intl = useIntl();
  const [path] = useLocation();
  const channel = usePreferencesStore((state) => state.channel);
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const hasLocation = useLocationStore(selectHasLocation);

  return (
    <header className={styles.root}>
      <div className={styles.topRow}>
        <LogoLink />
        <nav aria-label={intl.formatMessage(messages.mainNav)} className={styles.mainNav}>
          <ul className={styles.linkList}>
            {headerLinks({ channel }).map((link) => (
              <li key={link.href}>
                <SiteLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.utilities}>
          {languageToggle}
          {isSignedIn ? (
            <>
              <InboxLink />
              <MemberGreeting />
              {signOut}
            </>
          ) : (
            <LinkButton href={paths.accountLogin.href()} variant="secondary" size="sm">
              {intl.formatMessage(messages.signIn)}
            </LinkButton>
          )}
          <CartButton />
        </div>
      </div>
      <div className={styles.orderRow}>
        <div className={styles.orderRowStart}>
          <SearchLink />
        </div>
        <LocationSummary maxLength={ADDRESS_MAX_LENGTH} />
        {hasLocation && !isLocationsPage(path) && <HandoffToggle />}
        {!hasLocation && (
          <LinkButton href={paths.order.href()} size="sm">
            {intl.formatMessage(messages.orderNow)}
          </LinkButton>
        )}
      </div>
    </header>
  );
}
