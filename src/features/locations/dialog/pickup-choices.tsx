import { useIntl } from 'react-intl';
import type { Location } from '../../../api/generated/model';
import { textOf } from '../../../ui/error-message/shown-message';
import { wordedFailure } from '../../../ui/error-message/worded-failure';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { geolocationFailureMessages } from '../messages';
import { ChoiceOption } from './choice-option';
import { dialogMessages } from './messages';
import type { NearestState } from './use-nearest-location';
import type { GeolocationFailure } from '../../../lib/geolocation';
import * as styles from './location-confirmation-dialog.css';

export type PickupChoice = 'recent' | 'nearest';

interface PickupChoicesProps {
  recent: Location | null;
  nearest: NearestState;
  geolocationFailure: GeolocationFailure | null;
  choice: PickupChoice;
  onChoose: (choice: PickupChoice) => void;
}

const describe = (location: Location) =>
  `${location.name}, ${location.address}, ${location.city}, ${location.state}`;

/** RECENT (the location chosen last) and NEAREST (found when picked, with the browser's location). */
export function PickupChoices({ recent, nearest, geolocationFailure, choice, onChoose }: PickupChoicesProps) {
  const intl = useIntl();
  const nearestDetails = (): string => {
    switch (nearest.status) {
      case 'idle':
        return intl.formatMessage(dialogMessages.nearestHint);
      case 'finding':
        return intl.formatMessage(dialogMessages.findingNearest);
      case 'found':
        return describe(nearest.location);
      case 'none':
        return intl.formatMessage(dialogMessages.nearestNone);
      case 'failed':
        return wordedFailure(nearest.error, intl).map(textOf).join(' ');
      case 'no-position':
        return intl.formatMessage(geolocationFailureMessages[geolocationFailure ?? 'unavailable']);
    }
  };
  return (
    <fieldset className={styles.choices}>
      <legend>
        <VisuallyHidden>{intl.formatMessage(dialogMessages.pickupChoices)}</VisuallyHidden>
      </legend>
      <ChoiceOption
        name="pickup-location"
        value="recent"
        checked={choice === 'recent'}
        onChoose={() => onChoose('recent')}
        label={intl.formatMessage(dialogMessages.recent)}
        details={recent ? describe(recent) : intl.formatMessage(dialogMessages.noRecent)}
      />
      <ChoiceOption
        name="pickup-location"
        value="nearest"
        checked={choice === 'nearest'}
        onChoose={() => onChoose('nearest')}
        label={intl.formatMessage(dialogMessages.nearest)}
        details={nearestDetails()}
        // The NEAREST search settles after the choice: its outcome is announced where it shows.
        announceDetails
      />
    </fieldset>
  );
}
