import type { RequestHandler } from 'msw';
import {
  getCareersMock,
  getContentMock,
  getDonationsMock,
  getEngagementMock,
  getFormsMock,
  getLocationsMock,
  getMembersMock,
  getMenusMock,
  getOrdersMock,
  getRewardsMock,
  getUpsellsMock,
} from '../../src/api/generated/endpoints/index.msw';
import { scenarioHandler } from '../scenarios/scenario-handler';
import { careersHandlers } from './careers';
import { cmsHandlers } from './cms';
import { contentHandlers } from './content';
import { donationsHandlers } from './donations';
import { engagementHandlers } from './engagement';
import { formsHandlers } from './forms';
import { jsonMediaTypeHandler } from './json-media-type';
import { locationsHandlers } from './locations';
import { membersHandlers } from './members';
import { menusHandlers } from './menus';
import { orderLanguageHandler } from './order-language';
import { orderPrivacyHandler } from './order-privacy';
import { ordersHandlers } from './orders';
import { rewardsHandlers } from './rewards';
import { testDoubleHandlers } from './test-doubles';
import { upsellsHandlers } from './upsells';

/**
 * The generated faker handlers for every operation of the contract: the fallback layer. Stateful
 * handlers are placed before these and take precedence.
 */
export const fallbackHandlers: RequestHandler[] = [
  ...getCareersMock(),
  ...getContentMock(),
  ...getDonationsMock(),
  ...getEngagementMock(),
  ...getFormsMock(),
  ...getLocationsMock(),
  ...getMembersMock(),
  ...getMenusMock(),
  ...getOrdersMock(),
  ...getRewardsMock(),
  ...getUpsellsMock(),
];

/** Stateful handlers: the offline backend proper. */
export const statefulHandlers: RequestHandler[] = [
  ...ordersHandlers,
  ...rewardsHandlers,
  ...upsellsHandlers,
  ...donationsHandlers,
  ...menusHandlers,
  ...membersHandlers,
  ...locationsHandlers,
  ...formsHandlers,
  ...careersHandlers,
  ...contentHandlers,
  ...engagementHandlers,
];

const answering = [...statefulHandlers, ...fallbackHandlers];

/**
 * Bodies that are not JSON are refused first; then scenario faults, then the stateful backend
 * (order answers named in the request's language, and without a member's details for a caller
 * without their token), the third-party CMS and the mock's own test doubles (the outbox, SSO
 * codes), then the generated fallbacks.
 */
export const handlers: RequestHandler[] = [
  jsonMediaTypeHandler,
  scenarioHandler,
  orderPrivacyHandler([orderLanguageHandler(answering), ...answering]),
  orderLanguageHandler(answering),
  ...statefulHandlers,
  ...cmsHandlers,
  ...testDoubleHandlers,
  ...fallbackHandlers,
];

const servesSiteData = (handler: RequestHandler) => String(handler.info.header).includes('/_data/');

/**
 * In the browser, `/_data/{name}.json` are the site's real static files (public/_data): neither
 * the stateful table nor the faker fallback may hide them.
 */
export const browserHandlers: RequestHandler[] = handlers.filter((handler) => !servesSiteData(handler));
