import * as z from 'zod/mini';
import { SubscribeEclubBody } from '../../api/generated/zod/forms/forms.zod';
import { optionalText, requiredText } from './form-value-schemas';

const subscription = SubscribeEclubBody.shape;

/** The footer's e-mail club sign-up, checked with the contract's rules for `EclubSubscription`. */
export const eclubFormSchema = z.object({
  email: requiredText(subscription.email),
  zip: optionalText(subscription.zip),
});

export type EclubFormValues = z.input<typeof eclubFormSchema>;
export type EclubFields = z.output<typeof eclubFormSchema>;

export const emptyEclubForm: EclubFormValues = { email: '', zip: '' };

export const eclubFieldOf = (serverField: string): keyof EclubFormValues | undefined =>
  serverField === 'email' || serverField === 'zip' ? serverField : undefined;
