import type { RequestHandler } from 'msw';
import { scenarioHandler } from '../scenarios/scenario-handler';
import {
  getCareersMock,
  getContentMock,
  getDonationsMock,
  getFormsMock,
  getLocationsMock,
  getMembersMock,
  getMenusMock,
  getOrdersMock,
  getRewardsMock,
  getUpsellsMock,
} from '../../src/api/generated/endpoints/index.msw';

/**
 * The generated faker handlers for every operation of the contract: the fallback layer. Stateful
 * handlers are placed before these and take precedence.
 */
export const fallbackHandlers: RequestHandler[] = [
  ...getCareersMock(),
  ...getContentMock(),
  ...getDonationsMock(),
  ...getFormsMock(),
  ...getLocationsMock(),
  ...getMembersMock(),
  ...getMenusMock(),
  ...getOrdersMock(),
  ...getRewardsMock(),
  ...getUpsellsMock(),
];

/** Stateful handlers: the offline backend proper. */
export const statefulHandlers: RequestHandler[] = [];

/** Scenario faults first, then the stateful backend, then the generated fallbacks. */
export const handlers: RequestHandler[] = [scenarioHandler, ...statefulHandlers, ...fallbackHandlers];
