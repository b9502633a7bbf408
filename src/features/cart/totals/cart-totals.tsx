import { useIntl, type MessageDescriptor } from 'react-intl';
import type { OrderTotals } from '../../../api/generated/model';
import { useFormatPrice } from '../../../ui/price/use-format-price';
import { messages } from '../messages';
import * as styles from './cart-totals.css';

/** Rows after the subtotal that show only when they are not zero (SPEC §2 totals). */
const optionalRows: ReadonlyArray<[keyof OrderTotals, MessageDescriptor]> = [
  ['discount', messages.discount],
  ['handoff', messages.deliveryFee],
  ['fees', messages.fees],
  ['tax', messages.tax],
  ['tip', messages.tip],
  ['donations', messages.donations],
];

/** The order's totals as the server answered them; the discount reads as a negative amount. */
export function CartTotals({ totals }: { totals: OrderTotals }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const rows: Array<[string, string, keyof OrderTotals]> = [
    [intl.formatMessage(messages.subtotal), formatPrice(totals.subtotal), 'subtotal'],
    ...optionalRows
      .filter(([key]) => totals[key] !== 0)
      .map(([key, message]): [string, string, keyof OrderTotals] => [
        intl.formatMessage(message),
        formatPrice(key === 'discount' ? -totals[key] : totals[key]),
        key,
      ]),
    [intl.formatMessage(messages.total), formatPrice(totals.total), 'total'],
  ];
  return (
    <dl className={styles.root} aria-label={intl.formatMessage(messages.totals)}>
      {rows.map(([label, amount, key]) => (
        <div key={key} className={key === 'total' ? styles.totalRow : styles.row}>
          <dt>{label}</dt>
          <dd className={styles.amount}>{amount}</dd>
        </div>
      ))}
    </dl>
  );
}
