import { defineMessage, useIntl } from 'react-intl';
import { useLocationStore } from '../stores';
import { Link } from '../ui/link/link';
import * as styles from './ordering-from.css';

const messages = {
  orderingFrom: defineMessage<{ name: string; address: string }>({
    id: 'ordering.orderingFrom',
    defaultMessage: 'Ordering from {name}, {address}',
  }),
  changeLocation: defineMessage({ id: 'ordering.changeLocation', defaultMessage: 'Change Location' }),
};

/**
 * The restaurant the order is made at, with the way to change it (`changeHref`, the location
 * finder), on `/order` and at checkout; nothing while no location is chosen.
 */
export function OrderingFrom({ changeHref }: { changeHref: string }) {
  const intl = useIntl();
  const location = useLocationStore((state) => state.location);
  if (!location) return null;
  return (
    <p className={styles.root}>
      <span>
        {intl.formatMessage(messages.orderingFrom, { name: location.name, address: location.address })}
      </span>
      <Link href={changeHref}>{intl.formatMessage(messages.changeLocation)}</Link>
    </p>
  );
}
