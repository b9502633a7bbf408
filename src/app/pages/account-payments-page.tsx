import { defineMessages, useIntl } from 'react-intl';
import { FavoriteLocations } from '../../features/account/components/favorite-locations';
import { SavedAddresses } from '../../features/account/components/saved-addresses';
import { SavedCards } from '../../features/account/components/saved-cards';
import { AccountPageFrame } from './account-page-frame';

const messages = defineMessages({
  heading: { id: 'accountPaymentsPage.heading', defaultMessage: 'Payments and Addresses' },
});

/** `/account/payments` (SPEC §2, members only): saved cards, delivery addresses and favourite locations. */
export function AccountPaymentsPage() {
  const intl = useIntl();
  return (
    <AccountPageFrame heading={intl.formatMessage(messages.heading)}>
      <SavedCards />
      <SavedAddresses />
      <FavoriteLocations />
    </AccountPageFrame>
  );
}
