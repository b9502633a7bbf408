import { useIntl } from 'react-intl';
import type { MemberAddress } from '../../../api/generated/model';
import { Select } from '../../../ui/select/select';
import type { CheckoutDetails } from '../details/checkout-details';
import { emptyDetails } from '../details/checkout-details';
import { savedAddressFields } from '../details/initial-details';
import { messages } from '../messages';

/** The choice that empties the delivery fields for an address not saved yet. */
const OTHER_ADDRESS = '';

const isShown = (saved: MemberAddress, details: CheckoutDetails) =>
  Object.entries(savedAddressFields(saved)).every(
    ([field, value]) => details[field as keyof CheckoutDetails].trim() === value,
  );

const labelOf = ({ address, building, city, zip }: MemberAddress) =>
  [address, building, city, zip].filter(Boolean).join(', ');

interface SavedAddressPickerProps {
  addresses: readonly MemberAddress[];
  details: CheckoutDetails;
  onFill: (values: Partial<CheckoutDetails>) => void;
}

/**
 * A member's saved delivery addresses (SPEC §3): picking one fills the delivery fields, which stay
 * editable; "A different address" empties them. The choice shown follows the fields.
 */
export function SavedAddressPicker({ addresses, details, onFill }: SavedAddressPickerProps) {
  const intl = useIntl();
  const shown = addresses.find((saved) => isShown(saved, details));
  return (
    <Select
      label={intl.formatMessage(messages.savedAddress)}
      name="saved-address"
      value={shown ? String(shown.id) : OTHER_ADDRESS}
      options={[
        ...addresses.map((saved) => ({ value: String(saved.id), label: labelOf(saved) })),
        { value: OTHER_ADDRESS, label: intl.formatMessage(messages.otherAddress) },
      ]}
      onValueChange={(value) => {
        const saved = addresses.find((each) => String(each.id) === value);
        const { address, building, city, zip } = emptyDetails;
        onFill(saved ? savedAddressFields(saved) : { address, building, city, zip });
      }}
    />
  );
}
