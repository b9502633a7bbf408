import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { paths, type HandoffMode, type LocationsNext } from '../../../config/paths';
import { messages } from '../messages';
import * as styles from './handoff-mode-switch.css';

interface HandoffModeSwitchProps {
  mode: HandoffMode;
  /** Kept across the switch, so the 'order-again' path still ends at checkout. */
  then?: LocationsNext;
}

/** Pickup or delivery: two links to the finder in either mode, the current one marked. */
export function HandoffModeSwitch({ mode, then }: HandoffModeSwitchProps) {
  const intl = useIntl();
  const options = [
    { mode: 'pickup', label: messages.modePickup },
    { mode: 'delivery', label: messages.modeDelivery },
  ] as const;
  return (
    <nav aria-label={intl.formatMessage(messages.modeNav)}>
      <ul className={styles.group}>
        {options.map((option) => (
          <li key={option.mode}>
            {/* Not the ui Link: that marks the current page by path alone, and both modes share it. */}
            <Link
              href={paths.locations.href(option.mode, then)}
              aria-current={option.mode === mode ? 'page' : undefined}
              className={styles.option}
            >
              {intl.formatMessage(option.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
