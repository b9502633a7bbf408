/**
 * The forms editors placed on content pages (the `form` blok of a page story), in English and
 * Spanish. The franchising page asks would-be partners to get in touch through the website's form
 * handler (`POST /api/submit`, form `franchising`).
 */

interface FormFieldSeed {
  component: 'form_field';
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'email' | 'phone' | 'zip' | 'date' | 'checkbox';
  required: boolean;
}

export interface FormSeed {
  component: 'form';
  name: string;
  heading: string;
  subject: string;
  include_date: boolean;
  reply_to_field: string;
  submit_label: string;
  fields: FormFieldSeed[];
}

const field = (
  name: string,
  type: FormFieldSeed['type'],
  required: boolean,
  label: string,
): FormFieldSeed => ({ component: 'form_field', name, type, required, label });

const franchisingForm = (copy: {
  heading: string;
  subject: string;
  submit: string;
  labels: [string, string, string, string, string, string];
}): FormSeed => {
  const [name, email, phone, market, message, agree] = copy.labels;
  return {
    component: 'form',
    name: 'franchising',
    heading: copy.heading,
    subject: copy.subject,
    include_date: true,
    reply_to_field: 'email',
    submit_label: copy.submit,
    fields: [
      field('full_name', 'text', true, name),
      field('email', 'email', true, email),
      field('phone', 'phone', false, phone),
      field('market', 'text', true, market),
      field('message', 'textarea', false, message),
      field('agree_to_contact', 'checkbox', true, agree),
    ],
  };
};

/** Forms by the full slug of the page that shows them. */
export const PAGE_FORMS: Readonly<Record<string, { en: FormSeed; es: FormSeed }>> = {
  franchising: {
    en: franchisingForm({
      heading: 'Tell us about yourself',
      subject: 'Franchise inquiry',
      submit: 'Send Inquiry',
      labels: [
        'Full name',
        'Email',
        'Phone',
        'Market you are interested in',
        'Anything else we should know',
        'I agree to be contacted about owning a Henhouse',
      ],
    }),
    es: franchisingForm({
      heading: 'Cuéntanos sobre ti',
      subject: 'Franchise inquiry',
      submit: 'Enviar solicitud',
      labels: [
        'Nombre completo',
        'Correo electrónico',
        'Teléfono',
        'Mercado que te interesa',
        'Algo más que debamos saber',
        'Acepto que me contacten sobre tener un Henhouse',
      ],
    }),
  },
};
