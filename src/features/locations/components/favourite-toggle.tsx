import { useIntl } from 'react-intl';
import { messages } from '../messages';
import * as styles from './favourite-toggle.css';

interface FavouriteToggleProps {
  name: string;
  pressed: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** A heart that marks a location as one of the member's favourites (pressed when it is one). */
export function FavouriteToggle({ name, pressed, busy, onToggle }: FavouriteToggleProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.root}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={intl.formatMessage(messages.favourite, { name })}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.heart}>
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.1 1.8-1.9 3.3-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
