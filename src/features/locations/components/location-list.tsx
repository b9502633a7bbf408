import type { Location } from '../../../api/generated/model';
import { useFavouriteLocations } from '../hooks/use-favourite-locations';
import { LocationResult } from './location-result';
import * as styles from './location-list.css';

interface LocationListProps {
  /** Names the list for assistive technology. */
  label: string;
  locations: readonly Location[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  onOrder: (location: Location) => void;
  orderingId: number | null;
}

/** Locations in the order given (nearest first for a search), each with "Order here". */
export function LocationList({
  label,
  locations,
  selectedId,
  onSelect,
  onOrder,
  orderingId,
}: LocationListProps) {
  const favourites = useFavouriteLocations();
  return (
    <ol aria-label={label} className={styles.root}>
      {locations.map((location) => (
        <li key={location.id}>
          <LocationResult
            location={location}
            selected={location.id === selectedId}
            onSelect={() => onSelect(location.id)}
            onOrder={() => onOrder(location)}
            ordering={orderingId === location.id}
            favourite={
              favourites.signedIn
                ? {
                    pressed: favourites.isFavourite(location.id),
                    busy: favourites.pendingId === location.id,
                    onToggle: () =>
                      void favourites.toggle(location.id).catch((error: unknown) => {
                        console.error('Changing a favorite location failed.', error);
                      }),
                  }
                : undefined
            }
          />
        </li>
      ))}
    </ol>
  );
}
