// @vitest-environment node
import { securityHeaders } from '../../../src/config/security-headers.ts';
import { REFERENCE_PAGE_HTML, startReferencePage, type RunningReferencePage } from './reference-page.ts';

describe('startReferencePage', () => {
  const headers = securityHeaders();
  let page: RunningReferencePage;

  beforeEach(async () => {
    page = await startReferencePage(headers);
  });

  afterEach(async () => {
    await page.stop();
  });

  it('serves the reference page with the headers it is given', async () => {
    const response = await fetch(page.url);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(headers)) expect(response.headers.get(name)).toBe(value);
    expect(await response.text()).toBe(REFERENCE_PAGE_HTML);
  });

  it('answers robots.txt, and any other path with a 404 that carries the same headers', async () => {
    const robots = await fetch(new URL('/robots.txt', page.url));
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('User-agent: *');

    const missing = await fetch(new URL('/favicon.ico', page.url));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cross-origin-opener-policy')).toBe(headers['Cross-Origin-Opener-Policy']);
  });

  it('stops listening when stopped', async () => {
    await page.stop();
    await expect(fetch(page.url)).rejects.toThrow();
    page = await startReferencePage(headers);
  });
});

describe('REFERENCE_PAGE_HTML', () => {
  it('has nothing to run or fetch: no script, no style sheet, an inline icon', () => {
    expect(REFERENCE_PAGE_HTML).not.toMatch(/<script|<link rel="stylesheet"|<img/);
    expect(REFERENCE_PAGE_HTML).toContain('<link rel="icon" href="data:," />');
  });

  it('has what a page needs to score in accessibility and SEO: a language, a title, a description', () => {
    expect(REFERENCE_PAGE_HTML).toMatch(/<html lang="en-US">/);
    expect(REFERENCE_PAGE_HTML).toMatch(/<title>[^<]+<\/title>/);
    expect(REFERENCE_PAGE_HTML).toMatch(/<meta name="description" content="[^"]+" \/>/);
  });
});
