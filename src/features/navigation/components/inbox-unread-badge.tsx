import { useIntl } from 'react-intl';
import { Badge } from '../../../ui/badge/badge';
import { useUnreadInboxCount } from '../hooks/use-unread-inbox-count';
import { messages } from '../messages';

/** The inbox icon's unread count, read from the engagement adapter's cards. */
export function InboxUnreadBadge() {
  const intl = useIntl();
  const unread = useUnreadInboxCount();
  return <Badge count={unread} label={intl.formatMessage(messages.inboxUnread, { count: unread })} />;
}
