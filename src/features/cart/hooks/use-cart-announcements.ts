import { useIntl } from 'react-intl';
import type { Order, OrderProductLine } from '../../../api/generated/model';
import { announce } from '../../../ui/announcer/announcer-store';
import { useFormatPrice } from '../../../ui/price/use-format-price';
import { messages } from '../messages';

/** What the cart's live region says after a change: the line's new state and the new total. */
export function useCartAnnouncements() {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const total = (order: Order) => formatPrice(order.totals.total);
  return {
    quantityChanged: (order: Order, line: OrderProductLine) => {
      const quantity = order.products.find((answered) => answered.id === line.id)?.quantity ?? 0;
      announce(
        intl.formatMessage(messages.announceQuantity, { name: line.name, quantity, total: total(order) }),
      );
    },
    lineRemoved: (order: Order, line: OrderProductLine) =>
      announce(intl.formatMessage(messages.announceRemoved, { name: line.name, total: total(order) })),
    promoApplied: (order: Order, code: string) =>
      announce(intl.formatMessage(messages.announcePromoApplied, { code, total: total(order) })),
    promoRemoved: (order: Order, code: string) =>
      announce(intl.formatMessage(messages.announcePromoRemoved, { code, total: total(order) })),
  };
}
