import { useIntl } from 'react-intl';
import { TextField } from '../../../ui/text-field/text-field';
import * as styles from '../checkout.css';
import type { CheckoutDetails, DetailsField } from '../details/checkout-details';
import { checkoutFieldId } from '../details/checkout-fields';
import { messages, type PlainMessageKey } from '../messages';

interface ContactSectionProps {
  details: CheckoutDetails;
  errors: Partial<Record<DetailsField, string>>;
  onChange: (field: DetailsField, value: string) => void;
}

/** Name, e-mail and phone (phone mask ###-###-####, SPEC §5). */
export function ContactSection({ details, errors, onChange }: ContactSectionProps) {
  const intl = useIntl();
  const props = (name: DetailsField, label: PlainMessageKey) => ({
    id: checkoutFieldId(name),
    label: intl.formatMessage(messages[label]),
    name,
    value: details[name],
    onValueChange: (value: string) => onChange(name, value),
    error: errors[name],
    required: true,
  });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionHeading}>{intl.formatMessage(messages.contactHeading)}</legend>
      <div className={styles.fieldGrid}>
        <TextField {...props('first_name', 'firstName')} autoComplete="given-name" />
        <TextField {...props('last_name', 'lastName')} autoComplete="family-name" />
        <TextField {...props('email', 'email')} type="email" autoComplete="email" />
        <TextField {...props('phone', 'phone')} mask="phone" />
      </div>
    </fieldset>
  );
}
