import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { Link } from '../../../ui/link/link';
import * as styles from './account-nav.css';

const messages = defineMessages({
  label: { id: 'account.nav.label', defaultMessage: 'Account' },
  home: { id: 'account.nav.home', defaultMessage: 'My Account' },
  settings: { id: 'account.nav.settings', defaultMessage: 'Account Settings' },
  payments: { id: 'account.nav.payments', defaultMessage: 'Payments and Addresses' },
  orderHistory: { id: 'account.nav.orderHistory', defaultMessage: 'Order History' },
  offers: { id: 'account.nav.offers', defaultMessage: 'Offers' },
  inbox: { id: 'account.nav.inbox', defaultMessage: 'Inbox' },
});

/** The account pages, from each of them; the page shown is marked current. */
export function AccountNav() {
  const intl = useIntl();
  const pages = [
    { href: paths.account.href(), label: messages.home },
    { href: paths.accountSettings.href(), label: messages.settings },
    { href: paths.accountOrderHistory.href(), label: messages.orderHistory },
    { href: paths.accountPayments.href(), label: messages.payments },
    { href: paths.accountOffers.href(), label: messages.offers },
    { href: paths.accountInbox.href(), label: messages.inbox },
  ];
  return (
    <nav aria-label={intl.formatMessage(messages.label)}>
      <ul className={styles.list}>
        {pages.map(({ href, label }) => (
          <li key={href}>
            <Link href={href}>{intl.formatMessage(label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
