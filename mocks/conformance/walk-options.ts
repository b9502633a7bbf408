import { DONATION_CAMPAIGNS } from '../domain/donations';
import { OUTBOX_PATH, SSO_CODES_PATH } from '../handlers/test-doubles';
import { DEMO_MEMBER, FIRST_LOCATION_ID, LOCATION_IDS, MENU_IDS } from '../seed/constants';
import { COUPON_CODES } from '../seed/coupons';
import { DEMO_HOME_ADDRESS } from '../seed/members';
import { PAYMENT_PROVIDER_PREFIX } from '../payments/payment-provider';
import type { ConformanceClient, WalkSettings } from './walk-types';

/**
 * Where the mock clock stands for a reproducible walk: Monday 16 February 2026, noon in Charlotte.
 * The restaurants are open (ASAP is allowed) and the next days offer ready times.
 */
export const WALK_CLOCK = '2026-02-16T17:00:00.000Z';

/** The scenario whose faults answer every call with a 500 `{message}` (mock backend only). */
export const FAULT_SCENARIO = 'errors-single-object';

/** A bot-check token the mock accepts (it rejects only `bot-check-failed`). */
const PASSING_BOT_CHECK_TOKEN = 'conformance-walk';

/** A code from the stand-in identity provider's back channel. */
async function mockSsoCode(send: ConformanceClient, memberId: number): Promise<string | undefined> {
  const answer = await send({ method: 'POST', path: SSO_CODES_PATH, body: { member: memberId } });
  if (answer.status !== 200) return undefined;
  return (JSON.parse(answer.bodyText) as { code?: string }).code;
}

/** The token in the link of the last reset e-mail the session's backend sent to `email`. */
async function mockResetToken(send: ConformanceClient, email: string): Promise<string | undefined> {
  const answer = await send({ method: 'GET', path: OUTBOX_PATH });
  if (answer.status !== 200) return undefined;
  const sent = (JSON.parse(answer.bodyText) as Array<{ to: string; link: string }>).findLast(
    (mail) => mail.to.toLowerCase() === email.toLowerCase(),
  );
  return sent ? (new URL(sent.link, 'http://mailbox').searchParams.get('token') ?? undefined) : undefined;
}

/** Seed constants as defaults: the offline mock backend can be walked without any option. */
export function defaultWalkSettings(): WalkSettings {
  const { address, city, state, zip, building } = DEMO_HOME_ADDRESS;
  const runId = crypto.randomUUID().slice(0, 8);
  return {
    email: DEMO_MEMBER.email,
    password: DEMO_MEMBER.password,
    locationId: FIRST_LOCATION_ID,
    menuId: MENU_IDS.regular,
    transferMenuId: MENU_IDS.catering,
    searchText: '28202',
    deliveryAddress: { address, city, state, zip, building },
    // Raleigh: far outside any Charlotte delivery radius.
    outOfAreaAddress: { address: '410 Glenwood Ave', city: 'Raleigh', state: 'NC', zip: '27603' },
    coupons: {
      valid: COUPON_CODES.valid,
      percent: COUPON_CODES.percent,
      minimum: COUPON_CODES.minimum200,
      inUse: COUPON_CODES.inUse,
      invalid: COUPON_CODES.invalid,
    },
    donationCampaignId: DONATION_CAMPAIGNS[0]?.id ?? 1,
    favoriteLocationId: LOCATION_IDS.charlotteSouthEnd,
    ssoCode: mockSsoCode,
    resetToken: mockResetToken,
    botCheckToken: PASSING_BOT_CHECK_TOKEN,
    newMemberEmail: `conformance-${runId}@example.com`,
    cardBindingPath: `${PAYMENT_PROVIDER_PREFIX}tokens`,
    clientHeaders: {
      'X-Env': 'prod',
      'X-Device-Id': 'conformance-walk',
      'X-Client': 'web',
      'X-Client-Version': '1.4.24',
    },
    // A session of its own: on the mock server a scenario change reseeds the session's database.
    faultHeaders: { 'X-Mock-Scenario': FAULT_SCENARIO, 'X-Mock-Session': `conformance-faults-${runId}` },
  };
}
