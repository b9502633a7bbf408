import type { IssuedPaymentToken } from '../domain/payments';
import type { BoundCard, CardVault } from './card-vault';

/**
 * The vault of a provider served by another process: in `npm run dev` the hosted form binds cards in
 * the dev server (Node), while the API runs in the browser worker, which asks the dev server for each
 * token (`POST /__mock/payments/issue`) and to charge it (`POST /__mock/payments/charges`).
 */
export function remoteCardVault(providerOrigin: string): CardVault {
  return {
    async issue(orderId, at) {
      const response = await fetch(`${providerOrigin}/__mock/payments/issue`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ order: orderId, at: at.toISOString() }),
      });
      if (!response.ok) throw new Error(`The payment provider issued no token (${response.status}).`);
      return (await response.json()) as IssuedPaymentToken;
    },
    bind: () => {
      throw new Error('Cards are bound by the hosted form, at the provider.');
    },
    async charge(token, at) {
      const response = await fetch(`${providerOrigin}/__mock/payments/charges`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, at: at.toISOString() }),
      });
      return response.ok ? (((await response.json()) as BoundCard | null) ?? undefined) : undefined;
    },
  };
}
