import type { DeliveryAddress, HandoffMode, Location } from '../../src/api/generated/model';
import { distanceMiles, geocodeZip } from './geo';

/** Handoff modes a location offers, and its delivery area. */

export const HANDOFF_LABELS: Record<HandoffMode, string> = {
  pickup: 'in-store pickup',
  curbside: 'curbside pickup',
  dispatch: 'delivery',
};

export const handoffUnavailableMessage = (mode: HandoffMode): string =>
  `This location does not offer ${HANDOFF_LABELS[mode]}.`;

const deliveryRadius = (location: Location): number => location.delivery_radius_miles ?? 0;

/** Pickup and curbside unless switched off; delivery needs a delivery radius too. */
export function offersHandoff(location: Location, mode: HandoffMode): boolean {
  const switchedOn = location.handoff_modes?.[mode] ?? true;
  return mode === 'dispatch' ? switchedOn && deliveryRadius(location) > 0 : switchedOn;
}

export type DeliveryAreaCheck =
  { ok: true; miles: number } | { ok: false; field: 'address' | 'zip'; message: string };

export const DELIVERY_MESSAGES = {
  unknownZip: 'We could not find this zip code. Please check the address.',
  outside: 'This address is outside the delivery area of this location.',
} as const;

/**
 * Whether the location delivers to the address: the great-circle distance from the location to the
 * address (its own coordinates, else the centre of its zip code) is within the delivery radius.
 */
export function checkDeliveryArea(location: Location, address: DeliveryAddress): DeliveryAreaCheck {
  if (!offersHandoff(location, 'dispatch')) {
    return { ok: false, field: 'address', message: handoffUnavailableMessage('dispatch') };
  }
  const hasCoordinates = typeof address.lat === 'number' && typeof address.lng === 'number';
  const point = hasCoordinates
    ? { lat: address.lat as number, lng: address.lng as number }
    : geocodeZip(address.zip);
  if (!point) return { ok: false, field: 'zip', message: DELIVERY_MESSAGES.unknownZip };
  const miles = distanceMiles({ lat: location.lat, lng: location.lng }, point);
  return miles <= deliveryRadius(location)
    ? { ok: true, miles }
    : { ok: false, field: 'address', message: DELIVERY_MESSAGES.outside };
}

/**
 * The handoff an order keeps at another location (transfer, reorder): delivery while the location
 * delivers to the address, else the same pickup mode when offered, else in-store pickup.
 */
export function handoffAtLocation(
  location: Location,
  handoff: HandoffMode,
  address: DeliveryAddress | null | undefined,
): { handoff: HandoffMode; address: DeliveryAddress | null } {
  if (handoff === 'dispatch') {
    return address && checkDeliveryArea(location, address).ok
      ? { handoff, address }
      : { handoff: 'pickup', address: null };
  }
  return { handoff: offersHandoff(location, handoff) ? handoff : 'pickup', address: null };
}
