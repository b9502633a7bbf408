import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths, type HandoffMode } from '../../../config/paths';
import { useSwitchToPickup } from '../../../ordering/use-switch-to-pickup';
import { useLocationStore } from '../../../stores';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { messages } from '../messages';
import * as styles from './order-type-choice.css';

/**
 * `/order/type`: pickup or delivery, the choice that starts an order. It follows the handoff toggle
 * (SPEC §4): Pickup switches a delivery order to pickup in place; otherwise both open the location
 * finder in their mode. A location that already serves the chosen mode goes straight to its menu.
 */
export function OrderTypeChoice() {
  const intl = useIntl();
  const id = useId();
  const [, navigate] = useLocation();
  const hasLocation = useLocationStore((state) => state.location !== null);
  const { isDelivery, orderLoading, switchToPickup, switching, error } = useSwitchToPickup();

  const choose = (mode: HandoffMode) => {
    if (mode === 'pickup' && isDelivery) switchToPickup(() => navigate(paths.order.href()));
    else if (hasLocation && isDelivery === (mode === 'delivery')) navigate(paths.order.href());
    else navigate(paths.locations.href(mode));
  };

  const options = [
    { mode: 'pickup', name: messages.modePickup, text: messages.orderTypePickupText },
    { mode: 'delivery', name: messages.modeDelivery, text: messages.orderTypeDeliveryText },
  ] as const;

  return (
    <div className={styles.root}>
      <ul className={styles.options}>
        {options.map((option) => {
          const textId = `${id}-${option.mode}`;
          const busy = option.mode === 'pickup' && switching;
          return (
            <li key={option.mode} className={styles.option}>
              {/* The button's name is the mode alone (its visible label); the card around it is its target. */}
              <button
                type="button"
                className={styles.optionButton}
                aria-describedby={textId}
                aria-busy={busy || undefined}
                // Whether the order is a delivery decides where each choice goes: wait for it.
                disabled={orderLoading}
                onClick={() => {
                  if (!switching) choose(option.mode);
                }}
              >
                {intl.formatMessage(option.name)}
              </button>
              <p id={textId} className={styles.optionText}>
                {intl.formatMessage(busy ? messages.orderTypeSwitching : option.text)}
              </p>
            </li>
          );
        })}
      </ul>
      {error && <ErrorMessage error={error} />}
    </div>
  );
}
