import { defineMessage, useIntl } from 'react-intl';
import { useListLocations } from '../../../api/generated/endpoints/locations/locations';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Spinner } from '../../../ui/spinner/spinner';
import * as styles from './locations-preview.css';

const messages = {
  loading: defineMessage({ id: 'locations.preview.loading', defaultMessage: 'Loading locations' }),
  empty: defineMessage({
    id: 'locations.preview.empty',
    defaultMessage: 'No locations are open for online ordering yet.',
  }),
  count: defineMessage<{ count: number }>({
    id: 'locations.preview.count',
    defaultMessage: '{count, plural, one {# location} other {# locations}} ready for your order',
  }),
};

/** The chain's locations, straight from the ordering API (`GET /api/v1/locations`). */
export function LocationsPreview() {
  const intl = useIntl();
  const { data: locations, error, isPending } = useListLocations();

  if (isPending) return <Spinner label={intl.formatMessage(messages.loading)} />;
  if (error) return <ErrorMessage messages={error.messages} />;
  if (locations.length === 0) return <p>{intl.formatMessage(messages.empty)}</p>;

  return (
    <>
      <p>{intl.formatMessage(messages.count, { count: locations.length })}</p>
      <ul className={styles.list}>
        {locations.map((location) => (
          <li key={location.id} className={styles.item}>
            <h2 className={styles.name}>{location.name}</h2>
            <address className={styles.address}>
              {location.address}, {location.city}, {location.state} {location.zip}
            </address>
          </li>
        ))}
      </ul>
    </>
  );
}
