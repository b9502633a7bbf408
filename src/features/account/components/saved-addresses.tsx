import { useQueryClient } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import {
  getListAddressesQueryKey,
  useDeleteAddress,
  useListAddresses,
} from '../../../api/generated/endpoints/members/members';
import type { MemberAddress } from '../../../api/generated/model';
import { defaultFirst } from './saved-cards';
import { SavedList } from './saved-list';

const messages = defineMessages({
  heading: { id: 'account.addresses.heading', defaultMessage: 'Delivery addresses' },
  loading: { id: 'account.addresses.loading', defaultMessage: 'Loading your addresses' },
  none: { id: 'account.addresses.none', defaultMessage: 'You have no saved delivery addresses.' },
  isDefault: { id: 'account.addresses.default', defaultMessage: 'Default' },
  removeTitle: { id: 'account.addresses.removeTitle', defaultMessage: 'Remove this address?' },
});

const streetOf = ({ address, building }: MemberAddress) => (building ? `${address}, ${building}` : address);

/** The member's saved delivery addresses (GET members/addresses), the default first (SPEC §3). */
export function SavedAddresses() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const addresses = useListAddresses({ query: { select: defaultFirst } });
  const { mutateAsync: deleteAddress } = useDeleteAddress();
  return (
    <SavedList<MemberAddress>
      heading={intl.formatMessage(messages.heading)}
      loadingLabel={intl.formatMessage(messages.loading)}
      emptyText={intl.formatMessage(messages.none)}
      removeTitle={intl.formatMessage(messages.removeTitle)}
      list={addresses}
      nameOf={streetOf}
      detailOf={(address) =>
        [
          `${address.city}, ${address.state} ${address.zip}`,
          address.default && intl.formatMessage(messages.isDefault),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      remove={async (address) => {
        queryClient.setQueryData(getListAddressesQueryKey(), await deleteAddress({ id: address.id }));
      }}
    />
  );
}
