import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { itemsValue, pushEcommerceEvent } from '../../lib/analytics/data-layer';
import { useMediaQuery } from '../../lib/use-media-query';
import {
  CATERING_DELIVERY_MINIMUM,
  isBelowCateringDeliveryMinimum,
} from '../../ordering/catering-delivery-minimum';
import { useCurrentOrder } from '../../ordering/use-current-order';
import { useMenu } from '../../ordering/use-menu';
import { usePreferencesStore, useUiStore } from '../../stores';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { mobileLayout } from '../../ui/styles/breakpoints';
import { useFormatPrice } from '../../ui/price/use-format-price';
import { lineAnalyticsItem } from './analytics/cart-analytics';
import { CartLineList } from './components/cart-line-list';
import { useViewCartEvent } from './hooks/use-view-cart-event';
import { hasUnavailableNow, menuProductsById } from './menu-products';
import { messages } from './messages';
import { PromoCodeForm } from './promo-code/promo-code-form';
import { CartTotals } from './totals/cart-totals';
import { CartUpsells } from './upsells/cart-upsells';
import { WalletOfferList } from './wallet-offers/wallet-offer-list';
import * as styles from './components/cart-panel.css';

/**
 * SPEC §2 "Cart panel": a sheet from the right while the UI store's `showCart` is set, on the
 * native modal dialog (focus moves in, Escape closes, focus returns to the cart button).
 */
export function CartPanel() {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const [location, navigate] = useLocation();
  const isMobile = useMediaQuery(mobileLayout);
  const open = useUiStore((state) => state.showCart);
  const closeCart = useUiStore((state) => state.closeCart);
  const { order } = useCurrentOrder();
  const preferredChannel = usePreferencesStore((state) => state.channel);
  const minimumWarningId = useId();
  const menu = useMenu(order?.menu_id ?? 0, { enabled: open && order !== undefined });
  const products = useMemo(() => menuProductsById(menu.data), [menu.data]);
  useViewCartEvent(open, order, products);

  const lines = order?.products ?? [];
  const showUnavailableNotice =
    order?.time.mode === 'asap' &&
    hasUnavailableNow(
      lines.map((line) => line.product_id),
      products,
    );

  // SPEC §5: catering delivery below the minimum cannot go on to checkout; the cart says why.
  const belowMinimum =
    order !== undefined &&
    isBelowCateringDeliveryMinimum({
      channel: order.channel ?? preferredChannel,
      handoff: order.handoff,
      total: order.totals.total,
    });

  const addMoreItems = () => {
    closeCart();
    navigate(paths.order.href());
  };

  const proceedToCheckout = () => {
    if (!order || belowMinimum) return;
    const items = order.products.map((line) => lineAnalyticsItem(line, products.get(line.product_id)));
    pushEcommerceEvent({ event: 'begin_checkout', items, value: itemsValue(items) });
    if (location === paths.orderCheckout.pattern) closeCart();
    else navigate(paths.orderCheckout.href());
  };

  return (
    <Dialog
      open={open}
      onClose={closeCart}
      placement="end"
      title={intl.formatMessage(messages.title)}
      actions={
        order && lines.length > 0 ? (
          <>
            {belowMinimum && (
              <p id={minimumWarningId} className={styles.minimumWarning}>
                {intl.formatMessage(messages.cateringMinimum, {
                  minimum: formatPrice(CATERING_DELIVERY_MINIMUM),
                })}
              </p>
            )}
            <Button
              fullWidth
              disabled={belowMinimum}
              aria-describedby={belowMinimum ? minimumWarningId : undefined}
              onClick={proceedToCheckout}
            >
              {intl.formatMessage(messages.checkout)} <span aria-hidden="true">·</span>{' '}
              {formatPrice(order.totals.total)}
            </Button>
          </>
        ) : undefined
      }
    >
      {!order || lines.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <div className={styles.content}>
          {showUnavailableNotice && (
            <p className={styles.notice} role="note">
              {intl.formatMessage(messages.unavailableNow)}
            </p>
          )}
          <CartLineList order={order} products={products} />
          {isMobile && (
            <Button variant="secondary" fullWidth onClick={addMoreItems}>
              {intl.formatMessage(messages.addMoreItems)}
            </Button>
          )}
          <CartTotals totals={order.totals} />
          <PromoCodeForm order={order} />
          <WalletOfferList order={order} />
          <CartUpsells orderId={order.id} />
        </div>
      )}
    </Dialog>
  );
}
