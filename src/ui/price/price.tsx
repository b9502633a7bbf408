import { useFormatPrice } from './use-format-price';
import * as styles from './price.css';

interface PriceProps {
  /** In dollars, e.g. 12.5 for $12.50. */
  amount: number;
}

/** An amount of money in US dollars, written the way the current language writes it. */
export function Price({ amount }: PriceProps) {
  const formatPrice = useFormatPrice();
  return <span className={styles.root}>{formatPrice(amount)}</span>;
}
