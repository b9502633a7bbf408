import type { ErrorMessage, HandoffDetails, HandoffMode } from '../../src/api/generated/model';

/**
 * Checks the contact and handoff details of an order as the ordering provider does, naming the
 * rejected field. The phone is normalised to 10 digits (non-digits and a leading country code 1
 * are dropped).
 */

/** What the guest sends: the contract's HandoffDetails before normalisation. */
export interface HandoffDetailsInput {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  address?: string | null;
  city?: string | null;
  zip?: string | null;
  vehicle?: { make?: string; model?: string; color?: string } | null;
}

export const DETAIL_MESSAGES = {
  first_name: 'Please enter your first name.',
  last_name: 'Please enter your last name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a 10-digit phone number.',
  address: 'Please enter the street address for delivery.',
  city: 'Please enter the city for delivery.',
  zip: 'Please enter a 5-digit zip code.',
  'vehicle.make': 'Please enter the make of your vehicle.',
  'vehicle.model': 'Please enter the model of your vehicle.',
  'vehicle.color': 'Please enter the color of your vehicle.',
} as const;

/** 10 digits after dropping non-digits and a leading 1, or undefined. */
export function normalizePhone(raw: string): string | undefined {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^\d{10}$/.test(national) ? national : undefined;
}

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';
/** An empty string is always rejected; an absent value only when the field is required. */
const missing = (value: string | null | undefined, required: boolean): boolean =>
  (typeof value === 'string' && value.trim() === '') || (required && blank(value));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type HandoffDetailsCheck =
  { ok: true; details: HandoffDetails } | { ok: false; errors: ErrorMessage[] };

/** Validates the details for the order's handoff; a delivery order may rely on its delivery address. */
export function checkHandoffDetails(
  input: HandoffDetailsInput,
  handoff: HandoffMode,
  hasDeliveryAddress: boolean,
): HandoffDetailsCheck {
  const failed: (keyof typeof DETAIL_MESSAGES)[] = [];
  if (blank(input.first_name)) failed.push('first_name');
  if (blank(input.last_name)) failed.push('last_name');
  if (!EMAIL.test(input.email?.trim() ?? '')) failed.push('email');
  const phone = normalizePhone(input.phone ?? '');
  if (!phone) failed.push('phone');
  const needsAddress = handoff === 'dispatch' && !hasDeliveryAddress;
  if (missing(input.address, needsAddress)) failed.push('address');
  if (missing(input.city, needsAddress)) failed.push('city');
  const zip = input.zip?.trim();
  if (zip && !/^\d{5}$/.test(zip)) failed.push('zip');
  if (handoff === 'curbside') {
    if (blank(input.vehicle?.make)) failed.push('vehicle.make');
    if (blank(input.vehicle?.model)) failed.push('vehicle.model');
    if (blank(input.vehicle?.color)) failed.push('vehicle.color');
  }
  if (failed.length > 0)
    return { ok: false, errors: failed.map((field) => ({ message: DETAIL_MESSAGES[field], field })) };
  const vehicle = input.vehicle;
  return {
    ok: true,
    details: {
      first_name: (input.first_name ?? '').trim(),
      last_name: (input.last_name ?? '').trim(),
      email: (input.email ?? '').trim(),
      phone: phone ?? '',
      address: input.address?.trim() || null,
      city: input.city?.trim() || null,
      zip: zip || null,
      vehicle:
        handoff === 'curbside' && vehicle
          ? {
              make: vehicle.make?.trim() ?? '',
              model: vehicle.model?.trim() ?? '',
              color: vehicle.color?.trim() ?? '',
            }
          : null,
    },
  };
}

/** Custom fields of the order: the curbside vehicle under the names the restaurant reads (SPEC §3). */
export const vehicleCustomFields = (details: HandoffDetails): Record<string, string> =>
  details.vehicle
    ? { Make: details.vehicle.make, Model: details.vehicle.model, Color: details.vehicle.color }
    : {};
