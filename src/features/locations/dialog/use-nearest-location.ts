import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getSearchLocationsQueryOptions } from '../../../api/generated/endpoints/locations/locations';
import type { Location } from '../../../api/generated/model';
import { ApiError } from '../../../api/api-error';
import { useNearMe } from '../hooks/use-near-me';

export type NearestState =
  | { status: 'idle' }
  | { status: 'finding' }
  | { status: 'found'; location: Location }
  | { status: 'none' }
  | { status: 'failed'; error: ApiError }
  | { status: 'no-position' };

/** SPEC §4: the NEAREST option, from browser geolocation and the location search (nearest first). */
export function useNearestLocation() {
  const queryClient = useQueryClient();
  const { locate, failure } = useNearMe();
  const [state, setState] = useState<NearestState>({ status: 'idle' });

  const find = useCallback(async (): Promise<Location | null> => {
    setState({ status: 'finding' });
    const position = await locate();
    if (!position) {
      setState({ status: 'no-position' });
      return null;
    }
    try {
      const [nearest] = await queryClient.query(getSearchLocationsQueryOptions({ ...position, limit: 1 }));
      setState(nearest ? { status: 'found', location: nearest } : { status: 'none' });
      return nearest ?? null;
    } catch (error) {
      // SPEC §8: a failed location search is logged and its messages shown.
      console.error('Finding the nearest location failed.', error);
      setState({ status: 'failed', error: ApiError.from(error) });
      return null;
    }
  }, [locate, queryClient]);

  return { state, geolocationFailure: failure, find };
}
