import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import { messages } from '../messages';
import * as styles from './quantity-stepper.css';

interface QuantityStepperProps {
  quantity: number;
  onDecrease: () => void;
  /** The owner decides whether plus adds one or shows the free-item popup. */
  onIncrease: () => void;
}

/**
 * Minus, the quantity and plus. Minus stays focusable at 1 (marked unavailable, does nothing), so a
 * keyboard user pressing it down to 1 keeps their place.
 */
export function QuantityStepper({ quantity, onDecrease, onIncrease }: QuantityStepperProps) {
  const intl = useIntl();
  const labelId = useId();
  const atMinimum = quantity <= 1;
  return (
    <div role="group" aria-labelledby={labelId} className={styles.root}>
      <span id={labelId} className={styles.label}>
        {intl.formatMessage(messages.quantity)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={intl.formatMessage(messages.decrease)}
        aria-disabled={atMinimum}
        onClick={() => {
          if (!atMinimum) onDecrease();
        }}
      >
        <span aria-hidden="true">−</span>
      </Button>
      <output aria-live="polite" className={styles.value}>
        {intl.formatNumber(quantity)}
      </output>
      <Button
        variant="secondary"
        size="sm"
        aria-label={intl.formatMessage(messages.increase)}
        onClick={onIncrease}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
