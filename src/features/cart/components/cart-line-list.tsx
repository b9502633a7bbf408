import { useEffect, useRef } from 'react';
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
  const listRef = useRef<HTMLUListElement>(null);
  // The place of a line being removed: its button goes with it, so focus moves to the line that
  // takes its place (or the one before, when it was the last) instead of falling to the page.
  const removedAt = useRef<number | undefined>(undefined);
  const lineCount = order.products.length;
  useEffect(() => {
    const index = removedAt.current;
    const lines = listRef.current?.children;
    if (index === undefined || !lines || lines.length === 0) return;
    removedAt.current = undefined;
    const next = lines[Math.min(index, lines.length - 1)];
    next?.querySelector<HTMLElement>('[role="group"] button')?.focus();
  }, [lineCount]);
  return (
    <>
      <ul ref={listRef} className={styles.lines} aria-label={intl.formatMessage(messages.items)}>
        {order.products.map((line, index) => (
          <CartLineItem
            key={line.id}
            line={line}
            product={products.get(line.product_id)}
            changing={quantity.pending}
            onRemove={() => {
              removedAt.current = index;
              void quantity.removeLine(line);
            }}
            onDecrease={() => void quantity.decrease(line)}
            onIncrease={() => void quantity.increase(line)}
          />
        ))}
      </ul>
      <FreeItemLimitDialog open={quantity.freeItemLimit} onClose={quantity.dismissFreeItemLimit} />
    </>
  );
}
