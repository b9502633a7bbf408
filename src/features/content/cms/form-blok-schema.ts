import { z } from 'zod/mini';

const nonEmptyText = () => z.string().check(z.trim(), z.minLength(1));

/** One input of a managed form; its name is the key it is sent under (`FormSubmission.fields`). */
export const formFieldBlokSchema = z.object({
  _uid: z.optional(z.string()),
  component: z.literal('form_field'),
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
  label: nonEmptyText(),
  type: z.enum(['text', 'textarea', 'email', 'phone', 'zip', 'date', 'checkbox']),
  required: z._default(z.boolean(), false),
});

/**
 * A form editors place on a content page, sent to the website's form handler (SPEC §7 "Form
 * submission": form, fields, replyto, subject, includeDate). `reply_to_field` names the e-mail
 * field whose address answers reach.
 */
export const formBlokSchema = z.object({
  _uid: z.optional(z.string()),
  component: z.literal('form'),
  name: nonEmptyText(),
  heading: z.optional(z.string()),
  subject: z.optional(z.string()),
  include_date: z._default(z.boolean(), false),
  reply_to_field: z.optional(z.string()),
  submit_label: nonEmptyText(),
  fields: z.array(formFieldBlokSchema).check(z.minLength(1)),
});

export type FormBlok = z.infer<typeof formBlokSchema>;
export type FormFieldBlok = z.infer<typeof formFieldBlokSchema>;
