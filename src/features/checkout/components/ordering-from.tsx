import { useIntl } from 'react-intl';
import type { HandoffMode } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useLocationStore } from '../../../stores';
import { Link } from '../../../ui/link/link';
import * as styles from '../checkout.css';
import { messages } from '../messages';

/**
 * The restaurant the order is made at, with the way to change it: the header's location and the
 * mobile bottom bar are hidden on checkout (SPEC §2), and a customer checks where to go before
 * paying. Changing it comes back here once a location is chosen.
 */
export function OrderingFrom({ handoff }: { handoff: HandoffMode }) {
  const intl = useIntl();
  const location = useLocationStore((state) => state.location);
  if (!location) return null;
  const mode = handoff === 'dispatch' ? 'delivery' : 'pickup';
  return (
    <p className={styles.orderingFrom}>
      <span>
        {intl.formatMessage(messages.orderingFrom, { name: location.name, address: location.address })}
      </span>
      <Link href={paths.locations.href(mode, 'checkout')}>{intl.formatMessage(messages.changeLocation)}</Link>
    </p>
  );
}
