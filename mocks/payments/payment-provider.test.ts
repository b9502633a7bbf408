// @vitest-environment node
import { pinClock } from '../clock';
import { issuePaymentToken } from '../domain/payments';
import { cardVault } from './card-vault';
import { paymentProviderResponse } from './payment-provider';

const PROVIDER = 'http://127.0.0.1:9090/__mock/payments';
const SITE = 'http://127.0.0.1:4173';

async function provider(request: Request): Promise<Response> {
  const response = await paymentProviderResponse(request);
  if (!response) throw new Error(`The provider does not answer ${request.url}`);
  return response;
}
const form = (query: string) => provider(new Request(`${PROVIDER}/form?${query}`));

describe('the stand-in payment provider', () => {
  beforeEach(() => pinClock('2026-02-16T17:00:00Z'));

  it('serves its card form only for a site origin, framed by that origin alone', async () => {
    expect((await form('parent=javascript:alert(1)')).status).toBe(400);
    expect((await form('')).status).toBe(400);
    const page = await form(`parent=${encodeURIComponent(`${SITE}/order/checkout`)}&lang=en`);
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${SITE}`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="number">Card number</label>');
    expect(html).toContain(`"parentOrigin":"${SITE}"`);
  });

  it('offers Spanish', async () => {
    const html = await (await form(`parent=${encodeURIComponent(SITE)}&lang=es`)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Número de tarjeta');
  });

  it('binds a typed card to a token and answers only what is not sensitive', async () => {
    const { token } = await cardVault().issue(
      'c186a39e-d479-4422-9c4a-d9b10f687c80',
      new Date('2026-02-16T17:00:00Z'),
    );
    const post = (body: object) =>
      provider(new Request(`${PROVIDER}/tokens`, { method: 'POST', body: JSON.stringify(body) })).then(
        (answer) => answer.json(),
      );
    const card = { token, number: '4000 0000 0000 9995', expiry: '12/30', cvc: '123', zip: '28202' };
    expect(await post({ ...card, number: '1234' })).toEqual({ status: 'invalid', fields: ['number'] });
    expect(await post(card)).toEqual({
      status: 'approved',
      card: { brand: 'Visa', last4: '9995', expMonth: 12, expYear: 2030 },
    });
  });

  it('binds nothing to a token it did not issue, however well shaped', async () => {
    const forged = issuePaymentToken(
      'c186a39e-d479-4422-9c4a-d9b10f687c80',
      new Date('2026-02-16T17:00:00Z'),
    );
    const answer = await provider(
      new Request(`${PROVIDER}/tokens`, {
        method: 'POST',
        body: JSON.stringify({
          token: forged.token,
          number: '4242 4242 4242 4242',
          expiry: '12/30',
          cvc: '123',
          zip: '28202',
        }),
      }),
    );
    expect(await answer.json()).toEqual({
      status: 'failed',
      message: 'This card form has expired. Please reload the page and enter your card again.',
    });
  });

  it('leaves issuing and charging to the dev server, and answers them only for the site on this machine', async () => {
    const charge = (origin: string) =>
      new Request(`${PROVIDER}/charges`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'pt_x' }),
      });
    // The mock server's API charges in-process: it has no such pages.
    expect(await paymentProviderResponse(charge(SITE))).toBeUndefined();
    const devServer = (request: Request) => paymentProviderResponse(request, { servesWorker: true });
    const foreign = await devServer(charge('https://attacker.example'));
    expect(foreign?.status).toBe(403);
    expect(foreign?.headers.get('access-control-allow-origin')).toBeNull();
    const own = await devServer(charge(SITE));
    expect(own?.status).toBe(200);
    expect(own?.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});
