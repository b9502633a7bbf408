import { useIntl } from 'react-intl';
import { BRAND } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { LinkButton } from '../../../ui/link-button/link-button';
import { messages } from '../messages';
import * as styles from './location-prompt.css';

/** The ordering menu needs a location: the find-a-location prompt (SPEC §2) leads to /locations. */
export function LocationPrompt() {
  const intl = useIntl();
  return (
    <div className={styles.root}>
      <p className={styles.text}>{intl.formatMessage(messages.chooseLocationToOrder)}</p>
      <LinkButton href={paths.locations.href()}>
        {intl.formatMessage(messages.findLocation, { brand: BRAND.name })}
      </LinkButton>
    </div>
  );
}
