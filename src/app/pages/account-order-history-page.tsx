import { defineMessages, useIntl } from 'react-intl';
import { AccountNav } from '../../features/account/components/account-nav';
import { FavoriteOrders } from '../../features/account/components/favorite-orders';
import { OrderHistory } from '../../features/account/components/order-history';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './account-page.css';

const messages = defineMessages({
  heading: { id: 'accountOrderHistoryPage.heading', defaultMessage: 'Order History' },
});

/** `/account/order-history` (SPEC §2, members only): past orders and favourite orders. */
export function AccountOrderHistoryPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.heading);
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <AccountNav />
      <FavoriteOrders />
      <OrderHistory />
    </div>
  );
}
