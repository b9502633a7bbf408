import { useCallback, useState } from 'react';
import {
  currentPosition,
  GeolocationError,
  type Coordinates,
  type GeolocationFailure,
} from '../../../lib/geolocation';

/**
 * SPEC §7: the browser's geolocation for "near me" and the nearest location. `locate` answers the
 * position, or null after recording why there is none (denied, unavailable, timed out, unsupported).
 */
export function useNearMe() {
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<GeolocationFailure | null>(null);

  const locate = useCallback(async (): Promise<Coordinates | null> => {
    setLocating(true);
    setFailure(null);
    try {
      return await currentPosition();
    } catch (error) {
      setFailure(error instanceof GeolocationError ? error.reason : 'unavailable');
      return null;
    } finally {
      setLocating(false);
    }
  }, []);

  return { locate, locating, failure };
}
