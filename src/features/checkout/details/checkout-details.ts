import type { HandoffDetails, HandoffMode } from '../../../api/generated/model';

/** What the guest types at checkout (no card data: that never enters client state). */
export interface CheckoutDetails {
  first_name: string;
  last_name: string;
  email: string;
  /** As typed through the phone mask: ###-###-####. */
  phone: string;
  address: string;
  building: string;
  city: string;
  zip: string;
  instructions: string;
  make: string;
  model: string;
  color: string;
}

export type DetailsField = keyof CheckoutDetails;
export type DetailsProblem = 'required' | 'email' | 'phone' | 'zip';
export type DetailsErrors = Partial<Record<DetailsField, DetailsProblem>>;

export const emptyDetails: CheckoutDetails = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  address: '',
  building: '',
  city: '',
  zip: '',
  instructions: '',
  make: '',
  model: '',
  color: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** SPEC §3 "Handoff details": the fields each handoff needs, checked before anything is sent. */
export function validateDetails(details: CheckoutDetails, handoff: HandoffMode): DetailsErrors {
  const errors: DetailsErrors = {};
  const requireText = (field: DetailsField) => {
    if (details[field].trim() === '') errors[field] = 'required';
  };
  requireText('first_name');
  requireText('last_name');
  if (details.email.trim() === '') errors.email = 'required';
  else if (!EMAIL.test(details.email.trim())) errors.email = 'email';
  if (details.phone.trim() === '') errors.phone = 'required';
  else if (phoneDigits(details.phone).length !== 10) errors.phone = 'phone';
  if (handoff === 'dispatch') {
    requireText('address');
    requireText('city');
    if (details.zip.trim() === '') errors.zip = 'required';
    else if (!/^\d{5}$/.test(details.zip.trim())) errors.zip = 'zip';
  }
  if (handoff === 'curbside') {
    requireText('make');
    requireText('model');
    requireText('color');
  }
  return errors;
}

/** The contract's HandoffDetails for PUT orders/{id}/custom. */
export function toHandoffDetails(details: CheckoutDetails, handoff: HandoffMode): HandoffDetails {
  const delivery = handoff === 'dispatch';
  return {
    first_name: details.first_name.trim(),
    last_name: details.last_name.trim(),
    email: details.email.trim(),
    phone: phoneDigits(details.phone),
    address: delivery ? details.address.trim() : null,
    city: delivery ? details.city.trim() : null,
    zip: delivery ? details.zip.trim() : null,
    vehicle:
      handoff === 'curbside'
        ? { make: details.make.trim(), model: details.model.trim(), color: details.color.trim() }
        : null,
  };
}

/** ###-###-#### from any phone the server holds; a leading 1 or +1 is dropped (SPEC §3). */
export function maskedPhone(phone: string | null | undefined): string {
  const digits = phoneDigits(phone ?? '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return national;
  return `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
}

const SERVER_FIELDS: Record<string, DetailsField> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  city: 'city',
  zip: 'zip',
  'vehicle.make': 'make',
  'vehicle.model': 'model',
  'vehicle.color': 'color',
};

/**
 * SPEC §3: handoff errors flag address, city, zip and phone. The server names the field of each
 * message (`[{message, field}]`); answers the server's message per form field.
 */
export function serverFieldErrors(body: unknown): Partial<Record<DetailsField, string>> {
  const errors: Partial<Record<DetailsField, string>> = {};
  if (!Array.isArray(body)) return errors;
  for (const entry of body as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { message, field } = entry as { message?: unknown; field?: unknown };
    const target = typeof field === 'string' ? SERVER_FIELDS[field] : undefined;
    if (target && typeof message === 'string') errors[target] ??= message;
  }
  return errors;
}
