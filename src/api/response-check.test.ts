import { http, HttpResponse } from 'msw';
import { mockBackend, server } from '../../mocks/node';
import { SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { ApiError } from './api-error';
import { getOrder, listRecentOrders } from './generated/endpoints/orders/orders';
import { InvalidResponseError } from './invalid-response-error';
import { operationOfRequest } from './response-check';

describe('every answer is checked against its operation’s schema', () => {
  beforeEach(() => mockBackend.reset({ cart: 'full' }));
  afterAll(() => mockBackend.reset());

  it('passes an answer that matches the contract, unchanged', async () => {
    const order = await getOrder(SEEDED_CART_ORDER_ID);

    expect(order.id).toBe(SEEDED_CART_ORDER_ID);
    expect(order.products.length).toBeGreaterThan(0);
  });

  it('turns an answer of the wrong shape into an ApiError that says so (worded as the generic message), and logs the operation and path', async () => {
    const order = await getOrder(SEEDED_CART_ORDER_ID);
    const broken = { ...order, products: [{ ...order.products[0], quantity: 'two' }] };
    server.use(http.get('*/api/v1/orders/:id', () => HttpResponse.json(broken)));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const failure = await getOrder(SEEDED_CART_ORDER_ID).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).clientFailure).toBe('invalid-response');
    expect((failure as InvalidResponseError).failingPath).toBe('products.0.quantity');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/getOrder.*products\.0\.quantity/));
  });

  it('refuses an empty object where an order is promised', async () => {
    server.use(http.get('*/api/v1/orders/:id', () => HttpResponse.json({})));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const failure = await getOrder(SEEDED_CART_ORDER_ID).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(InvalidResponseError);
    expect((failure as InvalidResponseError).operationId).toBe('getOrder');
  });

  it('refuses an object where a list is promised, naming the root of the body', async () => {
    server.use(http.get('*/api/v1/orders/recent', () => HttpResponse.json({ orders: [] })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const failure = await listRecentOrders().catch((error: unknown) => error);

    expect((failure as InvalidResponseError).failingPath).toBe('(root)');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('listRecentOrders'));
  });
});

describe('operationOfRequest', () => {
  it('tells a literal path from a parameterised one', () => {
    expect(operationOfRequest('GET', '/api/v1/orders/recent')?.operationId).toBe('listRecentOrders');
    expect(
      operationOfRequest('get', '/api/v1/orders/c186a39e-d479-4422-9c4a-d9b10f687c80')?.operationId,
    ).toBe('getOrder');
    expect(
      operationOfRequest('delete', '/api/v1/orders/c186a39e-d479-4422-9c4a-d9b10f687c80?reason=x')
        ?.operationId,
    ).toBe('cancelOrder');
  });

  it('knows no operation for a path outside the contract', () => {
    expect(operationOfRequest('get', '/cms/v2/stories/home')).toBeUndefined();
  });
});
