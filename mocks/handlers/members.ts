import { memberAuthHandlers } from './members-auth';
import { memberOfferHandlers } from './members-offers';
import { memberProfileHandlers } from './members-profile';

/**
 * Stateful member handlers: accounts and sessions, profile, favourites, saved payments and
 * addresses, loyalty and wallet offers. Every token call answers 401 without a valid token.
 */
export const membersHandlers = [...memberAuthHandlers, ...memberProfileHandlers, ...memberOfferHandlers];
