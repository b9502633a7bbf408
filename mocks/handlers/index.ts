import type { RequestHandler } from 'msw';
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

export const handlers: RequestHandler[] = [...fallbackHandlers];
