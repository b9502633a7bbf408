import {
  getListMemberOffersQueryKey,
  getListMemberOffersQueryOptions,
  useListMemberOffers,
} from '../api/generated/endpoints/members/members';
import type { Locale } from '../i18n/locales';
import type { MemberOffersResult, WalletOffer } from '../api/generated/model';
import { inLanguage } from './menu-language';
import { visibleWalletOffers } from './wallet-offer-rules';
import { selectIsSignedIn, usePreferencesStore, useSessionStore } from '../stores';

/** SPEC §7: the offers lookup goes out as client type web, environment prod, version 2. */
const OFFERS_LOOKUP_HEADERS = { 'X-Env': 'prod', 'X-Client-Version': '2' };

/** SPEC §8 "Offers lookup failure: silently treated as status 400". */
const FAILED_LOOKUP_STATUS = 400;

/** Only a status-200 answer's offers count; any other answer stores nothing (SPEC §7). */
const offersOf = (result: MemberOffersResult): WalletOffer[] => ('offers' in result ? result.offers : []);

/** The offers call in the visitor's language; the cache keeps a wallet per language. */
function memberOffersRequest(language: Locale, enabled = true) {
  const { queryKey, request } = inLanguage(getListMemberOffersQueryKey(), language);
  return {
    query: { queryKey, enabled, retry: false },
    request: { headers: { ...OFFERS_LOOKUP_HEADERS, ...request.headers } },
  };
}

/** The offers call's options, exactly as the hook below makes it (the stored offers' tests fetch with it). */
export const memberOffersQueryOptions = (language: Locale) =>
  getListMemberOffersQueryOptions(memberOffersRequest(language));

/**
 * The member's wallet offers (GET members/offers/all) as the channel shows them (SPEC §5). A failed
 * lookup, whatever its cause, reads as status 400 with no offers, and shows nothing. The server
 * writes their labels in the call's language, so the wallet is kept per language, like a menu.
 */
export function useMemberOffers() {
  const signedIn = useSessionStore(selectIsSignedIn);
  const channel = usePreferencesStore((state) => state.channel);
  const language = usePreferencesStore((state) => state.language);
  const lookup = useListMemberOffers(memberOffersRequest(language, signedIn));
  const status = lookup.isError ? FAILED_LOOKUP_STATUS : lookup.data?.status;
  const offers = status === 200 && lookup.data ? offersOf(lookup.data) : [];
  return {
    isPending: signedIn && lookup.isPending,
    status,
    offers: visibleWalletOffers(offers, { channel, now: new Date() }),
  };
}
