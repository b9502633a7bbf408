import type { BoundCard, CardVault } from './card-vault';

/**
 * The vault of a provider served by another process: in `npm run dev` the hosted form binds cards in
 * the dev server (Node), while the API's submit runs in the browser worker, which asks the dev
 * server to charge the token (`POST /__mock/payments/charges`).
 */
export function remoteCardVault(providerOrigin: string): CardVault {
  return {
    bind: () => {
      throw new Error('Cards are bound by the hosted form, at the provider.');
    },
    async charge(token) {
      const response = await fetch(`${providerOrigin}/__mock/payments/charges`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      return response.ok ? (((await response.json()) as BoundCard | null) ?? undefined) : undefined;
    },
  };
}
