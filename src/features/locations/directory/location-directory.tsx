import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useListLocations } from '../../../api/generated/endpoints/locations/locations';
import { useSiteDataFile } from '../../../api/site-data';
import type { Location } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { LinkButton } from '../../../ui/link-button/link-button';
import { JsonLd } from '../../../ui/json-ld/json-ld';
import { PhoneLink } from '../../../ui/phone-link/phone-link';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { messages } from '../messages';
import { groupLocationsByStateAndCity } from './group-locations';
import { takesOrders } from '../../../ordering/takes-orders';
import { restaurantData } from './restaurant-data';
import { stateNamesOf } from './state-names';
import * as styles from './location-directory.css';

/** SPEC §4's `?store=` deep link: what a crawler, or a new tab, follows to order at the location. */
const orderAtStoreHref = (location: Location) =>
  `${paths.order.href()}?${new URLSearchParams({ store: String(location.id) }).toString()}`;

export interface LocationDirectoryProps {
  /** Sets the location and goes on, as "Order here" of a search result does. */
  onOrder: (location: Location) => void;
  orderingId: number | null;
}

/**
 * Every location by state and city, so that any store can be reached without a search or the
 * browser's position. A state is a native disclosure: keyboard and screen readers know it as is.
 * Each entry is a real link, so crawlers reach every store; a click orders there as a search result
 * does (moving the order and saying what did not move).
 * States are named from the `locations` site data file (the code where it has none).
 * Nothing shows while the list loads or when it fails: the search above still works.
 */
export function LocationDirectory({ onOrder, orderingId }: LocationDirectoryProps) {
  const intl = useIntl();
  const headingId = useId();
  const { data } = useListLocations();
  const locationsFile = useSiteDataFile('locations');
  const states = groupLocationsByStateAndCity(
    data ?? [],
    intl.locale,
    stateNamesOf(locationsFile, intl.locale),
  );
  // Waiting for the names file too, so a state's name does not change under the reader's eyes.
  if (states.length === 0 || locationsFile === undefined) return null;

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.directoryHeading)}
      </h2>
      <p className={styles.intro}>{intl.formatMessage(messages.directoryIntro)}</p>
      {states.map(({ state, name, count, cities }) => (
        <details key={state} className={styles.state}>
          <summary className={styles.summary}>
            {intl.formatMessage(messages.directoryState, { state: name, count })}
          </summary>
          {cities.map(({ city, locations }) => (
            <div key={city} className={styles.city}>
              <h3 className={styles.cityName}>{city}</h3>
              <ul className={styles.list}>
                {locations.map((location) => (
                  <li key={location.id} className={styles.entry}>
                    <span className={styles.name}>{location.name}</span>
                    <span className={styles.address}>{location.address}</span>
                    <PhoneLink phone={location.phone} />
                    {takesOrders(location) ? (
                      <LinkButton
                        href={orderAtStoreHref(location)}
                        variant="secondary"
                        size="sm"
                        aria-busy={orderingId === location.id || undefined}
                        onClick={(event) => {
                          event.preventDefault();
                          onOrder(location);
                        }}
                      >
                        {intl.formatMessage(messages.orderHere, {
                          name: location.name,
                          hidden: (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>,
                        })}
                      </LinkButton>
                    ) : (
                      <span className={styles.notTakingOrders}>
                        {intl.formatMessage(messages.notTakingOrders)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      ))}
      <JsonLd data={(data ?? []).map(restaurantData)} />
    </section>
  );
}
