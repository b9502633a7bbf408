import * as z from 'zod/mini';
import { SubmitFormBody } from '../../api/generated/zod/forms/forms.zod';
import type { GenericFieldType, GenericFormField, GenericFormValues } from './generic-form-fields';
import { optionalPhone, optionalText, requiredText } from './form-value-schemas';

const PHONE_DIGITS = /^[0-9]{10}$/;
const ZIP = /^[0-9]{5}$/;

/** The rule each type's value follows once it is filled in. */
const filledRule = {
  text: z.string().check(z.minLength(1)),
  textarea: z.string().check(z.minLength(1)),
  email: z.email(),
  phone: z.string().check(z.regex(PHONE_DIGITS)),
  zip: z.string().check(z.regex(ZIP)),
  date: z.iso.date(),
} satisfies Record<Exclude<GenericFieldType, 'checkbox'>, z.ZodMiniType<string>>;

function fieldSchema({ type, required }: GenericFormField) {
  if (type === 'checkbox') return required ? z.literal(true) : z.boolean();
  if (type === 'phone') {
    return required
      ? z.pipe(
          z.pipe(
            z.string(),
            z.transform((value: string) => value.replace(/\D/g, '')),
          ),
          filledRule.phone,
        )
      : optionalPhone(z.optional(filledRule.phone));
  }
  return required ? requiredText(filledRule[type]) : optionalText(z.optional(filledRule[type]));
}

/** Blank optional fields are left out of the mail rather than sent empty. */
const withoutBlanks = (fields: Record<string, string | boolean | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as z.input<
    typeof SubmitFormBody.shape.fields
  >;

/**
 * The browser check of a form built from a field list: each field by its type, and the whole
 * against the contract's `FormSubmission.fields`.
 */
export function genericFormSchema(fields: readonly GenericFormField[]) {
  return z.pipe(
    z.pipe(
      z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]))),
      z.transform(withoutBlanks),
    ),
    SubmitFormBody.shape.fields,
  ) as unknown as z.ZodMiniType<z.output<typeof SubmitFormBody.shape.fields>, GenericFormValues>;
}

export const emptyGenericForm = (fields: readonly GenericFormField[]): GenericFormValues =>
  Object.fromEntries(fields.map(({ name, type }) => [name, type === 'checkbox' ? false : '']));

/** The server names a field `fields.<name>`. */
export const genericFieldOf =
  (fields: readonly GenericFormField[]) =>
  (serverField: string): string | undefined => {
    const name = serverField.replace(/^fields\./, '');
    return fields.some((field) => field.name === name) ? name : undefined;
  };
