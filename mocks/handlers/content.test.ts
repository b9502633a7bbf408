// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { GetSiteDataResponse } from '../../src/api/generated/zod/content/content.zod';
import { server } from '../node';
import { SITE_DATA_FILES, contentHandlers } from './content';
import { call, parsesAs } from './testing/api-call';

const PUBLIC_DATA_DIR = new URL('../../public/_data/', import.meta.url);

beforeEach(() => server.use(...contentHandlers));

describe('getSiteData', () => {
  it.each(Object.keys(SITE_DATA_FILES))('answers /_data/%s.json with its slug', async (name) => {
    const answer = await call(`/_data/${name}.json`);
    expect(answer.status).toBe(200);
    expect(parsesAs(GetSiteDataResponse, answer.body).slug).toBe(name);
  });

  it('answers exactly the static files the site publishes in public/_data', async () => {
    const files = readdirSync(PUBLIC_DATA_DIR).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual(
      Object.keys(SITE_DATA_FILES).sort(),
    );
    for (const file of files) {
      const published: unknown = JSON.parse(readFileSync(new URL(file, PUBLIC_DATA_DIR), 'utf8'));
      expect((await call(`/_data/${file}`)).body).toEqual(published);
    }
  });

  it('answers the delivery statuses and the navigation links', async () => {
    expect((await call('/_data/order-statuses.json')).body).toMatchObject({
      delivery_statuses: expect.arrayContaining([
        { status: 'out_for_delivery', label: 'On the way', label__i18n__es: 'En camino' },
      ]),
    });
    expect((await call('/_data/navigation-catering.json')).body).toMatchObject({
      links: expect.arrayContaining([expect.objectContaining({ url: '/bo-time-moments' })]),
    });
  });

  it('answers an active top banner that links to a page of the site', async () => {
    const banner = (await call('/_data/top-banner.json')).body as {
      entries: { active: boolean; url: string }[];
    };
    expect(banner.entries.find((entry) => entry.active)?.url).toMatch(/^\/[a-z]/);
  });

  it('answers 404 for an unknown data file', async () => {
    expect((await call('/_data/secrets.json')).status).toBe(404);
  });
});
