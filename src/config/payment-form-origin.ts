/** Hosts that are this machine: a stand-in provider on one of them may be plain http. */
const LOOPBACK_HOST = /^(?:127\.0\.0\.1|\[::1\]|localhost|[a-z0-9-]+\.localhost)$/i;

/**
 * The origin of the payment provider's hosted card form (`VITE_PAYMENT_FORM_URL`): an https
 * address, or http on a loopback host (the offline stand-in). Anything else is no form at all, so
 * the CSP never admits a stray origin and checkout never frames one.
 */
export function paymentFormOrigin(url: string | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  try {
    const parsed = new URL(value);
    const secure = parsed.protocol === 'https:';
    const loopback = parsed.protocol === 'http:' && LOOPBACK_HOST.test(parsed.hostname);
    return secure || loopback ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
