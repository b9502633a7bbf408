import { defineMessages, useIntl } from 'react-intl';
import { FavoriteOrders } from '../../features/account/components/favorite-orders';
import { OrderHistory } from '../../features/account/components/order-history';
import { AccountPageFrame } from './account-page-frame';

const messages = defineMessages({
  heading: { id: 'accountOrderHistoryPage.heading', defaultMessage: 'Order History' },
});

/** `/account/order-history` (SPEC §2, members only): past orders and favourite orders. */
export function AccountOrderHistoryPage() {
  const intl = useIntl();
  return (
    <AccountPageFrame heading={intl.formatMessage(messages.heading)}>
      <FavoriteOrders />
      <OrderHistory />
    </AccountPageFrame>
  );
}
