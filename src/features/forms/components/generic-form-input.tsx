import type { UseFormRegister } from 'react-hook-form';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import type { FieldKind } from '../../../ui/form/use-field-errors';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import type { GenericFieldType, GenericFormField, GenericFormValues } from '../generic-form-fields';

/** How each field type reads its errors. */
export const FIELD_KINDS: Record<GenericFieldType, FieldKind> = {
  text: 'text',
  textarea: 'text',
  email: 'email',
  phone: 'phone',
  zip: 'zip',
  date: 'date',
  checkbox: 'checkbox',
};

interface GenericFormInputProps {
  field: GenericFormField;
  register: UseFormRegister<GenericFormValues>;
  error: string | undefined;
}

/** The control for one field of a `<GenericForm>`, by its type. */
export function GenericFormInput({ field, register, error }: GenericFormInputProps) {
  const { name, label, type, required } = field;
  const registered = register(name);
  switch (type) {
    case 'checkbox':
      return <Checkbox label={label} required={required} {...registered} error={error} />;
    case 'textarea':
      return <TextArea label={label} required={required} {...registered} error={error} />;
    case 'email':
      return (
        <TextField
          label={label}
          required={required}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...registered}
          error={error}
        />
      );
    case 'phone':
      return <TextField label={label} required={required} mask="phone" {...registered} error={error} />;
    case 'zip':
      return <TextField label={label} required={required} mask="zip" {...registered} error={error} />;
    case 'date':
      return <TextField label={label} required={required} type="date" {...registered} error={error} />;
    case 'text':
      return <TextField label={label} required={required} {...registered} error={error} />;
  }
}
