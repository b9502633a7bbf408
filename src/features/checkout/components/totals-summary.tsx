import { useIntl } from 'react-intl';
import type { OrderTotals } from '../../../api/generated/model';
import { Price } from '../../../ui/price/price';
import * as styles from '../checkout.css';
import { messages, type PlainMessageKey } from '../messages';

const ROWS: { key: keyof OrderTotals; label: PlainMessageKey; negative?: boolean; always?: boolean }[] = [
  { key: 'subtotal', label: 'subtotal', always: true },
  { key: 'discount', label: 'discount', negative: true },
  { key: 'handoff', label: 'deliveryFee' },
  { key: 'fees', label: 'fees' },
  { key: 'tax', label: 'tax', always: true },
  { key: 'tip', label: 'tip', always: true },
  { key: 'donations', label: 'donations' },
];

/** Subtotal, discount, delivery fee, fees, tax, tip, donations and total (rows of 0 left out where optional). */
export function TotalsSummary({ totals }: { totals: OrderTotals }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="checkout-totals-heading">
      <h2 id="checkout-totals-heading" className={styles.sectionHeading}>
        {intl.formatMessage(messages.totalsHeading)}
      </h2>
      <dl className={styles.totals}>
        {ROWS.filter((row) => row.always || totals[row.key] > 0).map((row) => (
          <div key={row.key} className={styles.totalsRow}>
            <dt className={styles.totalsTerm}>{intl.formatMessage(messages[row.label])}</dt>
            <dd className={styles.totalsValue}>
              {row.negative && '−'}
              <Price amount={totals[row.key]} />
            </dd>
          </div>
        ))}
        <dt className={`${styles.totalsTerm} ${styles.grandTotal}`}>{intl.formatMessage(messages.total)}</dt>
        <dd className={`${styles.totalsValue} ${styles.grandTotal}`}>
          <Price amount={totals.total} />
        </dd>
      </dl>
    </section>
  );
}
