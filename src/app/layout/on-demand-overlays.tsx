import { Suspense, useState } from 'react';
import { STORAGE_KEYS } from '../../config/client-state';
import { browserStorage } from '../../lib/persisted-state';
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
// Only a visit that left while an order was being placed has an intent to resume.
const ResumePlacedOrder = lazyPage(
  () => import('../../features/checkout/confirm/resume-placed-order'),
  'ResumePlacedOrder',
);
const LocationDialogHost = lazyPage(
  () => import('../../features/locations/dialog/location-dialog-host'),
  'LocationDialogHost',
);

const holdsSubmitIntent = (): boolean => browserStorage()?.getItem(STORAGE_KEYS.submitIntent) != null;

/**
 * The default layout's overlays: cart panel, 'Are these details correct?' and the location dialog,
 * and the confirmation of an order placed while the page was away.
 */
export function OnDemandOverlays() {
  const [resume] = useState(holdsSubmitIntent);
  const cart = useOnceTrue(useUiStore((state) => state.showCart));
  const confirming = useOnceTrue(useUiStore((state) => state.orderConfirming));
  const location = useOnceTrue(useUiStore((state) => state.confirmLocationModal.open));
  return (
    <Suspense fallback={null}>
      {cart && <CartPanel />}
      {confirming && <OrderConfirmationDialog />}
      {location && <LocationDialogHost />}
      {resume && <ResumePlacedOrder />}
    </Suspense>
  );
}
