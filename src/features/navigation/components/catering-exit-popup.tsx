import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { COOKIE_NAMES, writeCookie } from '../../../lib/cookies';
import { selectIsCatering, useOrderStore, usePreferencesStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { useCartQuantity } from '../../../ordering/use-cart-quantity';
import { leaveSite } from '../leave-site';
import { messages } from '../messages';

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
  const intl = useIntl();
  const isCatering = usePreferencesStore(selectIsCatering);
  const quantity = useCartQuantity();
  const clearOrder = useOrderStore((state) => state.clearOrder);
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

  const exitCatering = () => {
    if (!pendingHref) return;
    writeCookie(COOKIE_NAMES.exitCatering, 'true');
    clearOrder();
    leaveSite(pendingHref);
  };

  return (
    <Dialog
      open={pendingHref !== null}
      onClose={() => setPendingHref(null)}
      title={intl.formatMessage(messages.exitCateringTitle)}
      actions={
        <>
          <Button variant="secondary" onClick={() => setPendingHref(null)}>
            {intl.formatMessage(messages.exitCateringCancel)}
          </Button>
          <Button onClick={exitCatering}>{intl.formatMessage(messages.exitCateringContinue)}</Button>
        </>
      }
    >
      <p>{intl.formatMessage(messages.exitCateringText)}</p>
    </Dialog>
  );
}
