import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { useSetOrderHandoff } from '../../../api/generated/endpoints/orders/orders';
import type { HandoffMode, MemberAddress, Order } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { OrderingFrom } from '../../../ordering/ordering-from';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { TextField } from '../../../ui/text-field/text-field';
import * as styles from '../checkout.css';
import type { CheckoutDetails, DetailsField } from '../details/checkout-details';
import { checkoutFieldId } from '../details/checkout-fields';
import { messages, type PlainMessageKey } from '../messages';
import { useStoreOrder } from '../use-order-cache';
import { SavedAddressPicker } from './saved-address-picker';

const MODES: { mode: HandoffMode; label: PlainMessageKey }[] = [
  { mode: 'pickup', label: 'handoffPickup' },
  { mode: 'curbside', label: 'handoffCurbside' },
  { mode: 'dispatch', label: 'handoffDelivery' },
];

interface HandoffSectionProps {
  order: Order;
  details: CheckoutDetails;
  errors: Partial<Record<DetailsField, string>>;
  onChange: (field: DetailsField, value: string) => void;
  /** A member's saved delivery addresses, offered above the delivery fields. */
  savedAddresses?: readonly MemberAddress[];
  /** Sets several fields at once (a saved address). */
  onFill: (values: Partial<CheckoutDetails>) => void;
}

/** Pickup, curbside (with the vehicle) or delivery (with the address), switched on the order at once. */
export function HandoffSection({
  order,
  details,
  errors,
  onChange,
  savedAddresses,
  onFill,
}: HandoffSectionProps) {
  const intl = useIntl();
  const storeOrder = useStoreOrder();
  const [failure, setFailure] = useState<ApiError>();
  const setHandoff = useSetOrderHandoff({
    mutation: {
      onSuccess: (updated) => {
        setFailure(undefined);
        storeOrder(updated);
      },
      onError: (error) => setFailure(ApiError.from(error)),
      // The order (or its refusal) now decides, unless another choice was made since.
      onSettled: (_order, _error, { mode }) =>
        setChosen((current) => (current === mode ? undefined : current)),
    },
  });
  // The choice shows in the same render as the click (a controlled radio would otherwise flick back
  // until the mutation reports pending); it falls back to the order's handoff if the server refuses it.
  const [chosen, setChosen] = useState<HandoffMode>();
  const shownMode = chosen ?? order.handoff;
  const field = (
    name: DetailsField,
    label: PlainMessageKey,
    extra: { mask?: 'zip'; required?: boolean; autoComplete?: string; announceError?: boolean } = {},
  ) => (
    <TextField
      id={checkoutFieldId(name)}
      label={intl.formatMessage(messages[label])}
      name={name}
      value={details[name]}
      onValueChange={(value) => onChange(name, value)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionHeading}>{intl.formatMessage(messages.handoffHeading)}</legend>
      {/* The header's location and the mobile bottom bar are hidden on checkout (SPEC §2). Changing
          the restaurant comes back here; a delivery order's restaurant follows its address. */}
      <OrderingFrom
        changeHref={paths.locations.href(shownMode === 'dispatch' ? 'delivery' : 'pickup', 'checkout')}
      />
      {MODES.map(({ mode, label }) => (
        <label key={mode} className={styles.radioRow}>
          <input
            type="radio"
            name="handoff"
            className={styles.radio}
            value={mode}
            checked={shownMode === mode}
            onChange={() => {
              setChosen(mode);
              setHandoff.mutate({ id: order.id, mode });
            }}
          />
          {intl.formatMessage(messages[label])}
        </label>
      ))}
      <ErrorMessage error={failure} />
      {shownMode === 'curbside' && (
        <div className={styles.fieldGrid}>
          {field('make', 'vehicleMake', { required: true })}
          {field('model', 'vehicleModel', { required: true })}
          {field('color', 'vehicleColor', { required: true })}
        </div>
      )}
      {shownMode === 'dispatch' && savedAddresses && savedAddresses.length > 0 && (
        <SavedAddressPicker addresses={savedAddresses} details={details} onFill={onFill} />
      )}
      {shownMode === 'dispatch' && (
        <div className={styles.fieldGrid}>
          {field('address', 'street', { required: true, autoComplete: 'address-line1' })}
          {field('building', 'building', { autoComplete: 'address-line2' })}
          {field('city', 'city', { required: true, autoComplete: 'address-level2' })}
          {field('zip', 'zip', { required: true, mask: 'zip', announceError: true })}
          {field('instructions', 'instructions')}
        </div>
      )}
    </fieldset>
  );
}
