import { paymentFormOrigin } from './payment-form-origin';

/** The payment provider's hosted card form: its address, and the origin its messages must come from. */
export interface PaymentFormConfig {
  url: string;
  origin: string;
}

/** Where the mock backend's stand-in provider serves its form (mocks/payments/payment-provider.ts). */
const STAND_IN_FORM_PATH = '/__mock/payments/form';

/**
 * `VITE_PAYMENT_FORM_URL`, set per deployment. A mock build without it frames the stand-in provider
 * that the dev and preview servers serve at `payments.localhost` on the page's own port: another
 * origin, as a real provider's is. Without either, checkout offers no new card.
 */
export function paymentFormConfig(
  env: Partial<ImportMetaEnv> = import.meta.env,
  page: Pick<Location, 'protocol' | 'port'> | undefined = globalThis.location,
): PaymentFormConfig | undefined {
  const url =
    env.VITE_PAYMENT_FORM_URL?.trim() ||
    (env.VITE_MOCKS === 'true' && page
      ? `${page.protocol}//payments.localhost${page.port ? `:${page.port}` : ''}${STAND_IN_FORM_PATH}`
      : undefined);
  const origin = paymentFormOrigin(url);
  return url && origin ? { url, origin } : undefined;
}
