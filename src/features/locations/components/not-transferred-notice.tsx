import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import type { LeftBehind } from '../hooks/use-order-from-location';
import { messages } from '../messages';
import * as styles from './not-transferred-notice.css';

interface NotTransferredNoticeProps {
  leftBehind: LeftBehind;
  /** Where "continue" leads: the menu, or checkout on the 'order-again' path. */
  continueTo: 'menu' | 'checkout';
  onContinue: () => void;
}

/**
 * Tells the visitor which lines of their order the newly chosen location does not sell (they were
 * dropped when the order moved), and waits for them to go on: the message is announced as a
 * status, and focus moves to the button that continues, which the message describes.
 */
export function NotTransferredNotice({ leftBehind, continueTo, onContinue }: NotTransferredNoticeProps) {
  const intl = useIntl();
  const messageId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  useEffect(() => continueRef.current?.focus(), []);
  const items = intl.formatList(
    leftBehind.lines.map((line) => line.name),
    { type: 'conjunction' },
  );
  return (
    <div className={styles.root}>
      <p id={messageId} role="status" className={styles.message}>
        {intl.formatMessage(messages.notTransferred, {
          count: leftBehind.lines.length,
          name: leftBehind.location.name,
          items,
        })}
      </p>
      {/* Described by the message, so it is read again when focus arrives on the button. */}
      <Button ref={continueRef} aria-describedby={messageId} onClick={onContinue}>
        {intl.formatMessage(
          continueTo === 'checkout' ? messages.continueToCheckout : messages.continueToMenu,
        )}
      </Button>
    </div>
  );
}
