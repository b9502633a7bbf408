import type { PlainMessageKey } from '../messages';
import type { DetailsField } from './checkout-details';

/** The id of a detail's input, which the error summary links to. */
export const checkoutFieldId = (field: DetailsField) => `checkout-${field}`;

/** The label each detail is shown with, so the error summary names fields the way the form does. */
export const CHECKOUT_FIELD_LABELS: Record<DetailsField, PlainMessageKey> = {
  make: 'vehicleMake',
  model: 'vehicleModel',
  color: 'vehicleColor',
  address: 'street',
  building: 'building',
  city: 'city',
  zip: 'zip',
  instructions: 'instructions',
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
};
