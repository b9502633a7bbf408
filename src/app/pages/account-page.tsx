import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { LoyaltySummary } from '../../features/account/components/loyalty-summary';
import { RecentOrders } from '../../features/account/components/recent-orders';
import { SignOutButton } from '../../features/session/components/sign-out-button';
import { useMember } from '../../features/session/hooks/use-member';
import { selectMemberId, useSessionStore } from '../../stores';
import { AccountPageFrame } from './account-page-frame';

const messages = defineMessages({
  documentTitle: { id: 'accountPage.documentTitle', defaultMessage: 'My Account' },
  heading: { id: 'accountPage.heading', defaultMessage: 'My Account' },
});

const greeting = defineMessage<{ firstName: string }>({
  id: 'accountPage.greeting',
  defaultMessage: 'Hi {firstName}!',
});

/** `/account` (SPEC §2, members only): the member's rewards and recent orders. */
export function AccountPage() {
  const intl = useIntl();
  const member = useMember();
  const memberId = useSessionStore(selectMemberId);
  const firstName = member.data?.first_name;
  return (
    <AccountPageFrame
      heading={firstName ? intl.formatMessage(greeting, { firstName }) : intl.formatMessage(messages.heading)}
      title={intl.formatMessage(messages.documentTitle)}
    >
      {memberId !== undefined && <LoyaltySummary memberId={memberId} />}
      <RecentOrders />
      <div>
        <SignOutButton variant="secondary" />
      </div>
    </AccountPageFrame>
  );
}
