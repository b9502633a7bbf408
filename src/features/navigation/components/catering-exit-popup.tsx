import { lazy, Suspense, useEffect, useState } from 'react';
import { useOnceTrue } from '../../../lib/use-once-true';
import { selectIsCatering, usePreferencesStore } from '../../../stores';
import { useCartQuantity } from '../../../ordering/use-cart-quantity';

// The dialog itself loads the first time someone is about to leave (SPEC §9 budget).
const CateringExitDialog = lazy(() =>
  import('./catering-exit-dialog').then((module) => ({ default: module.CateringExitDialog })),
);

/** Another site's locations pages (`/locations` and below): SPEC §4 opens them in a new tab. */
const isLocationsPage = (destination: URL): boolean => /^\/locations(\/|$)/i.test(destination.pathname);

/**
 * Where a plain left click on a link to another site goes (not a modified click, not a download),
 * whether the link opens a new tab or not: leaving for another site is leaving catering.
 */
function otherSiteOf(event: MouseEvent): string | undefined {
  const isPlainClick =
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (event.defaultPrevented || !isPlainClick || !(event.target instanceof Element)) return undefined;
  const anchor = event.target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return undefined;
  const destination = new URL(anchor.href, window.location.href);
  const isOtherSite = /^https?:$/.test(destination.protocol) && destination.origin !== window.location.origin;
  return isOtherSite ? destination.href : undefined;
}

/**
 * SPEC §2/§4 "Catering exit": on catering, following a link to another site while the cart holds
 * items first asks 'Are you sure you want to exit catering?'. That includes links that would open a
 * new tab, such as the Merch Store: Continue clears the cart, sets the cookie exit-catering and goes
 * there in this tab; Cancel stays. Another site's locations pages are the exception: they open in a
 * new tab, unasked, and the catering cart stays as it is.
 */
export function CateringExitPopup() {
  const isCatering = usePreferencesStore(selectIsCatering);
  const quantity = useCartQuantity();
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const guards = isCatering && quantity > 0;

  useEffect(() => {
    if (!guards) return;
    const askBeforeLeaving = (event: MouseEvent) => {
      const href = otherSiteOf(event);
      if (!href) return;
      event.preventDefault();
      if (isLocationsPage(new URL(href))) window.open(href, '_blank', 'noopener,noreferrer');
      else setPendingHref(href);
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
