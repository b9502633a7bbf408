import type { FlowRequest, FlowStep } from 'autocannon';
import { LOCATION_IDS, MENU_IDS } from '../seed/constants';

/** What one pass of the flow carries from step to step (autocannon starts it afresh each pass). */
export interface FlowContext {
  session?: string;
  orderId?: string | number;
  total?: number;
  cardToken?: string;
}

/** What the run counts besides autocannon's own figures. */
export interface FlowTally {
  /** Answers with an unexpected status or shape. */
  flowErrors: number;
  /** Answers carrying another session's marker or products: must stay 0. */
  crossSessionReads: number;
  ordersPlaced: number;
  sessions: Set<string>;
  /** The first few problems, to print. */
  problems: string[];
}

interface MenuProduct {
  id: number;
  availability?: { now?: boolean };
  limit_quantity?: number | null;
  optiongroups?: { mandatory?: boolean }[];
}

/** Two products of the regular menu that take no mandatory choice, as a guest's quick order. */
export async function pickPlainProducts(baseUrl: string): Promise<[number, number]> {
  const answer = await fetch(`${baseUrl}/api/v1/menus/${MENU_IDS.regular}`, {
    headers: { 'X-Mock-Session': 'load-menu-probe' },
  });
  const menu = (await answer.json()) as { categories: { products: MenuProduct[] }[] };
  const plain = menu.categories
    .flatMap((category) => category.products)
    .filter(
      (product) =>
        product.availability?.now !== false &&
        !product.limit_quantity &&
        !(product.optiongroups ?? []).some((group) => group.mandatory),
    )
    .map((product) => product.id);
  const [first, second] = plain;
  if (first === undefined || second === undefined) throw new Error('The menu has no two plain products.');
  return [first, second];
}

const json = (body: unknown) => JSON.stringify(body);
const jsonHeaders = { 'Content-Type': 'application/json' };
const markerEmail = (session: string) => `${session}@load.example.com`;

interface OrderAnswer {
  id: string | number;
  handoff_details?: { email?: string | null } | null;
  products?: { product_id?: number; id?: number }[];
  totals?: { total?: number };
}

/**
 * A guest's order as the site places it: find a location, create an order, add two products,
 * give contact details (the session's marker), read the totals, get a card token, bind a test
 * card at the payment provider, and submit. Each connection takes a session from a pool and gives
 * it back at the end, so `connections` sessions run in parallel and each places order after order.
 * Every answer naming an order is checked to carry this session's marker and products only.
 */
