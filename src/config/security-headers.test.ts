// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { securityHeaders, staticHostHeadersFile } from './security-headers';

describe('security headers', () => {
  const csp = securityHeaders()['Content-Security-Policy'] ?? '';

  it('allows no inline or eval script and no framing', () => {
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS, nosniff, a referrer policy and a permissions policy', () => {
    const headers = securityHeaders();
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)');
  });

  it('public/_headers is the generated file (run `npm run headers:write` after a change)', () => {
    const file = readFileSync(resolve(import.meta.dirname, '../../public/_headers'), 'utf8');
    expect(file).toBe(staticHostHeadersFile());
  });
});
