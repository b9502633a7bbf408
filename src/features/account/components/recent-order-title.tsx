import type { ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useGetLocation } from '../../../api/generated/endpoints/locations/locations';
import type { Order } from '../../../api/generated/model';

const withLocation = defineMessage<{ count: number; location: string }>({
  id: 'account.recentOrder.title',
  defaultMessage: '{count, plural, one {# item} other {# items}} from {location}',
});
const withoutLocation = defineMessage<{ count: number }>({
  id: 'account.recentOrder.titleWithoutLocation',
  defaultMessage: '{count, plural, one {# item} other {# items}}',
});

/**
 * A past order's name in the page's language ("3 items from Charlotte – Uptown"), composed from its
 * lines and its restaurant: the server's own summary of it is English only.
 */
export function RecentOrderTitle({
  order,
  children,
}: {
  order: Order;
  children: (title: string) => ReactNode;
}) {
  const intl = useIntl();
  const location = useGetLocation(order.location_id);
  const count = order.products.reduce((sum, product) => sum + product.quantity, 0);
  const title = location.data
    ? intl.formatMessage(withLocation, { count, location: location.data.name })
    : intl.formatMessage(withoutLocation, { count });
  return children(title);
}
