import { now } from '../clock';
import { cardVault } from './card-vault';
import { HOSTED_FORM_SCRIPT } from './hosted-form-script';
import { stringsFor, type HostedFormStrings } from './hosted-form-strings';

/**
 * The stand-in payment provider, one module for both runtimes that serve it: the standalone mock
 * server (`mocks/server.ts`) and the dev server (`scripts/vite/mock-payment-provider.ts`, at
 * http://payments.localhost:5173). Its origin differs from the site's, as a real provider's does.
 *
 *   GET  /__mock/payments/form?parent=<site origin>&lang=en|es   the hosted card form (framed by the site)
 *   POST /__mock/payments/tokens    { token, number, expiry, cvc, zip } → binds the card to the token
 *   POST /__mock/payments/issue     { order, at } → a new token (the browser worker's API in dev)
 *   POST /__mock/payments/charges   { token, at } → the bound card, spent (the browser worker's API in dev)
 *
 * The last two serve only the dev server, for the site's own loopback origin: the mock server's
 * API reaches its vault in-process and does not answer them.
 */
export const PAYMENT_PROVIDER_PREFIX = '/__mock/payments/';
const FORM_PATH = `${PAYMENT_PROVIDER_PREFIX}form`;
const TOKENS_PATH = `${PAYMENT_PROVIDER_PREFIX}tokens`;
const CHARGES_PATH = `${PAYMENT_PROVIDER_PREFIX}charges`;
const ISSUE_PATH = `${PAYMENT_PROVIDER_PREFIX}issue`;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The embedding site's origin, from `?parent=`: only an http(s) origin, nothing more. */
export function parentOriginOf(url: URL): string | undefined {
  try {
    const parent = new URL(url.searchParams.get('parent') ?? '');
    const origin = parent.origin;
    return (parent.protocol === 'https:' || parent.protocol === 'http:') && parent.href.startsWith(origin)
      ? origin
      : undefined;
  } catch {
    return undefined;
  }
}

// Fields stay disabled until the site hands over a token: nothing typed before could be kept.
const field = (name: string, label: string, autocomplete: string, maxLength: number) => `
    <div class="field">
      <label for="${name}">${escapeHtml(label)}</label>
      <input id="${name}" name="${name}" inputmode="numeric" autocomplete="${autocomplete}"
        maxlength="${maxLength}" required disabled aria-describedby="${name}-error" aria-invalid="false">
      <p id="${name}-error" class="error" role="alert"></p>
    </div>`;

const STYLE = `
  html { font: 16px/1.4 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
  body { margin: 0; padding: 2px; }
  form { display: grid; gap: 8px 12px; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); }
  .field:first-child { grid-column: 1 / -1; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; font: inherit;
    border: 1px solid #6b6b6b; border-radius: 8px; }
  input:focus-visible { outline: 3px solid #1a56db; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: #b00020; }
  .error { margin: 4px 0 0; color: #b00020; font-size: 14px; }
  .error:empty, #form-error:empty { display: none; }
`;

export function hostedFormPage(
  strings: HostedFormStrings,
  lang: string,
  config: object,
  nonce: string,
): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(strings.title)}</title>
  <style nonce="${nonce}">${STYLE}</style>
</head>
<body>
  <main>
    <form id="card-form" novalidate aria-label="${escapeHtml(strings.title)}">
      ${field('number', strings.number, 'cc-number', 23)}
      ${field('expiry', strings.expiry, 'cc-exp', 5)}
      ${field('cvc', strings.cvc, 'cc-csc', 4)}
      ${field('zip', strings.zip, 'postal-code', 5)}
    </form>
    <p id="form-error" class="error" role="alert"></p>
  </main>
  <script type="application/json" id="form-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
  <script nonce="${nonce}">${HOSTED_FORM_SCRIPT}</script>
</body>
</html>`;
}

function formResponse(url: URL): Response {
  const parentOrigin = parentOriginOf(url);
  if (!parentOrigin)
    return Response.json([{ message: 'parent must be the embedding site’s origin.' }], { status: 400 });
  const lang = url.searchParams.get('lang')?.toLowerCase().startsWith('es') ? 'es' : 'en';
  const strings = stringsFor(lang);
  const nonce = crypto.randomUUID().replace(/-/g, '');
  const config = { parentOrigin, strings, tokensUrl: `${url.origin}${TOKENS_PATH}` };
  return new Response(hostedFormPage(strings, lang, config, nonce), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Framed only by the site it was opened for; its own script and style only.
      'content-security-policy': [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "connect-src 'self'",
        "form-action 'none'",
        "base-uri 'none'",
        `frame-ancestors ${parentOrigin}`,
      ].join('; '),
    },
  });
}

const text = (body: Record<string, unknown>, name: string): string =>
  typeof body[name] === 'string' ? body[name] : '';

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function tokensResponse(request: Request): Promise<Response> {
  const body = await readJson(request);
  const entry = {
    number: text(body, 'number'),
    expiry: text(body, 'expiry'),
    cvc: text(body, 'cvc'),
    zip: text(body, 'zip'),
  };
  return Response.json(cardVault().bind(text(body, 'token'), entry, now()), {
    headers: { 'cache-control': 'no-store' },
  });
}

/** The site's origin in `npm run dev`: an http origin on this machine, never the provider's own. */
function siteOriginOf(request: Request): string | undefined {
  try {
    const origin = new URL(request.headers.get('origin') ?? '');
    const own = new URL(request.url);
    return origin.protocol === 'http:' && LOOPBACK_HOSTS.has(origin.hostname) && origin.host !== own.host
      ? origin.origin
      : undefined;
  } catch {
    return undefined;
  }
}

/** The moment the browser worker's request names (its mock clock), else the provider's own. */
function momentOf(body: Record<string, unknown>): Date {
  const at = new Date(text(body, 'at'));
  return Number.isNaN(at.getTime()) ? now() : at;
}

/**
 * The dev server's vault, reached by the browser worker (the site's origin, another one): a token
 * for an order, or the card bound to a token, spent. No card number in either answer.
 */
async function workerResponse(request: Request, pathname: string): Promise<Response> {
  const siteOrigin = siteOriginOf(request);
  if (!siteOrigin) return Response.json([{ message: 'Only the site may call this.' }], { status: 403 });
  const cors = {
    'access-control-allow-origin': siteOrigin,
    'access-control-allow-headers': 'content-type',
    vary: 'Origin',
  };
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  const body = await readJson(request);
  if (pathname === ISSUE_PATH) {
    const order = text(body, 'order');
    if (!/^[0-9a-f-]{36}$/.test(order))
      return Response.json([{ message: 'order must be an order id.' }], { status: 400, headers: cors });
    return Response.json(await cardVault().issue(order, momentOf(body)), { headers: cors });
  }
  const card = await cardVault().charge(text(body, 'token'), momentOf(body));
  return Response.json(card ?? null, { headers: cors });
}

/**
 * The provider's answer to a request under `/__mock/payments/`, or undefined for any other path.
 * `servesWorker`: the dev server's, which also issues and charges tokens for the browser worker.
 */
export async function paymentProviderResponse(
  request: Request,
  { servesWorker = false }: { servesWorker?: boolean } = {},
): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (url.pathname === FORM_PATH && request.method === 'GET') return formResponse(url);
  if (url.pathname === TOKENS_PATH && request.method === 'POST') return tokensResponse(request);
  if (servesWorker && (url.pathname === CHARGES_PATH || url.pathname === ISSUE_PATH)) {
    return request.method === 'POST' || request.method === 'OPTIONS'
      ? workerResponse(request, url.pathname)
      : undefined;
  }
  return undefined;
}
