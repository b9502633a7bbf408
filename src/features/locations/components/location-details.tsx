import { useIntl } from 'react-intl';
import type { Location } from '../../../api/generated/model';
import { PhoneLink } from '../../../ui/phone-link/phone-link';
import { clockTime, hoursToday } from '../hours/hours-today';
import { messages } from '../messages';
import * as styles from './location-result.css';

const CLOCK = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const;

/** Address, phone, distance, today's hours, open or closed now, and the ways to get an order there. */
export function LocationDetails({ location }: { location: Location }) {
  const intl = useIntl();
  const today = hoursToday(location);
  const modes = location.handoff_modes ?? { pickup: true, curbside: false, dispatch: false };
  const offered = [
    modes.pickup && intl.formatMessage(messages.handoffPickup),
    modes.curbside && intl.formatMessage(messages.handoffCurbside),
    modes.dispatch && intl.formatMessage(messages.handoffDelivery),
  ].filter((mode): mode is string => Boolean(mode));

  return (
    <>
      <address className={styles.address}>
        {location.address}
        <br />
        {location.city}, {location.state} {location.zip}
        <PhoneLink phone={location.phone} />
      </address>
      <ul className={styles.facts}>
        {location.distance !== undefined && (
          <li>
            {intl.formatMessage(messages.distance, {
              distance: intl.formatNumber(location.distance, {
                style: 'unit',
                unit: 'mile',
                maximumFractionDigits: 1,
              }),
            })}
          </li>
        )}
        {today.kind === 'all-day' && <li>{intl.formatMessage(messages.openAllDay)}</li>}
        {today.kind === 'closed' && <li>{intl.formatMessage(messages.closedToday)}</li>}
        {today.kind === 'open' && (
          <li>
            {intl.formatMessage(messages.hoursToday, {
              open: intl.formatTime(clockTime(today.open), CLOCK),
              close: intl.formatTime(clockTime(today.close), CLOCK),
            })}
          </li>
        )}
        {location.is_open_now !== undefined && (
          <li className={location.is_open_now ? styles.open : styles.closed}>
            {intl.formatMessage(location.is_open_now ? messages.openNow : messages.closedNow)}
          </li>
        )}
        {offered.length > 0 && (
          <li>
            {intl.formatMessage(messages.handoffModes, {
              modes: intl.formatList(offered, { type: 'conjunction' }),
            })}
          </li>
        )}
      </ul>
    </>
  );
}
