// @vitest-environment node
import { GetSiteDataResponse } from '../../src/api/generated/zod/content/content.zod';
import { server } from '../node';
import { SITE_DATA_DEFAULTS, contentHandlers } from './content';
import { call, parsesAs } from './testing/api-call';

beforeEach(() => server.use(...contentHandlers));

describe('getSiteData', () => {
  it.each(Object.keys(SITE_DATA_DEFAULTS))('answers /_data/%s.json with its slug', async (name) => {
    const answer = await call(`/_data/${name}.json`);
    expect(answer.status).toBe(200);
    expect(parsesAs(GetSiteDataResponse, answer.body).slug).toBe(name);
  });

  it('answers the delivery statuses and the navigation links', async () => {
    expect((await call('/_data/order-statuses.json')).body).toMatchObject({
      delivery_statuses: expect.arrayContaining([{ status: 'out_for_delivery', label: 'On the way' }]),
    });
    expect((await call('/_data/navigation-catering.json')).body).toMatchObject({
      links: expect.arrayContaining([expect.objectContaining({ url: '/bo-time-moments' })]),
    });
  });

  it('answers 404 for an unknown data file', async () => {
    expect((await call('/_data/secrets.json')).status).toBe(404);
  });
});
