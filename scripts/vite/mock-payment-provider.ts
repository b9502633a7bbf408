import type { Connect, Plugin } from 'vite';
import { PAYMENT_PROVIDER_PREFIX, paymentProviderResponse } from '../../mocks/payments/payment-provider.ts';
import { sendFetchResponse, toFetchRequest } from '../../mocks/runtime/http-bridge.ts';
import { securityHeaders } from '../../src/config/security-headers.ts';

/** The stand-in provider's host: Chromium and most browsers resolve `*.localhost` to this machine. */
export const PAYMENT_PROVIDER_HOST = 'payments.localhost';

/**
 * The mock backend's stand-in payment provider in `npm run dev` (and the preview of a mock build):
 * requests to http://payments.localhost:<port>/__mock/payments/… get the hosted card form and its
 * endpoints from `mocks/payments/payment-provider.ts`, the module the mock server serves too. That
 * host is another origin than the site's 127.0.0.1, as a real provider's is. The site's own host
 * never serves them.
 */
export function mockPaymentProvider(): Plugin {
  const middleware: Connect.NextHandleFunction = (incoming, outgoing, next) => {
    const host = incoming.headers.host ?? '';
    if (host.split(':')[0] !== PAYMENT_PROVIDER_HOST || !incoming.url?.startsWith(PAYMENT_PROVIDER_PREFIX)) {
      next();
      return;
    }
    void toFetchRequest(incoming, `http://${host}`)
      .then((request) => paymentProviderResponse(request, { servesWorker: true }))
      .then((response) =>
        sendFetchResponse(response ?? new Response('Not found', { status: 404 }), outgoing, new Headers()),
      )
      .catch(next);
  };
  return {
    name: 'mock-payment-provider',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      if (process.env.VITE_MOCKS !== 'true') return;
      server.middlewares.use(middleware);
      // The site's headers of a mock build, sent here because only the running server knows its
      // port: its CSP frames the stand-in at payments.localhost on that port (staticHostHeaders()
      // sends the built `_headers` of every other build).
      const headers = securityHeaders(
        {
          ...server.config.env,
          VITE_PAYMENT_FORM_URL: `http://${PAYMENT_PROVIDER_HOST}:${server.config.preview.port}`,
        },
        { allowInlineStyles: true },
      );
      server.middlewares.use((_incoming, outgoing, next) => {
        for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
        next();
      });
    },
  };
}
