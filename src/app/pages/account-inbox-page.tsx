import { defineMessages, useIntl } from 'react-intl';
import { InboxList } from '../../features/content-cards/components/inbox-list';
import { AccountPageFrame } from './account-page-frame';

const messages = defineMessages({
  heading: { id: 'accountInboxPage.heading', defaultMessage: 'Inbox' },
});

/** `/account/inbox` (SPEC §2, members only): the member's content cards, to read and dismiss. */
export function AccountInboxPage() {
  const intl = useIntl();
  return (
    <AccountPageFrame heading={intl.formatMessage(messages.heading)}>
      <InboxList />
    </AccountPageFrame>
  );
}
