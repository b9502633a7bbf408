import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Location } from '../../../api/generated/model';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { useFavouriteLocations } from '../hooks/use-favourite-locations';
import { useLocationSearch, type LocationSearch } from '../hooks/use-location-search';
import { useOrderFromLocation } from '../hooks/use-order-from-location';
import { messages } from '../messages';
import { LocationList } from './location-list';
import { LocationMap } from '../../../ui/location-map/location-map';
import { LocationSearchForm } from './location-search-form';
import { NotTransferredNotice } from './not-transferred-notice';
import * as styles from './location-finder.css';

// The directory is below the fold and needs its own call: its code loads after the page's first paint.
const LocationDirectory = lazy(() =>
  import('../directory/location-directory').then((module) => ({ default: module.LocationDirectory })),
);

/** SPEC §5: the favourites list shows 3. */
const FAVOURITES_SHOWN = 3;

export interface LocationFinderProps {
  /** Where "Order here" goes once the location is set: the menu, or checkout ('order-again'). */
  destination: string;
  continueTo: 'menu' | 'checkout';
}

/**
 * Pickup: search by zip, "City, ST" or near me; the results (nearest first) with a map; "Order
 * here" sets the location and moves the order. Before a search, members see their favourites.
 * Below, before and after any search, the directory of every location orders the same way.
 */
export function LocationFinder({ destination, continueTo }: LocationFinderProps) {
  const intl = useIntl();
  const [search, setSearch] = useState<LocationSearch | null>(null);
  const [selectedId, setSelectedId] = useState<number>();
  const results = useLocationSearch(search);
  const favourites = useFavouriteLocations();
  const ordering = useOrderFromLocation(destination);

  const shown: readonly Location[] = search
    ? (results.data ?? [])
    : favourites.favourites.slice(0, FAVOURITES_SHOWN);

  const summary = (): string => {
    if (!search) return '';
    if (results.isFetching) return intl.formatMessage(messages.searching);
    if (!results.data) return '';
    if (results.data.length === 0) return intl.formatMessage(messages.resultsNone);
    return search.kind === 'text'
      ? intl.formatMessage(messages.resultsCount, { count: results.data.length, place: search.q })
      : intl.formatMessage(messages.resultsCountNearYou, { count: results.data.length });
  };

  return (
    <div className={styles.root}>
      <LocationSearchForm
        onSearch={(next) => {
          setSearch(next);
          setSelectedId(undefined);
        }}
      />
      {/* Always in the page, so each new summary is announced when a search settles. */}
      <p role="status" className={styles.summary}>
        {summary()}
      </p>
      {results.error && <ErrorMessage error={results.error} />}
      {favourites.error && <ErrorMessage error={favourites.error} />}
      <ErrorMessage error={ordering.failure} />
      {ordering.leftBehind && (
        <NotTransferredNotice
          leftBehind={ordering.leftBehind}
          continueTo={continueTo}
          onContinue={ordering.goOn}
        />
      )}
      {shown.length > 0 && (
        <div className={styles.layout}>
          <div className={styles.list}>
            {!search && (
              <p className={styles.listHeading}>{intl.formatMessage(messages.favouritesHeading)}</p>
            )}
            <LocationList
              label={intl.formatMessage(search ? messages.resultsList : messages.favouritesList)}
              locations={shown}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onOrder={(location) => void ordering.orderFrom(location)}
              orderingId={ordering.pendingId}
            />
          </div>
          <div className={styles.map}>
            <LocationMap
              points={shown.map(({ id, lat, lng }) => ({ id, lat, lng }))}
              selectedId={selectedId}
            />
          </div>
        </div>
      )}
      <Suspense fallback={null}>
        <LocationDirectory
          onOrder={(location) => void ordering.orderFrom(location)}
          orderingId={ordering.pendingId}
        />
      </Suspense>
    </div>
  );
}
