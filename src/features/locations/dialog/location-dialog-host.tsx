import { lazy, Suspense, useDeferredValue } from 'react';
import { useUiStore } from '../../../stores';

// The dialog (and the map it draws) is a chunk of its own, fetched the first time it opens: the
// layout that hosts it is on every page, the dialog is not.
const LocationConfirmationDialog = lazy(async () => ({
  default: (await import('./location-confirmation-dialog')).LocationConfirmationDialog,
}));

/**
 * Mounts the location confirmation dialog while the UI store says it is open. The host first renders
 * closed, and opens in the background: its boundary is in place before the dialog's code is waited
 * for, so React keeps the page as it is meanwhile instead of showing the fallback, after which it
 * would hold the dialog back 300 ms.
 */
export function LocationDialogHost() {
  const open = useDeferredValue(
    useUiStore((state) => state.confirmLocationModal.open),
    false,
  );
  return <Suspense fallback={null}>{open && <LocationConfirmationDialog />}</Suspense>;
}
