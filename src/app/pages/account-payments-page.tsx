import { defineMessages, useIntl } from 'react-intl';
import { AccountNav } from '../../features/account/components/account-nav';
import { FavoriteLocations } from '../../features/account/components/favorite-locations';
import { SavedAddresses } from '../../features/account/components/saved-addresses';
import { SavedCards } from '../../features/account/components/saved-cards';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './account-page.css';

const messages = defineMessages({
  heading: { id: 'accountPaymentsPage.heading', defaultMessage: 'Payments and Addresses' },
});

/** `/account/payments` (SPEC §2, members only): saved cards, delivery addresses and favourite locations. */
export function AccountPaymentsPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.heading);
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <AccountNav />
      <SavedCards />
      <SavedAddresses />
      <FavoriteLocations />
    </div>
  );
}
