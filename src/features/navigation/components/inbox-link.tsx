import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { selectIsSignedIn, useSessionStore } from '../../../stores';
import { Badge } from '../../../ui/badge/badge';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { useUnreadInboxCount } from '../hooks/use-unread-inbox-count';
import { messages } from '../messages';
import { isInboxPage } from '../navigation-paths';
import { NavIcon } from './nav-icon';
import * as styles from './icon-link.css';

/** SPEC §2: the inbox icon with its unread count, for members, except on the inbox page itself. */
export function InboxLink() {
  const intl = useIntl();
  const [path] = useLocation();
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const unread = useUnreadInboxCount();
  if (!isSignedIn || isInboxPage(path)) return null;
  return (
    <Link href={paths.accountInbox.href()} className={styles.root}>
      <VisuallyHidden>{intl.formatMessage(messages.inbox)}</VisuallyHidden>{' '}
      <span className={styles.iconWithBadge}>
        <NavIcon name="inbox" />
        <span className={styles.badgeSlot}>
          <Badge count={unread} label={intl.formatMessage(messages.inboxUnread, { count: unread })} />
        </span>
      </span>
    </Link>
  );
}
