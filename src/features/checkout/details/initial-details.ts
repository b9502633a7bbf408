import type { Member, Order } from '../../../api/generated/model';
import { emptyDetails, maskedPhone, type CheckoutDetails } from './checkout-details';

/** What the form starts with: details already on the order, else the member's profile (SPEC §3). */
export function initialDetails(order: Order, member: Member | undefined): CheckoutDetails {
  const saved = order.handoff_details;
  const address = order.address;
  return {
    ...emptyDetails,
    first_name: saved?.first_name ?? member?.first_name ?? '',
    last_name: saved?.last_name ?? member?.last_name ?? '',
    email: saved?.email ?? member?.email ?? '',
    phone: maskedPhone(saved?.phone ?? member?.phone),
    address: address?.address ?? '',
    building: address?.building ?? '',
    city: address?.city ?? '',
    zip: address?.zip ?? '',
    instructions: address?.instructions ?? '',
    make: saved?.vehicle?.make ?? '',
    model: saved?.vehicle?.model ?? '',
    color: saved?.vehicle?.color ?? '',
  };
}
