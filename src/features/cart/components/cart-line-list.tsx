import { useIntl } from 'react-intl';
import type { MenuProduct, Order } from '../../../api/generated/model';
import { useLineQuantity } from '../hooks/use-line-quantity';
import { messages } from '../messages';
import { CartLineItem } from './cart-line-item';
import { FreeItemLimitDialog } from '../../../ordering/free-item-limit-dialog';
import * as styles from './cart-panel.css';

/** The order's lines with their quantity counters (one change at a time) and the free-item popup. */
export function CartLineList({
  order,
  products,
}: {
  order: Order;
  products: ReadonlyMap<number, MenuProduct>;
}) {
  const intl = useIntl();
  const quantity = useLineQuantity(order, products);
  return (
    <>
      <ul className={styles.lines} aria-label={intl.formatMessage(messages.items)}>
        {order.products.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            product={products.get(line.product_id)}
            changing={quantity.pending}
            onRemove={() => void quantity.removeLine(line)}
            onDecrease={() => void quantity.decrease(line)}
            onIncrease={() => void quantity.increase(line)}
          />
        ))}
      </ul>
      <FreeItemLimitDialog open={quantity.freeItemLimit} onClose={quantity.dismissFreeItemLimit} />
    </>
  );
}
