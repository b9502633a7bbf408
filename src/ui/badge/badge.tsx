import { useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './badge.css';

const messages = {
  overflow: defineMessage<{ max: string }>({
    id: 'ui.badge.overflow',
    defaultMessage: '{max}+',
    description: 'A count badge showing more than it has room for, e.g. "99+".',
  }),
};

interface BadgeProps {
  count: number;
  /**
   * Translated words read instead of the bare number, e.g. "3 items in your cart". Leave it out
   * when the surrounding control already says what the number counts.
   */
  label?: string;
  /** Counts above this show as "99+". */
  max?: number;
}

/**
 * A small count, such as the cart's item count. It swells briefly whenever the count rises, and is
 * hidden at zero (while still noticing the rise from zero to one).
 */
export function Badge({ count, label, max = 99 }: BadgeProps) {
  const intl = useIntl();
  const [previousCount, setPreviousCount] = useState(count);
  const [rises, setRises] = useState(0);
  if (count !== previousCount) {
    setPreviousCount(count);
    if (count > previousCount) setRises((total) => total + 1);
  }

  if (count <= 0) return null;
  const shown =
    count > max
      ? intl.formatMessage(messages.overflow, { max: intl.formatNumber(max) })
      : intl.formatNumber(count);
  return (
    <span className={styles.root}>
      {/* A new key per rise remounts the number, which replays its animation. */}
      <span
        key={rises}
        className={rises > 0 ? styles.rising : undefined}
        aria-hidden={label ? true : undefined}
      >
        {shown}
      </span>
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
