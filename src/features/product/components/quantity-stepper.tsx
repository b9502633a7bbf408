import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import { messages } from '../messages';
import * as styles from './quantity-stepper.css';

interface QuantityStepperProps {
  quantity: number;
  /** The line holds the most it may: plus stays focusable but is marked unavailable. */
  atMaximum?: boolean;
  onDecrease: () => void;
  /** The owner decides whether plus adds one or shows the free-item popup. */
  onIncrease: () => void;
}

/**
 * Minus, the quantity and plus. Minus stays focusable at 1 and plus at the maximum (marked
 * unavailable, doing nothing), so a keyboard user pressing either to its end keeps their place.
 */
export function QuantityStepper({
  quantity,
  atMaximum = false,
  onDecrease,
  onIncrease,
}: QuantityStepperProps) {
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
        aria-disabled={atMaximum}
        onClick={() => {
          if (!atMaximum) onIncrease();
        }}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
