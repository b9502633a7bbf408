import type { Member, MemberAddress, Order } from '../../../api/generated/model';
import { emptyDetails, maskedPhone, type CheckoutDetails } from './checkout-details';

/** The saved address a member's delivery starts with (SPEC §3): the default one, else the first. */
export const preferredSavedAddress = (addresses: readonly MemberAddress[] | undefined) =>
  addresses?.find((address) => address.default) ?? addresses?.[0];

/** The delivery fields a saved address fills in; the instructions stay the customer's own. */
export const savedAddressFields = (
  saved: MemberAddress,
): Pick<CheckoutDetails, 'address' | 'building' | 'city' | 'zip'> => ({
  address: saved.address,
  building: saved.building ?? '',
  city: saved.city,
  zip: saved.zip,
});

/**
 * What the form starts with: details already on the order, else the member's profile and preferred
 * saved address (SPEC §3).
 */
export function initialDetails(
  order: Order,
  member: Member | undefined,
  savedAddresses?: readonly MemberAddress[],
): CheckoutDetails {
  const saved = order.handoff_details;
  const address = order.address;
  const savedAddress = preferredSavedAddress(savedAddresses);
  return {
    ...emptyDetails,
    first_name: saved?.first_name ?? member?.first_name ?? '',
    last_name: saved?.last_name ?? member?.last_name ?? '',
    email: saved?.email ?? member?.email ?? '',
    phone: maskedPhone(saved?.phone ?? member?.phone),
    ...(address
      ? {
          address: address.address,
          building: address.building ?? '',
          city: address.city,
          zip: address.zip,
          instructions: address.instructions ?? '',
        }
      : savedAddress && savedAddressFields(savedAddress)),
    make: saved?.vehicle?.make ?? '',
    model: saved?.vehicle?.model ?? '',
    color: saved?.vehicle?.color ?? '',
  };
}
