// @vitest-environment node
import { parseHeadersFile } from '../../src/config/security-headers.ts';
import { buildHeadersFile } from '../vite/static-host-headers.ts';
import { observatoryScore } from './observatory-score.ts';

/** The headers the built `_headers` sends on every page (its `/*` rule), as a static host reads them. */
const pageHeaders = (env: Record<string, string>) =>
  parseHeadersFile(buildHeadersFile(env)).find((rule) => rule.pattern === '/*')?.headers ?? {};

const EVERY_SETTING = {
  VITE_BOT_CHECK_SITE_KEY: '6Lc-site-key',
  VITE_MAPBOX_TOKEN: 'pk.eyJ1IjoiZXhhbXBsZSJ9.token',
  VITE_CMS_URL: 'https://cms.example.com/v2',
  VITE_BRAZE_API_KEY: 'braze-key',
  VITE_BRAZE_SDK_ENDPOINT: 'sdk.iad-01.braze.com',
  VITE_PAYMENT_FORM_URL: 'https://pay.provider.example/hosted/form',
  VITE_ACCESSIBILITY_WIDGET_URL: 'https://cdn.widget.example/v2/accessibility.js',
};

const modifiers = (headers: Record<string, string>) =>
  Object.fromEntries(observatoryScore(headers).results.map(({ test, result }) => [test, result]));

describe('the built headers, scored by the Mozilla Observatory rules', () => {
  it('score at least 125 for a build with no settings', () => {
    const { score, results } = observatoryScore(pageHeaders({}));
    expect(results.filter(({ modifier }) => modifier < 0)).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(125);
  });

  it('score at least 125 for a build with every setting', () => {
    const headers = pageHeaders(EVERY_SETTING);
    // The settings did reach the policy: each origin is in it.
    for (const origin of [
      'recaptcha',
      'api.mapbox.com',
      'cms.example.com',
      'braze.com',
      'pay.provider',
      'widget',
    ]) {
      expect(headers['Content-Security-Policy']).toContain(origin);
    }
    const { score, results } = observatoryScore(headers);
    expect(results.filter(({ modifier }) => modifier < 0)).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(125);
  });
});

describe('observatoryScore', () => {
  it('gives a site with no security headers 100 − 25 (CSP) − 20 (HSTS) − 5 (nosniff) − 20 (framing) = 30', () => {
    expect(observatoryScore({}).score).toBe(30);
  });

  it("adds 10 for default-src 'none', 5 for frame-ancestors, 5 for a private referrer policy and 10 for CORP", () => {
    const headers = {
      'Content-Security-Policy': "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
      'Strict-Transport-Security': 'max-age=31536000',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Resource-Policy': 'same-origin',
    };
    expect(observatoryScore(headers).score).toBe(130);
  });

  it('gives bonuses only to a site that scores 90 or more after its penalties', () => {
    const headers = {
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    };
    expect(observatoryScore(headers).score).toBe(80);
  });

  it('penalises unsafe scripts, http sources, eval and short HSTS as the rules say', () => {
    expect(modifiers({ 'Content-Security-Policy': "script-src 'self' 'unsafe-inline'" })).toMatchObject({
      'content-security-policy': 'csp-implemented-with-unsafe-inline',
    });
    expect(modifiers({ 'Content-Security-Policy': "default-src 'self'; script-src https:" })).toMatchObject({
      'content-security-policy': 'csp-implemented-with-unsafe-inline',
    });
    expect(modifiers({ 'Content-Security-Policy': "default-src 'none'" })).toMatchObject({
      'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
    });
    expect(
      modifiers({ 'Content-Security-Policy': "default-src 'self'; frame-src http://pay.example" }),
    ).toMatchObject({ 'content-security-policy': 'csp-implemented-with-insecure-scheme' });
    expect(modifiers({ 'Content-Security-Policy': "default-src 'self' 'unsafe-eval'" })).toMatchObject({
      'content-security-policy': 'csp-implemented-with-unsafe-eval',
    });
    expect(
      modifiers({ 'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'" }),
    ).toMatchObject({ 'content-security-policy': 'csp-implemented-with-unsafe-inline-in-style-src-only' });
    expect(modifiers({ 'Content-Security-Policy': "default-src 'self'; default-src 'none'" })).toMatchObject({
      'content-security-policy': 'csp-header-invalid',
    });
    expect(modifiers({ 'Strict-Transport-Security': 'max-age=86400' })).toMatchObject({
      'strict-transport-security': 'hsts-implemented-max-age-less-than-six-months',
    });
    expect(modifiers({ 'Referrer-Policy': 'unsafe-url' })).toMatchObject({
      'referrer-policy': 'referrer-policy-unsafe',
    });
    expect(modifiers({ 'X-Frame-Options': 'DENY' })).toMatchObject({
      'x-frame-options': 'x-frame-options-sameorigin-or-deny',
    });
    expect(modifiers({ 'Set-Cookie': 'sid=1; Path=/' })).toMatchObject({
      cookies: 'cookies-without-secure-flag',
    });
    expect(modifiers({ 'Set-Cookie': 'sid=1; Secure; HttpOnly; SameSite=Lax' })).toMatchObject({
      cookies: 'cookies-secure-with-httponly-sessions-and-samesite',
    });
  });
});
