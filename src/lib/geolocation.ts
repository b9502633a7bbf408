/** SPEC §7: browser geolocation for the nearest location, as a promise with a reason on failure. */

export interface Coordinates {
  lat: number;
  lng: number;
}

export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export class GeolocationError extends Error {
  readonly reason: GeolocationFailure;

  constructor(reason: GeolocationFailure) {
    super(`Geolocation failed: ${reason}`);
    this.name = 'GeolocationError';
    this.reason = reason;
  }
}

const REASONS: Record<number, GeolocationFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** Asks the browser for the visitor's position once; rejects with a GeolocationError, never hangs. */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  { timeoutMs = 10_000, maximumAgeMs = 5 * 60_000 } = {},
): Promise<Coordinates> {
  if (!geolocation) return Promise.reject(new GeolocationError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new GeolocationError(REASONS[error.code] ?? 'unavailable')),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: maximumAgeMs },
    );
  });
}