export function guestOrderFlow(products: [number, number], tally: FlowTally): FlowStep<FlowContext>[] {
  const idle: string[] = [];
  let made = 0;
  const note = (problem: string) => {
    if (tally.problems.length < 10) tally.problems.push(problem);
  };
  const expectStatus = (step: string, status: number, body: string, wanted = 200) => {
    if (status === wanted) return true;
    tally.flowErrors += 1;
    note(`${step}: ${status} ${body.slice(0, 200)}`);
    return false;
  };
  const checkOwnOrder = (step: string, order: OrderAnswer, context: FlowContext) => {
    const email = order.handoff_details?.email;
    const foreignLine = (order.products ?? []).some(
      (line) => !products.includes(line.product_id ?? line.id ?? products[0]),
    );
    if (
      (email && email !== markerEmail(context.session ?? '')) ||
      foreignLine ||
      order.id !== context.orderId
    ) {
      tally.crossSessionReads += 1;
      note(`${step}: session ${context.session} read ${JSON.stringify(order).slice(0, 200)}`);
    }
  };
  // Fresh headers every time: autocannon writes Content-Length into the headers object it is given,
  // so headers carried over from another step would send a GET with a body length.
  const withSession = (request: FlowRequest, context: FlowContext, extra: Record<string, string> = {}) => ({
    ...request,
    headers: { ...jsonHeaders, ...extra, 'X-Mock-Session': context.session ?? '' },
  });
  const orderPath = (context: FlowContext, rest = '') => `/api/v1/orders/${context.orderId}${rest}`;

  return [
    {
      method: 'GET',
      setupRequest: (request, context) => {
        context.session = idle.pop() ?? `load-${process.pid}-${(made += 1)}`;
        tally.sessions.add(context.session);
        return withSession({ ...request, path: '/api/v1/locations/search?q=28202&limit=5' }, context);
      },
      onResponse: (status, body) => {
        if (
          expectStatus('searchLocations', status, body) &&
          !body.includes(`"id":${LOCATION_IDS.charlotteUptown}`)
        ) {
          expectStatus('searchLocations (Charlotte – Uptown missing)', 0, body);
        }
      },
    },
    {
      method: 'POST',
      path: '/api/v1/orders/create',
      body: json({ menu_id: MENU_IDS.regular }),
      setupRequest: (request, context) => withSession(request, context),
      onResponse: (status, body, context) => {
        if (expectStatus('createOrder', status, body)) context.orderId = (JSON.parse(body) as OrderAnswer).id;
      },
    },
    {
      method: 'POST',
      body: json({ products: products.map((id, line) => ({ id, quantity: line + 1, choices: [] })) }),
      setupRequest: (request, context) =>
        withSession({ ...request, path: orderPath(context, '/products') }, context),
      onResponse: (status, body, context) => {
        if (expectStatus('addOrderProducts', status, body))
          checkOwnOrder('addOrderProducts', JSON.parse(body), context);
      },
    },
    {
      method: 'PUT',
      setupRequest: (request, context) =>
        withSession(
          {
            ...request,
            path: orderPath(context, '/custom'),
            body: json({
              fields: {
                first_name: 'Load',
                last_name: 'Test',
                email: markerEmail(context.session ?? ''),
                phone: '7045550199',
              },
            }),
          },
          context,
        ),
      onResponse: (status, body, context) => {
        if (expectStatus('setOrderCustomFields', status, body))
          checkOwnOrder('setOrderCustomFields', JSON.parse(body), context);
      },
    },
    {
      method: 'GET',
      setupRequest: (request, context) => withSession({ ...request, path: orderPath(context) }, context),
      onResponse: (status, body, context) => {
        if (!expectStatus('getOrder', status, body)) return;
        const order = JSON.parse(body) as OrderAnswer;
        checkOwnOrder('getOrder', order, context);
        context.total = order.totals?.total;
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context) =>
        withSession({ ...request, path: orderPath(context, '/token') }, context),
      onResponse: (status, body, context) => {
        if (expectStatus('createOrderPaymentToken', status, body))
          context.cardToken = (JSON.parse(body) as { token: string }).token;
      },
    },
    {
      method: 'POST',
      path: '/__mock/payments/tokens',
      setupRequest: (request, context) => ({
        ...request,
        headers: { ...jsonHeaders },
        body: json({
          token: context.cardToken,
          number: '4242 4242 4242 4242',
          expiry: '12/30',
          cvc: '123',
          zip: '28202',
        }),
      }),
      onResponse: (status, body) => void expectStatus('bind a test card', status, body),
    },
    {
      method: 'POST',
      setupRequest: (request, context) =>
        withSession(
          {
            ...request,
            path: orderPath(context, '/submit'),
            body: json({
              usertype: 'guest',
              payments: [{ type: 'creditcard', amount: context.total, token: context.cardToken }],
            }),
          },
          context,
          { 'Idempotency-Key': `load-${context.session}-${String(context.orderId)}` },
        ),
      onResponse: (status, body, context) => {
        if (expectStatus('submitOrder', status, body)) {
          tally.ordersPlaced += 1;
          checkOwnOrder('submitOrder', (JSON.parse(body) as { order: OrderAnswer }).order, context);
        }
        if (context.session) idle.push(context.session);
      },
    },
  ];
}
