/** The kinds of input a generic form offers (the CMS form blok's field types). */
export type GenericFieldType = 'text' | 'textarea' | 'email' | 'phone' | 'zip' | 'date' | 'checkbox';

/** One input of a `<GenericForm>`: sent under `name` in `FormSubmission.fields`. */
export interface GenericFormField {
  name: string;
  /** Already in the language shown. */
  label: string;
  type: GenericFieldType;
  required: boolean;
}

export type GenericFormValues = Record<string, string | boolean>;
