import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { selectIsSignedIn, useSessionStore } from '../../../stores';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { messages } from '../messages';
import { isInboxPage } from '../navigation-paths';
import { NavIcon } from './nav-icon';
import * as styles from './icon-link.css';

// The count arrives with the member's cards in any case; its code (the engagement adapter's cards)
// loads with them, after the first page.
const InboxUnreadBadge = lazy(() =>
  import('./inbox-unread-badge').then((module) => ({ default: module.InboxUnreadBadge })),
);

/** SPEC §2: the inbox icon with its unread count, for members, except on the inbox page itself. */
export function InboxLink() {
  const intl = useIntl();
  const [path] = useLocation();
  const isSignedIn = useSessionStore(selectIsSignedIn);
  if (!isSignedIn || isInboxPage(path)) return null;
  return (
    <Link href={paths.accountInbox.href()} className={styles.root}>
      <VisuallyHidden>{intl.formatMessage(messages.inbox)}</VisuallyHidden>{' '}
      <span className={styles.iconWithBadge}>
        <NavIcon name="inbox" />
        <span className={styles.badgeSlot}>
          <Suspense fallback={null}>
            <InboxUnreadBadge />
          </Suspense>
        </span>
      </span>
    </Link>
  );
}
