import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ApiError } from '../../../api/api-error';
import type { DeliveryAddress } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Link } from '../../../ui/link/link';
import { useDeliverToAddress } from '../hooks/use-deliver-to-address';
import type { LeftBehind } from '../hooks/use-order-from-location';
import { messages } from '../messages';
import { DeliveryAddressForm } from './delivery-address-form';
import { NotTransferredNotice } from './not-transferred-notice';
import * as styles from './delivery-finder.css';

export interface DeliveryFinderProps {
  /** Where the visitor goes once the order is set for delivery: the menu, or checkout. */
  destination: string;
  continueTo: 'menu' | 'checkout';
}

/**
 * Delivery (SPEC §4): the address finds the location that delivers there, which becomes the
 * order's location, and the address goes on the order. When no location delivers there, the
 * visitor stays here (the SPEC's /locations?mode=delivery) and is told so.
 */
export function DeliveryFinder({ destination, continueTo }: DeliveryFinderProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const deliverTo = useDeliverToAddress();
  const [busy, setBusy] = useState(false);
  const [noneFound, setNoneFound] = useState(false);
  const [failure, setFailure] = useState<ApiError>();
  const [leftBehind, setLeftBehind] = useState<LeftBehind | null>(null);

  const submit = async (address: DeliveryAddress) => {
    setBusy(true);
    setNoneFound(false);
    setFailure(undefined);
    setLeftBehind(null);
    try {
      const outcome = await deliverTo(address);
      if (outcome.kind === 'none-found') setNoneFound(true);
      else if (outcome.notTransferred.length > 0) {
        setLeftBehind({ location: outcome.location, lines: outcome.notTransferred });
      } else navigate(destination);
    } catch (error) {
      setFailure(ApiError.from(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.root}>
      <h2 className={styles.heading}>{intl.formatMessage(messages.deliveryHeading)}</h2>
      <DeliveryAddressForm onSubmit={(address) => void submit(address)} busy={busy} />
      <p role="status" className={styles.outcome}>
        {noneFound && intl.formatMessage(messages.deliveryNoneFound)}
      </p>
      {noneFound && (
        <p className={styles.outcome}>
          <Link href={paths.locations.href('pickup')}>{intl.formatMessage(messages.orderForPickup)}</Link>
        </p>
      )}
      <ErrorMessage error={failure} />
      {leftBehind && (
        <NotTransferredNotice
          leftBehind={leftBehind}
          continueTo={continueTo}
          onContinue={() => navigate(destination)}
        />
      )}
    </div>
  );
}
