import { createHash } from 'node:crypto';
import { HOLD_BACK_SCRIPT, HOLD_BACK_SCRIPT_HASH } from './hold-back-script';
import { securityHeaders } from './security-headers';

describe('the hold-back script', () => {
  it('is admitted by its digest, which matches the script as written', () => {
    const digest = createHash('sha256').update(HOLD_BACK_SCRIPT).digest('base64');
    expect(HOLD_BACK_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
    expect(securityHeaders()['Content-Security-Policy']).toContain(
      `script-src 'self' ${HOLD_BACK_SCRIPT_HASH}`,
    );
  });

  const heldFor = (href: string, stored?: string) => {
    const url = new URL(href);
    const attributes = new Map<string, string>();
    const scope = {
      location: { hostname: url.hostname, port: url.port, search: url.search },
      localStorage: { getItem: () => stored ?? null },
      document: {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      },
    };
    new Function(...Object.keys(scope), HOLD_BACK_SCRIPT)(...Object.values(scope));
    return attributes.has('data-held');
  };

  it('holds the English default-channel page back on the catering host and for Spanish visitors', () => {
    expect(heldFor('https://catering.example.com/')).toBe(true);
    expect(heldFor('http://127.0.0.1:2001/about')).toBe(true);
    expect(heldFor('https://www.example.com/?lang=es')).toBe(true);
    expect(heldFor('https://www.example.com/', '{"value":{"state":{"language":"es"},"version":0}}')).toBe(
      true,
    );
  });

  it('shows it to everyone else', () => {
    expect(heldFor('https://www.example.com/')).toBe(false);
    expect(heldFor('https://www.example.com/?lang=en', '{"value":{"state":{"language":"es"}}}')).toBe(false);
    expect(heldFor('https://www.example.com/', '{"value":{"state":{"language":"en-US"}}}')).toBe(false);
  });
});
