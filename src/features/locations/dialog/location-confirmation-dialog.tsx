import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useListAddresses } from '../../../api/generated/endpoints/members/members';
import type { Location } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { COOKIE_NAMES, readCookie, removeCookie, writeCookie } from '../../../lib/cookies';
import { useMediaQuery } from '../../../lib/use-media-query';
import { selectIsSignedIn, useLocationStore, useSessionStore, useUiStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Dialog } from '../../../ui/dialog/dialog';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { LinkButton } from '../../../ui/link-button/link-button';
import { desktopLayout } from '../../../ui/styles/breakpoints';
import { LocationMap } from '../../../ui/location-map/location-map';
import { NotTransferredNotice } from '../components/not-transferred-notice';
import { DeliveryChoices } from './delivery-choices';
import { dialogMessages } from './messages';
import { PickupChoices, type PickupChoice } from './pickup-choices';
import { useConfirmLocation } from './use-confirm-location';
import { useNearestLocation } from './use-nearest-location';
import * as styles from './location-confirmation-dialog.css';

/** SPEC §2: the dialog's map shows its marker at zoom 11… */
const DIALOG_MAP_ZOOM = 11;
/** …with the centre's longitude offset on desktop, so the marker sits right of the middle. */
const DESKTOP_LONGITUDE_OFFSET = -0.06;

/** SPEC §2/§4 "Location confirmation dialog", on the section (pickup or delivery) it was opened with. */
export function LocationConfirmationDialog() {
  const intl = useIntl();
  const { open, section, origin } = useUiStore((state) => state.confirmLocationModal);
  const close = useUiStore((state) => state.closeConfirmLocationModal);
  const recent = useLocationStore((state) => state.location);
  const signedIn = useSessionStore(selectIsSignedIn);
  const isDesktop = useMediaQuery(desktopLayout);
  const confirm = useConfirmLocation(origin);
  const nearest = useNearestLocation();
  const isDelivery = section === 'delivery';
  const addresses = useListAddresses({ query: { enabled: signedIn && isDelivery } });
  const saved = signedIn ? (addresses.data ?? []) : [];
  const [pickupChoice, setPickupChoice] = useState<PickupChoice>('recent');
  const [addressId, setAddressId] = useState<number>();
  const [remember, setRemember] = useState(() => readCookie(COOKIE_NAMES.locationConfirmed) === 'true');

  const found = nearest.state.status === 'found' ? nearest.state.location : null;
  // SPEC §3: without a choice, the member's first saved address is used for delivery.
  const chosenAddress = saved.find((address) => address.id === addressId) ?? saved[0];

  // The client state's locationList: the locations this dialog is choosing among.
  useEffect(() => {
    useLocationStore.getState().setLocationList([recent, found].filter((l): l is Location => l !== null));
  }, [recent, found]);

  const choosePickup = (choice: PickupChoice) => {
    setPickupChoice(choice);
    if (choice === 'nearest' && nearest.state.status !== 'found' && nearest.state.status !== 'finding') {
      void nearest.find();
    }
  };

  const rememberChoice = (checked: boolean) => {
    setRemember(checked);
    if (checked) writeCookie(COOKIE_NAMES.locationConfirmed, 'true');
    else removeCookie(COOKIE_NAMES.locationConfirmed);
  };

  const onContinue = async () => {
    if (isDelivery) return confirm.confirmDelivery(chosenAddress ?? null);
    if (pickupChoice === 'recent') return confirm.confirmPickup(recent);
    const nearestLocation = found ?? (nearest.state.status === 'finding' ? null : await nearest.find());
    // Without a nearest location the reason is on screen; the visitor picks again.
    if (nearestLocation) return confirm.confirmPickup(nearestLocation);
  };

  const points = isDelivery
    ? saved.flatMap(({ id, lat, lng }) => (lat !== undefined && lng !== undefined ? [{ id, lat, lng }] : []))
    : [recent, found].flatMap((location) =>
        location ? [{ id: location.id, lat: location.lat, lng: location.lng }] : [],
      );
  const selectedId = isDelivery ? chosenAddress?.id : pickupChoice === 'recent' ? recent?.id : found?.id;
  const then = origin === 'order-again' ? ('checkout' as const) : undefined;
  const waiting =
    confirm.busy || nearest.state.status === 'finding' || (signedIn && isDelivery && addresses.isPending);

  return (
    <Dialog
      open={open}
      onClose={close}
      title={intl.formatMessage(isDelivery ? dialogMessages.headingDelivery : dialogMessages.headingPickup)}
      actions={
        !confirm.leftBehind && (
          <>
            <LinkButton
              variant="secondary"
              href={
                isDelivery ? paths.locations.href('delivery', then) : paths.locations.href(undefined, then)
              }
              onClick={close}
            >
              {intl.formatMessage(isDelivery ? dialogMessages.newAddress : dialogMessages.changeLocation)}
            </LinkButton>
            <Button loading={waiting} onClick={() => void onContinue()}>
              {intl.formatMessage(dialogMessages.continue)}
            </Button>
          </>
        )
      }
    >
      <div className={styles.content}>
        {points.length > 0 && (
          <div className={styles.map}>
            <LocationMap
              points={points}
              selectedId={selectedId}
              focusZoom={DIALOG_MAP_ZOOM}
              longitudeOffset={isDesktop ? DESKTOP_LONGITUDE_OFFSET : 0}
            />
          </div>
        )}
        {isDelivery ? (
          <DeliveryChoices addresses={saved} chosenId={chosenAddress?.id} onChoose={setAddressId} />
        ) : (
          <PickupChoices
            recent={recent}
            nearest={nearest.state}
            geolocationFailure={nearest.geolocationFailure}
            choice={pickupChoice}
            onChoose={choosePickup}
          />
        )}
        <Checkbox
          label={intl.formatMessage(dialogMessages.dontShowAgain)}
          checked={remember}
          onCheckedChange={rememberChoice}
        />
        <ErrorMessage error={confirm.failure} />
        {confirm.leftBehind && (
          <NotTransferredNotice
            leftBehind={confirm.leftBehind}
            continueTo={confirm.continueTo}
            onContinue={confirm.goOn}
          />
        )}
      </div>
    </Dialog>
  );
}
