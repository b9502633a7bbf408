import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { DeliveryAddress } from '../../../api/generated/model';
import { isCompleteZip } from '../../../lib/masks';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import { messages } from '../messages';
import * as styles from './delivery-address-form.css';
import { FormUntilHydrated } from '../../../ui/form/form-until-hydrated';

type Field = 'address' | 'building' | 'city' | 'state' | 'zip';
type Values = Record<Field, string>;

const EMPTY: Values = { address: '', building: '', city: '', state: '', zip: '' };

/** What is wrong with each field, if anything; an empty result means the address can be sent. */
function deliveryAddressProblems(values: Values) {
  return {
    address: values.address.trim() ? undefined : messages.deliveryStreetMissing,
    city: values.city.trim() ? undefined : messages.deliveryCityMissing,
    state: /^[A-Za-z]{2}$/.test(values.state.trim()) ? undefined : messages.deliveryStateInvalid,
    zip: isCompleteZip(values.zip) ? undefined : messages.deliveryZipInvalid,
  };
}

interface DeliveryAddressFormProps {
  onSubmit: (address: DeliveryAddress) => void;
  busy: boolean;
}

/** The delivery address: street, apartment, city, state and a 5-digit zip (SPEC §5 zip mask). */
export function DeliveryAddressForm({ onSubmit, busy }: DeliveryAddressFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState<Values>(EMPTY);
  const [checked, setChecked] = useState(false);
  const problems = deliveryAddressProblems(values);
  const errorFor = (field: keyof typeof problems) => {
    const problem = checked ? problems[field] : undefined;
    return problem && intl.formatMessage(problem);
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const firstProblem = (Object.keys(problems) as (keyof typeof problems)[]).find((name) => problems[name]);
    if (firstProblem) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstProblem}"]`)?.focus();
      return;
    }
    onSubmit({
      address: values.address.trim(),
      building: values.building.trim() || null,
      city: values.city.trim(),
      state: values.state.trim().toUpperCase(),
      zip: values.zip,
    });
  };

  return (
    <FormUntilHydrated
      noValidate
      onSubmit={submit}
      className={styles.form}
      aria-label={intl.formatMessage(messages.deliveryHeading)}
    >
      <div className={styles.wide}>
        <TextField
          label={intl.formatMessage(messages.deliveryStreet)}
          autoComplete="address-line1"
          required
          error={errorFor('address')}
          {...field('address')}
        />
      </div>
      <div className={styles.wide}>
        <TextField
          label={intl.formatMessage(messages.deliveryBuilding)}
          autoComplete="address-line2"
          {...field('building')}
        />
      </div>
      <TextField
        label={intl.formatMessage(messages.deliveryCity)}
        autoComplete="address-level2"
        required
        error={errorFor('city')}
        {...field('city')}
      />
      <TextField
        label={intl.formatMessage(messages.deliveryState)}
        hint={intl.formatMessage(messages.deliveryStateHint)}
        autoComplete="address-level1"
        maxLength={2}
        required
        error={errorFor('state')}
        {...field('state')}
      />
      <TextField
        label={intl.formatMessage(messages.deliveryZip)}
        mask="zip"
        required
        error={errorFor('zip')}
        {...field('zip')}
      />
      <div className={styles.wide}>
        <Button type="submit" loading={busy}>
          {intl.formatMessage(messages.deliverySubmit)}
        </Button>
      </div>
    </FormUntilHydrated>
  );
}
