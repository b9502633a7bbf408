import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { getGetOrderQueryKey } from '../api/generated/endpoints/orders/orders';
import type { Order } from '../api/generated/model';
import { COOKIE_NAMES, readCookie } from '../lib/cookies';
import { selectHasLocation, useLocationStore, useOrderStore, useUiStore } from '../stores';
import { menuLinkOpensLocationDialog } from './menu-link-action';

export interface MenuLinkAction {
  /** Whether a click now opens the location dialog instead of going to /menu (read at click time). */
  opensLocationDialog: () => boolean;
  /** Opens the location dialog on the section of the current order (delivery for a delivery order). */
  openLocationDialog: () => void;
  /** For the Menu link's onClick: opens the dialog instead of following the link when SPEC §4 says so. */
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** SPEC §4 "Menu link", for the header and mobile menu's Menu links. */
export function useMenuLinkAction(): MenuLinkAction {
  const [path] = useLocation();
  const hasLocation = useLocationStore(selectHasLocation);
  const queryClient = useQueryClient();

  const opensLocationDialog = useCallback(
    () =>
      menuLinkOpensLocationDialog({
        locationConfirmed: readCookie(COOKIE_NAMES.locationConfirmed),
        path,
        hasLocation,
      }),
    [hasLocation, path],
  );

  const openLocationDialog = useCallback(() => {
    // The order is read from the cache at click time: no link subscribes to it for this.
    const orderId = useOrderStore.getState().order?.id;
    const order =
      orderId === undefined ? undefined : queryClient.getQueryData<Order>(getGetOrderQueryKey(orderId));
    useUiStore.getState().openConfirmLocationModal(order?.handoff === 'dispatch' ? 'delivery' : 'pickup');
  }, [queryClient]);

  return useMemo(
    () => ({
      opensLocationDialog,
      openLocationDialog,
      onClick: (event) => {
        // Already handled (the mobile menu decides in its own click handler), or a new-tab click.
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (!opensLocationDialog()) return;
        event.preventDefault();
        openLocationDialog();
      },
    }),
    [openLocationDialog, opensLocationDialog],
  );
}
