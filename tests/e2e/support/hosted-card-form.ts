import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The payment provider's test cards (mocks/README.md). */
export const TEST_CARDS = {
  approves: '4242424242424242',
  insufficientFunds: '4000000000009995',
  incorrectCvc: '4000000000000127',
  expired: '4000000000000069',
} as const;

const LABELS = {
  en: {
    frame: 'Card details',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    zip: 'Billing ZIP code',
  },
  es: {
    frame: 'Datos de la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    cvc: 'Código de seguridad (CVC)',
    zip: 'Código postal de facturación',
  },
} as const;

type Language = keyof typeof LABELS;

/** The provider's hosted card form, framed by the page (another origin: the mock server). */
export const hostedCardForm = (page: Page, language: Language = 'en'): FrameLocator =>
  page.frameLocator(`iframe[title="${LABELS[language].frame}"]`);

/** Types a card into the hosted form as a person would, once the form has its token. */
export async function typeCard(
  page: Page,
  number: string,
  {
    language = 'en',
    expiry = '1230',
    cvc = '123',
    zip = '28202',
  }: { language?: Language; expiry?: string; cvc?: string; zip?: string } = {},
) {
  const form = hostedCardForm(page, language);
  const labels = LABELS[language];
  const numberField = form.getByLabel(labels.number);
  await expect(numberField).toBeEditable();
  await numberField.fill('');
  await numberField.pressSequentially(number);
  await form.getByLabel(labels.expiry).fill('');
  await form.getByLabel(labels.expiry).pressSequentially(expiry);
  await form.getByLabel(labels.cvc).fill(cvc);
  await form.getByLabel(labels.zip).fill(zip);
}
