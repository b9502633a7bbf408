import { useIntl } from 'react-intl';
import type { OrderProductLine } from '../../../api/generated/model';
import { Button } from '../../../ui/button/button';
import { messages } from '../messages';
import * as styles from './quantity-counter.css';

interface QuantityCounterProps {
  line: Pick<OrderProductLine, 'name' | 'quantity'>;
  /** Another cart change is in flight: no second change until it is answered (focus stays put). */
  busy: boolean;
  onRemove: () => void;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** SPEC §2 "Cart item": trash at 1, minus above 1, plus; each button names the product. */
export function QuantityCounter({ line, busy, onRemove, onDecrease, onIncrease }: QuantityCounterProps) {
  const intl = useIntl();
  const name = line.name;
  return (
    <div
      className={styles.root}
      role="group"
      aria-label={intl.formatMessage(messages.quantity, { name, quantity: line.quantity })}
    >
      {line.quantity <= 1 ? (
        <Button
          variant="ghost"
          size="sm"
          busy={busy}
          aria-label={intl.formatMessage(messages.remove, { name })}
          onClick={onRemove}
        >
          <svg
            aria-hidden="true"
            focusable="false"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
          </svg>
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          busy={busy}
          aria-label={intl.formatMessage(messages.decrease, { name })}
          onClick={onDecrease}
        >
          <span aria-hidden="true">−</span>
        </Button>
      )}
      <span className={styles.value} aria-hidden="true">
        {line.quantity}
      </span>
      <Button
        variant="ghost"
        size="sm"
        busy={busy}
        aria-label={intl.formatMessage(messages.increase, { name })}
        onClick={onIncrease}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
