import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useListLocations } from '../../../api/generated/endpoints/locations/locations';
import type { Location } from '../../../api/generated/model';
import { Button } from '../../../ui/button/button';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { messages } from '../messages';
import { groupLocationsByStateAndCity } from './group-locations';
import * as styles from './location-directory.css';

export interface LocationDirectoryProps {
  /** Sets the location and goes on, as "Order here" of a search result does. */
  onOrder: (location: Location) => void;
  orderingId: number | null;
}

/**
 * Every location by state and city, so that any store can be reached without a search or the
 * browser's position. A state is a native disclosure: keyboard and screen readers know it as is.
 * Nothing shows while the list loads or when it fails: the search above still works.
 */
export function LocationDirectory({ onOrder, orderingId }: LocationDirectoryProps) {
  const intl = useIntl();
  const headingId = useId();
  const { data } = useListLocations();
  const states = groupLocationsByStateAndCity(data ?? [], intl.locale);
  if (states.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.directoryHeading)}
      </h2>
      <p className={styles.intro}>{intl.formatMessage(messages.directoryIntro)}</p>
      {states.map(({ state, count, cities }) => (
        <details key={state} className={styles.state}>
          <summary className={styles.summary}>
            {intl.formatMessage(messages.directoryState, { state, count })}
          </summary>
          {cities.map(({ city, locations }) => (
            <div key={city} className={styles.city}>
              <h3 className={styles.cityName}>{city}</h3>
              <ul className={styles.list}>
                {locations.map((location) => (
                  <li key={location.id} className={styles.entry}>
                    <span className={styles.name}>{location.name}</span>
                    <span className={styles.address}>{location.address}</span>
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={orderingId === location.id}
                      onClick={() => onOrder(location)}
                    >
                      {intl.formatMessage(messages.orderHere, {
                        name: location.name,
                        hidden: (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>,
                      })}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      ))}
    </section>
  );
}
