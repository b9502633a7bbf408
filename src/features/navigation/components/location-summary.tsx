import { useIntl } from 'react-intl';
import { BRAND } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { truncate } from '../../../lib/truncate';
import { useLocationStore } from '../../../stores';
import { Link } from '../../../ui/link/link';
import { messages } from '../messages';
import { NavIcon } from './nav-icon';
import * as styles from './location-summary.css';

interface LocationSummaryProps {
  /** SPEC §9: 20 in the header and menu, 15 in the mobile bottom bar. */
  maxLength: number;
}

/**
 * The chosen location's address, cut to `maxLength` characters plus an ellipsis, or the
 * find-a-location prompt; either leads to the location finder. The link's name starts with exactly
 * the text shown (so voice control users can say what they see); a cut address is whole in its
 * title, which assistive technology reads as the link's description.
 */
export function LocationSummary({ maxLength }: LocationSummaryProps) {
  const intl = useIntl();
  const location = useLocationStore((state) => state.location);
  if (!location) {
    return (
      <span className={styles.root}>
        <NavIcon name="pin" />
        <Link href={paths.locations.href()} tone="inherit">
          {intl.formatMessage(messages.findLocation, { brand: BRAND.name })}
        </Link>
      </span>
    );
  }
  const shownAddress = truncate(location.address, maxLength);
  return (
    <span className={styles.root}>
      <NavIcon name="pin" />
      <Link
        href={paths.locations.href()}
        tone="inherit"
        aria-label={intl.formatMessage(messages.chosenLocation, { address: shownAddress })}
        title={shownAddress === location.address ? undefined : location.address}
      >
        {shownAddress}
      </Link>
    </span>
  );
}
