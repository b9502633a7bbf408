import type { WalletOffer } from '../../src/api/generated/model';
import { SPANISH_OFFER_TEXT } from '../seed/offers-spanish';
import type { MenuLanguage } from './menu-language';

type OfferText = Pick<WalletOffer, 'label' | 'description' | 'language'>;

/**
 * A wallet offer's label and description in `language`. An offer without Spanish for either stays
 * wholly English and says so (`language: 'en'`), so the page can mark it.
 */
export function translateWalletOffer<Offer extends OfferText>(offer: Offer, language: MenuLanguage): Offer {
  if (language === 'en') return offer;
  const label = SPANISH_OFFER_TEXT[offer.label];
  const description =
    typeof offer.description === 'string' ? SPANISH_OFFER_TEXT[offer.description] : offer.description;
  if (label === undefined || description === undefined) return { ...offer, language: 'en' };
  return { ...offer, label, description };
}

/** Whether an answer's object is a wallet offer (a member's, or one applied to an order). */
export const isWalletOffer = (value: object): value is WalletOffer =>
  'cred' in value && 'label' in value && typeof value.label === 'string';
