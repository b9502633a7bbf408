import { mockBackend, server } from '../../mocks/node';
import { SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { ApiError } from './api-error';
import { listLocations } from './generated/endpoints/locations/locations';
import { getMember } from './generated/endpoints/members/members';
import { getOrder } from './generated/endpoints/orders/orders';
import { configureHttpClient } from './http-client';

describe('httpClient', () => {
  it('resolves with the parsed body', async () => {
    const locations = await listLocations();
    expect(Array.isArray(locations)).toBe(true);
    expect(locations.length).toBeGreaterThan(0);
  });

  it("sends a call without waiting for the browser's cookie store", async () => {
    // A cookie store that never answers: the call must not be waiting on it.
    vi.stubGlobal('cookieStore', { get: () => new Promise<never>(() => undefined) });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const locations = await listLocations();
    expect(locations.length).toBeGreaterThan(0);
  });

  it('rejects a body that is not JSON as a connection issue, instead of handing the text to the page', async () => {
    mockBackend.useScenario('errors-malformed');
    const failure = await listLocations().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).clientFailure).toBe('connection-issue');
  });
});

describe('a refused token (401)', () => {
  let token: string | undefined;
  const refused: string[] = [];
  const authorizations: (string | null)[] = [];
  const recordAuthorization = ({ request }: { request: Request }) => {
    authorizations.push(request.headers.get('Authorization'));
  };

  beforeEach(async () => {
    await mockBackend.reset({ cart: 'full' });
    token = 'revoked-token';
    refused.length = 0;
    authorizations.length = 0;
    configureHttpClient({
      getAccessToken: () => token,
      getDeviceId: () => 'test-device',
      isCatering: () => false,
      onTokenRefused: (sent) => {
        refused.push(sent);
        token = undefined;
      },
    });
    server.events.on('request:start', recordAuthorization);
    mockBackend.useScenario('token-revoked');
  });
  afterEach(() => {
    server.events.removeListener('request:start', recordAuthorization);
    configureHttpClient({
      getAccessToken: () => undefined,
      getDeviceId: () => 'test-device',
      isCatering: () => false,
    });
  });
  afterAll(() => mockBackend.reset());

  it('ends the session once and sends a guest call again without the token', async () => {
    const order = await getOrder(SEEDED_CART_ORDER_ID);

    expect(order.id).toBe(SEEDED_CART_ORDER_ID);
    expect(refused).toEqual(['revoked-token']);
    expect(authorizations).toEqual(['Bearer revoked-token', null]);
  });

  it('fails a member-only call after one try without the token, with the 401 it got', async () => {
    const failure = await getMember().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(refused).toEqual(['revoked-token']);
    expect(authorizations).toHaveLength(2);
  });

  it('leaves a newer session alone: the token refused is not the one held now', async () => {
    configureHttpClient({
      getAccessToken: () => token,
      getDeviceId: () => 'test-device',
      isCatering: () => false,
      onTokenRefused: (sent) => refused.push(sent),
    });

    await getOrder(SEEDED_CART_ORDER_ID).catch(() => undefined);

    // The session still holds the refused token (nothing ended it): no second try with it.
    expect(refused).toEqual(['revoked-token']);
    expect(authorizations).toEqual(['Bearer revoked-token']);
  });
});

describe("a guest's order secret (X-Order-Secret)", () => {
  const sent: { url: string; secret: string | null }[] = [];
  const recordSecret = ({ request }: { request: Request }) => {
    sent.push({ url: new URL(request.url).pathname, secret: request.headers.get('X-Order-Secret') });
  };
  const OTHER_ORDER = '0b7e3c52-9d14-4f6a-8e21-5a9c7d3b1f60';

  beforeEach(() => {
    sent.length = 0;
    configureHttpClient({
      getAccessToken: () => undefined,
      getDeviceId: () => 'test-device',
      isCatering: () => false,
      getOrderSecret: (orderId) =>
        orderId === SEEDED_CART_ORDER_ID ? 'gs_secret-of-the-placed-order' : undefined,
    });
    server.events.on('request:start', recordSecret);
  });
  afterEach(() => {
    server.events.removeListener('request:start', recordSecret);
    configureHttpClient({
      getAccessToken: () => undefined,
      getDeviceId: () => 'test-device',
      isCatering: () => false,
    });
  });

  it('goes only with calls on the order it belongs to, never with other calls', async () => {
    await getOrder(SEEDED_CART_ORDER_ID).catch(() => undefined);
    await getOrder(OTHER_ORDER).catch(() => undefined);
    await listLocations();
    expect(sent).toEqual([
      { url: `/api/v1/orders/${SEEDED_CART_ORDER_ID}`, secret: 'gs_secret-of-the-placed-order' },
      { url: `/api/v1/orders/${OTHER_ORDER}`, secret: null },
      { url: '/api/v1/locations', secret: null },
    ]);
  });
});
