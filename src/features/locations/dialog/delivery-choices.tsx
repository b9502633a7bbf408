import { useIntl } from 'react-intl';
import type { MemberAddress } from '../../../api/generated/model';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { ChoiceOption } from './choice-option';
import { dialogMessages } from './messages';
import * as styles from './location-confirmation-dialog.css';

interface DeliveryChoicesProps {
  addresses: readonly MemberAddress[];
  chosenId: number | undefined;
  onChoose: (id: number) => void;
}

/** The member's saved delivery addresses, one to deliver to. */
export function DeliveryChoices({ addresses, chosenId, onChoose }: DeliveryChoicesProps) {
  const intl = useIntl();
  if (addresses.length === 0) {
    return <p className={styles.empty}>{intl.formatMessage(dialogMessages.noSavedAddresses)}</p>;
  }
  return (
    <fieldset className={styles.choices}>
      <legend>
        <VisuallyHidden>{intl.formatMessage(dialogMessages.deliveryChoices)}</VisuallyHidden>
      </legend>
      {addresses.map((address) => (
        <ChoiceOption
          key={address.id}
          name="delivery-address"
          value={String(address.id)}
          checked={address.id === chosenId}
          onChoose={() => onChoose(address.id)}
          label={[address.address, address.building].filter(Boolean).join(', ')}
          details={`${address.city}, ${address.state} ${address.zip}`}
        />
      ))}
    </fieldset>
  );
}
