import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { DeliveryFinder } from '../../features/locations/components/delivery-finder';
import { HandoffModeSwitch } from '../../features/locations/components/handoff-mode-switch';
import { LocationFinder } from '../../features/locations/components/location-finder';
import { paths, type HandoffMode, type LocationsNext } from '../../config/paths';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './locations-page.css';

const messages = defineMessages({
  documentTitle: { id: 'locationsPage.documentTitle', defaultMessage: 'Locations' },
  headingPickup: { id: 'locationsPage.headingPickup', defaultMessage: 'Find a location' },
  headingDelivery: { id: 'locationsPage.headingDelivery', defaultMessage: 'Order delivery' },
});

/**
 * `/locations` and `/order/location` (SPEC §2): `?mode=pickup` (the default) finds a location to
 * pick up from, `?mode=delivery` takes a delivery address. `?then=checkout` (the location dialog's
 * 'order-again' path) goes on to checkout instead of the menu once a location is set.
 */
export function LocationsPage() {
  const intl = useIntl();
  const query = new URLSearchParams(useSearch());
  const mode: HandoffMode = query.get('mode') === 'delivery' ? 'delivery' : 'pickup';
  const then: LocationsNext | undefined = query.get('then') === 'checkout' ? 'checkout' : undefined;
  const destination = then === 'checkout' ? paths.orderCheckout.href() : paths.order.href();
  const continueTo = then === 'checkout' ? 'checkout' : 'menu';
  useDocumentTitle(intl.formatMessage(messages.documentTitle));

  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(mode === 'delivery' ? messages.headingDelivery : messages.headingPickup)}
      </h1>
      <HandoffModeSwitch mode={mode} then={then} />
      {mode === 'delivery' ? (
        <DeliveryFinder destination={destination} continueTo={continueTo} />
      ) : (
        <LocationFinder destination={destination} continueTo={continueTo} />
      )}
    </div>
  );
}
