import { lazy, Suspense, useEffect, useState } from 'react';
import { useOnceTrue } from '../../../lib/use-once-true';
import { selectIsCatering, usePreferencesStore } from '../../../stores';
import { useCartQuantity } from '../../../ordering/use-cart-quantity';

// The dialog itself loads the first time someone is about to leave (SPEC §9 budget).
const CateringExitDialog = lazy(() =>
  import('./catering-exit-dialog').then((module) => ({ default: module.CateringExitDialog })),
);

/** A plain left click that would replace this page with another site's (not a new tab, not a download). */
function leavingHref(event: MouseEvent): string | undefined {
  const isPlainClick =
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (event.defaultPrevented || !isPlainClick || !(event.target instanceof Element)) return undefined;
  const anchor = event.target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const destination = new URL(anchor.href, window.location.href);
  const isOtherSite = /^https?:$/.test(destination.protocol) && destination.origin !== window.location.origin;
  return isOtherSite ? destination.href : undefined;
}

/**
 * SPEC §2/§4 "Catering exit": on catering, following a link to another site while the cart holds
 * items first asks 'Are you sure you want to exit catering?'. Continue clears the cart, sets the
 * cookie exit-catering and goes on; Cancel stays. Links that open in a new tab leave nothing behind
 * and pass unasked.
 */
export function CateringExitPopup() {
  const isCatering = usePreferencesStore(selectIsCatering);
  const quantity = useCartQuantity();
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const guards = isCatering && quantity > 0;

  useEffect(() => {
    if (!guards) return;
    const askBeforeLeaving = (event: MouseEvent) => {
      const href = leavingHref(event);
      if (!href) return;
      event.preventDefault();
      setPendingHref(href);
    };
    document.addEventListener('click', askBeforeLeaving);
    return () => document.removeEventListener('click', askBeforeLeaving);
  }, [guards]);

  const asked = useOnceTrue(pendingHref !== null);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <CateringExitDialog pendingHref={pendingHref} onCancel={() => setPendingHref(null)} />
    </Suspense>
  );
}
