import * as z from 'zod/mini';
import { SubmitContactBody } from '../../api/generated/zod/forms/forms.zod';
import { nullableId, nullableText, optionalPhone, optionalText, requiredText } from './form-value-schemas';

const request = SubmitContactBody.shape.request.shape;

/** The contact form's inputs, checked with the contract's rules for `ContactRequest.request`. */
export const contactFormSchema = z.object({
  first_name: optionalText(request.first_name),
  last_name: optionalText(request.last_name),
  email: requiredText(request.email),
  phone: optionalPhone(request.phone),
  location_id: nullableId(request.location_id),
  visit_date: nullableText(request.visit_date),
  topic: optionalText(request.topic),
  message: requiredText(request.message),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactRequestFields = z.output<typeof contactFormSchema>;

export const CONTACT_FORM_FIELDS = Object.keys(contactFormSchema.shape) as (keyof ContactFormValues)[];

export const emptyContactForm: ContactFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  location_id: '',
  visit_date: '',
  topic: '',
  message: '',
};

/** The contact form's name at the server (ContactRequest.form). */
export const CONTACT_FORM_NAME = 'contact';

/** The server names request fields `request.<name>`. */
export const contactFieldOf = (serverField: string): keyof ContactFormValues | undefined => {
  const name = serverField.replace(/^request\./, '');
  return CONTACT_FORM_FIELDS.find((field) => field === name);
};
