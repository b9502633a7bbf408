import { operations as contractOperations } from '../../src/api/generated/operations';
import { walkOffers, walkPasswords } from './walk-account';
import { walkSignIn } from './walk-auth';
import { walkCoupons, walkCreateOrder, walkLines } from './walk-cart';
import { walkLocations, walkMenu } from './walk-catalog';
import { walkAfterSubmit, walkSubmit } from './walk-checkout';
import { walkEngagement } from './walk-engagement';
import { walkDonations, walkRewards, walkUpsells } from './walk-extras';
import { walkHandoff, walkTimeAndTip } from './walk-handoff';
import { walkHistory, walkTransferAndAbandon } from './walk-history';
import { walkOwnership } from './walk-ownership';
import { defaultWalkSettings } from './walk-options';
import { walkProfile, walkSavedDetails } from './walk-profile';
import { WalkSession } from './walk-session';
import { walkCareersAndContent, walkForms, walkServerFaults } from './walk-site';
import type { WalkState } from './walk-state';
import type { ConformanceClient, ExchangeRecord, WalkCoverage, WalkOptions, WalkResult } from './walk-types';

export type * from './walk-types';
export { defaultWalkSettings, FAULT_SCENARIO, WALK_CLOCK } from './walk-options';

/** The walk in the order a member uses the site: sign in, find food, fill the cart, pay, look back. */
const STAGES = [
  walkSignIn,
  walkLocations,
  walkMenu,
  walkCreateOrder,
  walkLines,
  walkCoupons,
  walkHandoff,
  walkTimeAndTip,
  walkDonations,
  walkUpsells,
  walkRewards,
  walkSubmit,
  walkAfterSubmit,
  walkOwnership,
  walkHistory,
  walkTransferAndAbandon,
  walkProfile,
  walkSavedDetails,
  walkPasswords,
  walkOffers,
  walkEngagement,
  walkForms,
  walkCareersAndContent,
  walkServerFaults,
] satisfies ((session: WalkSession, state: WalkState) => Promise<void>)[];

const isSuccess = (record: ExchangeRecord) => record.status >= 200 && record.status < 300;
const isError = (record: ExchangeRecord) => record.status >= 400 && record.status < 600;

/** Which operations of the SPEC call list had a checked success and a checked error answer. */
export function coverageOf(records: readonly ExchangeRecord[]): WalkCoverage {
  const operations = contractOperations.map((call) => call.operationId);
  const answered = (test: (record: ExchangeRecord) => boolean) =>
    new Set(records.filter(test).map((record) => record.operationId));
  const success = answered(isSuccess);
  const error = answered(isError);
  return {
    operations,
    success: operations.filter((id) => success.has(id)),
    error: operations.filter((id) => error.has(id)),
    missingSuccess: operations.filter((id) => !success.has(id)),
    missingError: operations.filter((id) => !error.has(id)),
  };
}

/**
 * Drives every operation of the contract through a success path and at least one declared error
 * path, checking each answer against the contract (status declared, body matching the generated
 * schema). The walk changes the member's account and restores what it can (password, favourites);
 * it deletes one saved card and one saved address.
 */
export async function runConformanceWalk(
  client: ConformanceClient,
  options: WalkOptions,
): Promise<WalkResult> {
  const { declared, ...overrides } = options;
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const session = new WalkSession(client, { ...defaultWalkSettings(), ...given }, declared);
  const state: WalkState = {};
  for (const stage of STAGES) await stage(session, state);
  return {
    records: session.records,
    coverage: coverageOf(session.records),
    surprises: session.surprises,
    skipped: session.skipped,
  };
}
