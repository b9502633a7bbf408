/**
 * The bot-check provider (SPEC §5: sign-in, sign-up, forgot password, contact and form submit carry
 * its token). reCAPTCHA v3 today; the adapter in `src/lib/bot-check.ts` hides it from features, and
 * the security headers allow exactly these origins, only when a site key is configured.
 */
export const BOT_CHECK_PROVIDER = {
  /** Loaded with `?render={siteKey}`; it defines `window.grecaptcha`. */
  scriptUrl: 'https://www.google.com/recaptcha/api.js',
  /** Where the provider's script and its sub-scripts come from (CSP `script-src`). */
  scriptOrigins: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  /** The provider's invisible frame (CSP `frame-src`). */
  frameOrigins: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;
