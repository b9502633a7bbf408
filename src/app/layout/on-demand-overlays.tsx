import { Suspense } from 'react';
import { useOnceTrue } from '../../lib/use-once-true';
import { useUiStore } from '../../stores';
import { lazyPage } from '../lazy-page';

// The cart panel and the two dialogs are code the first page does not need: each loads the first
// time it opens (SPEC §9 budget), then stays mounted so closing and reopening is instant.
const CartPanel = lazyPage(() => import('../../features/cart/cart-panel'), 'CartPanel');
const OrderConfirmationDialog = lazyPage(
  () => import('../../features/checkout/confirm/order-confirmation-dialog'),
  'OrderConfirmationDialog',
);
const LocationDialogHost = lazyPage(
  () => import('../../features/locations/dialog/location-dialog-host'),
  'LocationDialogHost',
);

/** The default layout's overlays: cart panel, 'Are these details correct?' and the location dialog. */
export function OnDemandOverlays() {
  const cart = useOnceTrue(useUiStore((state) => state.showCart));
  const confirming = useOnceTrue(useUiStore((state) => state.orderConfirming));
  const location = useOnceTrue(useUiStore((state) => state.confirmLocationModal.open));
  return (
    <Suspense fallback={null}>
      {cart && <CartPanel />}
      {confirming && <OrderConfirmationDialog />}
      {location && <LocationDialogHost />}
    </Suspense>
  );
}
