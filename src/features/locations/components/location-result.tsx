import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Location } from '../../../api/generated/model';
import { takesOrders } from '../../../ordering/takes-orders';
import { Button } from '../../../ui/button/button';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { messages } from '../messages';
import { FavouriteToggle } from './favourite-toggle';
import { LocationDetails } from './location-details';
import * as styles from './location-result.css';

export interface LocationResultProps {
  location: Location;
  /** Highlighted, as its marker is on the map. */
  selected: boolean;
  /** The result was focused or pointed at: the map centres on it. */
  onSelect: () => void;
  onOrder: () => void;
  ordering: boolean;
  /** Members only: the favourite heart. */
  favourite?: { pressed: boolean; busy: boolean; onToggle: () => void };
}

/** One location of the list: its details, "Order here" and, for members, the favourite heart. */
export function LocationResult({
  location,
  selected,
  onSelect,
  onOrder,
  ordering,
  favourite,
}: LocationResultProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={styles.root}
      data-selected={selected}
      onFocus={onSelect}
      onMouseEnter={onSelect}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.name}>
          {location.name}
        </h2>
        {favourite && (
          <FavouriteToggle
            name={location.name}
            pressed={favourite.pressed}
            busy={favourite.busy}
            onToggle={favourite.onToggle}
          />
        )}
      </div>
      <LocationDetails location={location} />
      <div className={styles.actions}>
        {takesOrders(location) ? (
          <Button onClick={onOrder} loading={ordering}>
            {intl.formatMessage(messages.orderHere, {
              name: location.name,
              hidden: (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>,
            })}
          </Button>
        ) : (
          <p className={styles.notTakingOrders}>{intl.formatMessage(messages.notTakingOrders)}</p>
        )}
      </div>
    </article>
  );
}
