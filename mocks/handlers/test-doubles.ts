import { http, HttpResponse } from 'msw';
import { dbFor } from '../db/context';
import { issueSsoCode } from '../domain/sso-codes';
import { sentEmails } from './members-session';

/**
 * What the mock stands in for beyond the API, read the way a tester would reach the real thing:
 *
 *   GET  /__mock/outbox       the e-mails this session's backend sent (the password-reset link),
 *                             as a customer finds them in their mailbox
 *   POST /__mock/sso/codes    `{ member: 5002 | "new" }` → `{ code }`: what the stand-in identity
 *                             provider hands the site after a sign-in there, for API-level tests
 *                             (a browser goes through `/__mock/sso/authorize`)
 */
export const OUTBOX_PATH = '/__mock/outbox';
export const SSO_CODES_PATH = '/__mock/sso/codes';

const outbox = http.get(`*${OUTBOX_PATH}`, ({ request }) => HttpResponse.json(sentEmails(dbFor(request))));

const ssoCodes = http.post(`*${SSO_CODES_PATH}`, async ({ request }) => {
  const body: unknown = await request.json().catch(() => undefined);
  const member = body && typeof body === 'object' && 'member' in body ? body.member : undefined;
  if (member !== 'new' && !Number.isSafeInteger(member)) {
    return HttpResponse.json([{ message: 'member must be a member id or "new".' }], { status: 400 });
  }
  return HttpResponse.json({ code: issueSsoCode(member as number | 'new') });
});

export const testDoubleHandlers = [outbox, ssoCodes];
