import type { MouseEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useMenuLinkAction } from '../../../ordering/use-menu-link-action';
import {
  selectHasLocation,
  selectIsCatering,
  selectIsSignedIn,
  useLocationStore,
  usePreferencesStore,
  useSessionStore,
  useUiStore,
} from '../../../stores';
import { Dialog } from '../../../ui/dialog/dialog';
import { LinkButton } from '../../../ui/link-button/link-button';
import { useMainSiteHref } from '../hooks/use-main-site-href';
import { useMemberFirstName } from '../hooks/use-member-first-name';
import { useMobileMenuLinks } from '../hooks/use-mobile-menu-links';
import { messages } from '../messages';
import { ADDRESS_MAX_LENGTH } from '../navigation-config';
import { isLocationsPage } from '../navigation-paths';
import { mobileMenuBottomLinks } from '../site-links';
import { HandoffToggle } from './handoff-toggle';
import { LocationSummary } from './location-summary';
import { SiteLink } from './site-link';
import * as styles from './mobile-menu.css';

const localMessages = defineMessages({
  profile: { id: 'navigation.profile', defaultMessage: 'Profile' },
  signInOrSignUp: { id: 'navigation.signInOrSignUp', defaultMessage: 'Sign in or Sign up' },
  mobileMenuTitle: {
    id: 'navigation.mobileMenu.title',
    defaultMessage: 'Menu',
    description: 'Heading of the mobile site menu (the site’s pages, not the food menu).',
  },
  mobileMenuLinks: { id: 'navigation.mobileMenu.links', defaultMessage: 'Site pages' },
  mobileMenuLegal: { id: 'navigation.mobileMenu.legal', defaultMessage: 'More information' },
});

export interface MobileMenuProps {
  /** The English / Español switch, composed in by the app; not offered on catering. */
  languageToggle: ReactNode;
  /** The member's sign-out control, composed in by the app. */
  signOut: ReactNode;
}

/**
 * SPEC §2 "Mobile menu", a modal sheet (focus stays inside; Escape closes it). It closes on route
 * change, and also as soon as a link in it is chosen, so that the new page, not the menu button,
 * receives focus once it shows.
 */
export function MobileMenu({ languageToggle, signOut }: MobileMenuProps) {
  const intl = useIntl();
  const [path, navigate] = useLocation();
  const open = useUiStore((state) => state.showMobileMenu);
  const closeMobileMenu = useUiStore((state) => state.closeMobileMenu);
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const isCatering = usePreferencesStore(selectIsCatering);
  const channel = usePreferencesStore((state) => state.channel);
  const hasLocation = useLocationStore(selectHasLocation);
  const firstName = useMemberFirstName();
  const mainSiteHref = useMainSiteHref();
  const menuLink = useMenuLinkAction();
  const siteLinks = useMobileMenuLinks({ channel, signedIn: isSignedIn });

  // A page of this site is opened by hand, after the menu has closed and handed focus back, so
  // that the new page's heading takes focus last. Links to other sites go their own way.
  const closeThenNavigate = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const destination = new URL(anchor.href, window.location.href);
    const isPageOfSite = destination.origin === window.location.origin && !anchor.target;
    if (!isPageOfSite || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      closeMobileMenu();
      return;
    }
    event.preventDefault();
    flushSync(closeMobileMenu);
    // SPEC §4 "Menu link": it may open the location dialog instead of going to /menu.
    if (destination.pathname === paths.menu.href() && menuLink.opensLocationDialog()) {
      menuLink.openLocationDialog();
    } else {
      navigate(`${destination.pathname}${destination.search}${destination.hash}`);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={closeMobileMenu}
      title={intl.formatMessage(localMessages.mobileMenuTitle)}
      placement="end"
    >
      <div className={styles.content} onClickCapture={closeThenNavigate}>
        {isSignedIn && (
          <div className={styles.member}>
            {firstName && (
              <p className={styles.greeting}>{intl.formatMessage(messages.greeting, { firstName })}</p>
            )}
            <LinkButton href={paths.account.href()} size="sm">
              {intl.formatMessage(localMessages.profile)}
            </LinkButton>
            {signOut}
          </div>
        )}
        {!isSignedIn && !isCatering && (
          <LinkButton href={paths.accountLogin.href()} variant="secondary" fullWidth>
            {intl.formatMessage(localMessages.signInOrSignUp)}
          </LinkButton>
        )}
        <nav aria-label={intl.formatMessage(localMessages.mobileMenuLinks)}>
          <ul className={styles.linkList}>
            {siteLinks.map((link) => (
              <li key={link.href}>
                <SiteLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        {!isCatering && languageToggle}
        <div className={styles.order}>
          <LocationSummary maxLength={ADDRESS_MAX_LENGTH} />
          {hasLocation && !isLocationsPage(path) && <HandoffToggle />}
          <LinkButton href={paths.order.href()} fullWidth>
            {intl.formatMessage(messages.orderNow)}
          </LinkButton>
        </div>
        <nav aria-label={intl.formatMessage(localMessages.mobileMenuLegal)}>
          <ul className={styles.bottomLinks}>
            {mobileMenuBottomLinks({ channel, mainSiteHref }).map((link) => (
              <li key={link.href}>
                <SiteLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Dialog>
  );
}
