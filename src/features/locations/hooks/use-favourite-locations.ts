import { useQueryClient } from '@tanstack/react-query';
import {
  getListFavoriteLocationsQueryKey,
  useAddFavoriteLocation,
  useListFavoriteLocations,
  useRemoveFavoriteLocation,
} from '../../../api/generated/endpoints/members/members';
import type { Location } from '../../../api/generated/model';
import { selectIsSignedIn, useSessionStore } from '../../../stores';

/** A member's favourite locations (SPEC §3 favelocations) and the toggle; nothing for a guest. */
export function useFavouriteLocations() {
  const queryClient = useQueryClient();
  const signedIn = useSessionStore(selectIsSignedIn);
  const favourites = useListFavoriteLocations({ query: { enabled: signedIn } });
  // Both calls answer the member's whole list as it now stands.
  const keepList = {
    onSuccess: (list: Location[]) => queryClient.setQueryData(getListFavoriteLocationsQueryKey(), list),
  };
  const add = useAddFavoriteLocation({ mutation: keepList });
  const remove = useRemoveFavoriteLocation({ mutation: keepList });
  const ids = new Set((signedIn ? favourites.data : undefined)?.map((location) => location.id));

  return {
    signedIn,
    favourites: signedIn ? (favourites.data ?? []) : [],
    isFavourite: (id: number) => ids.has(id),
    toggle: (id: number) => (ids.has(id) ? remove : add).mutateAsync({ id }),
    pendingId: add.isPending ? add.variables?.id : remove.isPending ? remove.variables?.id : undefined,
    error: add.error ?? remove.error,
  };
}
