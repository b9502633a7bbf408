import { lazy, Suspense } from 'react';
import { useUiStore } from '../../../stores';

// The dialog (and the map it draws) is a chunk of its own, fetched the first time it opens: the
// layout that hosts it is on every page, the dialog is not.
const LocationConfirmationDialog = lazy(async () => ({
  default: (await import('./location-confirmation-dialog')).LocationConfirmationDialog,
}));

/** Mounts the location confirmation dialog while the UI store says it is open. */
export function LocationDialogHost() {
  const open = useUiStore((state) => state.confirmLocationModal.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LocationConfirmationDialog />
    </Suspense>
  );
}
