import type { CardField } from './test-cards';

/** The stand-in provider's own copy: its page offers English and Spanish, as providers' forms do. */
export interface HostedFormStrings {
  title: string;
  number: string;
  expiry: string;
  cvc: string;
  zip: string;
  errors: Record<CardField, string>;
  failed: string;
}

export const HOSTED_FORM_STRINGS: Readonly<Record<'en' | 'es', HostedFormStrings>> = {
  en: {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    zip: 'Billing ZIP code',
    errors: {
      number: 'Enter a valid card number.',
      expiry: 'Enter an expiry date in the future, as MM/YY.',
      cvc: 'Enter the 3 or 4 digit security code.',
      zip: 'Enter a 5-digit ZIP code.',
    },
    failed: 'Your card could not be checked. Please try again.',
  },
  es: {
    title: 'Datos de la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    cvc: 'Código de seguridad (CVC)',
    zip: 'Código postal de facturación',
    errors: {
      number: 'Escribe un número de tarjeta válido.',
      expiry: 'Escribe una fecha de vencimiento futura, como MM/AA.',
      cvc: 'Escribe el código de seguridad de 3 o 4 dígitos.',
      zip: 'Escribe un código postal de 5 dígitos.',
    },
    failed: 'No pudimos verificar tu tarjeta. Inténtalo de nuevo.',
  },
};

export const stringsFor = (lang: string | null): HostedFormStrings =>
  lang?.toLowerCase().startsWith('es') ? HOSTED_FORM_STRINGS.es : HOSTED_FORM_STRINGS.en;
