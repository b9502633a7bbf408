import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../api/api-error';
import type { Location, MemberAddress } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useChooseLocation } from '../../../ordering/use-choose-location';
import { useUiStore, type ConfirmLocationOrigin } from '../../../stores';
import { useDeliverToAddress } from '../hooks/use-deliver-to-address';
import type { LeftBehind } from '../hooks/use-order-from-location';

/** A saved address as the ordering calls take it. */
const asDeliveryAddress = ({ address, building, city, state, zip, lat, lng }: MemberAddress) => ({
  address,
  building: building ?? null,
  city,
  state,
  zip,
  lat: lat ?? null,
  lng: lng ?? null,
});

/**
 * The dialog's Continue (SPEC §4 "Location dialog"). Pickup sets the chosen location (transfer or
 * create the order); delivery finds the location that delivers to the chosen address, sets it and
 * puts the address on the order. Then /order, or /order/checkout when opened from 'order-again'.
 * Nothing to choose (no recent location, no saved address) goes straight to /order; an address no
 * location delivers to goes to /locations?mode=delivery.
 */
export function useConfirmLocation(origin: ConfirmLocationOrigin) {
  const [, navigate] = useLocation();
  const chooseLocation = useChooseLocation();
  const deliverTo = useDeliverToAddress();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError>();
  const [leftBehind, setLeftBehind] = useState<LeftBehind | null>(null);
  const toCheckout = origin === 'order-again';
  const destination = toCheckout ? paths.orderCheckout.href() : paths.order.href();

  const goTo = (path: string) => {
    useUiStore.getState().closeConfirmLocationModal();
    navigate(path);
  };

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(ApiError.from(error));
    } finally {
      setBusy(false);
    }
  };

  const confirmPickup = (location: Location | null) =>
    run(async () => {
      if (!location) return goTo(paths.order.href());
      const { notTransferred } = await chooseLocation(location);
      if (notTransferred.length > 0) setLeftBehind({ location, lines: notTransferred });
      else goTo(destination);
    });

  const confirmDelivery = (address: MemberAddress | null) =>
    run(async () => {
      if (!address) return goTo(paths.order.href());
      const outcome = await deliverTo(asDeliveryAddress(address));
      if (outcome.kind === 'none-found')
        return goTo(paths.locations.href('delivery', toCheckout ? 'checkout' : undefined));
      if (outcome.notTransferred.length > 0)
        setLeftBehind({ location: outcome.location, lines: outcome.notTransferred });
      else goTo(destination);
    });

  return {
    confirmPickup,
    confirmDelivery,
    busy,
    failure,
    leftBehind,
    continueTo: toCheckout ? ('checkout' as const) : ('menu' as const),
    goOn: () => goTo(destination),
  };
}
