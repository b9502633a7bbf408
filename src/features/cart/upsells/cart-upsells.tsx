import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getListOrderUpsellsQueryKey,
  useListOrderUpsells,
} from '../../../api/generated/endpoints/upsells/upsells';
import type { Upsell } from '../../../api/generated/model';
import { UPSELL_RELOAD_MS } from '../../../config/menus';
import { itemsValue, pushEcommerceEvent } from '../../../lib/analytics/data-layer';
import { useAddToOrder } from '../../../ordering/use-add-to-order';
import { Button } from '../../../ui/button/button';
import { Price } from '../../../ui/price/price';
import { messages } from '../messages';
import * as styles from './cart-upsells.css';

/** SPEC §2 'Complete Your Order': suggestions for this order, added as upsell lines. */
export function CartUpsells({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const headingId = useId();
  const queryClient = useQueryClient();
  const upsells = useListOrderUpsells(orderId);
  const { addToOrder, pending } = useAddToOrder();
  const [failed, setFailed] = useState(false);
  const items = (upsells.data?.groups ?? []).flatMap((group) => group.items);
  if (items.length === 0) return null;

  const add = async (upsell: Upsell) => {
    setFailed(false);
    try {
      await addToOrder([{ id: upsell.id, quantity: 1, choices: [], isupsell: true }]);
      const added = [{ item_id: String(upsell.id), item_name: upsell.name, price: upsell.cost, quantity: 1 }];
      pushEcommerceEvent({ event: 'add_to_cart', items: added, value: itemsValue(added) });
      // SPEC §4: the suggestions reload 100 ms after an upsell is added (it is no longer suggested).
      window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: getListOrderUpsellsQueryKey(orderId) });
      }, UPSELL_RELOAD_MS);
    } catch (error) {
      console.error('Adding an upsell failed.', error);
      setFailed(true);
    }
  };

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.upsells)}
      </h3>
      <ul className={styles.list}>
        {items.map((upsell) => (
          <li key={upsell.id} className={styles.item}>
            {upsell.image && (
              <img className={styles.image} src={upsell.image} alt="" width={48} height={48} />
            )}
            <span className={styles.name}>{upsell.name}</span>
            <Price amount={upsell.cost} />
            <Button
              variant="secondary"
              size="sm"
              disabled={pending}
              aria-label={intl.formatMessage(messages.addUpsell, { name: upsell.name })}
              onClick={() => void add(upsell)}
            >
              {intl.formatMessage(messages.addUpsellShort)}
            </Button>
          </li>
        ))}
      </ul>
      <p role="alert" className={styles.error}>
        {failed ? intl.formatMessage(messages.upsellFailed) : ''}
      </p>
    </section>
  );
}
