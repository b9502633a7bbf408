import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { useSwitchToPickup } from '../../../ordering/use-switch-to-pickup';
import { messages } from '../messages';
import * as styles from './handoff-toggle.css';

/**
 * SPEC §4 "Handoff toggle": Pickup on a delivery order switches the order to pickup in place;
 * otherwise it opens the location finder for pickup. Delivery always opens the finder for a
 * delivery address. The pressed button shows the current order's mode (pickup without an order).
 */
export function HandoffToggle() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { isDelivery, switchToPickup, switching, error } = useSwitchToPickup();

  const choosePickup = () => {
    if (isDelivery) switchToPickup();
    else navigate(paths.locations.href('pickup'));
  };
  const chooseDelivery = () => navigate(paths.locations.href('delivery'));

  return (
    <div className={styles.root}>
      <div role="group" aria-label={intl.formatMessage(messages.handoffGroup)} className={styles.group}>
        <button
          type="button"
          aria-pressed={!isDelivery}
          aria-busy={switching || undefined}
          className={styles.option}
          onClick={choosePickup}
        >
          {intl.formatMessage(messages.pickup)}
        </button>
        <button type="button" aria-pressed={isDelivery} className={styles.option} onClick={chooseDelivery}>
          {intl.formatMessage(messages.delivery)}
        </button>
      </div>
      {error && <ErrorMessage error={error} />}
    </div>
  );
}
