import { useIntl } from 'react-intl';
import { translatedField, useSiteDataFile } from '../../../api/site-data';
import type { OrderStatusStatus } from '../../../api/generated/model';
import { STATUS_LABELS } from './status-label';

/**
 * The words for an order's status in the language shown: the `order-statuses` site data file's,
 * else the built-in ones (a broken file, or a status it does not name). `undefined` while the file
 * loads, so the page never shows one label and then another.
 */
export function useOrderStatusLabel(status: OrderStatusStatus | undefined): string | undefined {
  const intl = useIntl();
  const file = useSiteDataFile('order-statuses');
  if (status === undefined || file === undefined) return undefined;
  const entry = file?.delivery_statuses?.find((candidate) => candidate.status === status);
  return entry ? translatedField(entry, 'label', intl.locale) : intl.formatMessage(STATUS_LABELS[status]);
}
