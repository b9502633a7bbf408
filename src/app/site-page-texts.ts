import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { paths } from '../config/paths';
import { navigationPages } from '../features/navigation/site-links';
import type { SearchablePage } from '../features/search/page-documents';

/**
 * What each page the navigation links to is for, as site search reads it: the navigation gives
 * the title, this the words a visitor may look for it by.
 */
const descriptions = defineMessages({
  menu: {
    id: 'sitePages.menu.description',
    defaultMessage: 'Our full menu: chicken, biscuits, sides, desserts and drinks, with prices.',
  },
  order: {
    id: 'sitePages.order.description',
    defaultMessage: 'Order online for pickup, curbside or delivery from your restaurant.',
  },
  locations: {
    id: 'sitePages.locations.description',
    defaultMessage: 'Find a restaurant near you by zip code or city: addresses, hours and directions.',
  },
  careers: {
    id: 'sitePages.careers.description',
    defaultMessage: 'Jobs and careers at our restaurants: search openings near you and apply.',
  },
  about: {
    id: 'sitePages.about.description',
    defaultMessage: 'Our story, our food and the people behind it.',
  },
  catering: {
    id: 'sitePages.catering.description',
    defaultMessage: 'Catering for events and offices: party packs and platters, for pickup or delivery.',
  },
  offers: {
    id: 'sitePages.offers.description',
    defaultMessage: 'Your rewards, coupons and deals as a member.',
  },
  franchising: {
    id: 'sitePages.franchising.description',
    defaultMessage: 'Own a restaurant: franchise opportunities and how to apply.',
  },
  foundation: {
    id: 'sitePages.foundation.description',
    defaultMessage: 'Our foundation: scholarships, grants and giving back.',
  },
  community: {
    id: 'sitePages.community.description',
    defaultMessage: 'News and stories from our restaurants and communities.',
  },
  contact: {
    id: 'sitePages.contact.description',
    defaultMessage: 'Contact us: questions, feedback and help with an order.',
  },
  search: {
    id: 'sitePages.search.description',
    defaultMessage: 'Search the menu and the pages of this site.',
  },
  termsOfUse: {
    id: 'sitePages.termsOfUse.description',
    defaultMessage: 'The terms of using this website and ordering online.',
  },
  privacyPolicy: {
    id: 'sitePages.privacyPolicy.description',
    defaultMessage: 'How we collect, use and protect your personal information.',
  },
  gift: {
    id: 'sitePages.gift.description',
    defaultMessage: 'Buy gift cards and check a card’s balance.',
  },
  nutrition: {
    id: 'sitePages.nutrition.description',
    defaultMessage: 'Nutrition facts and allergens of every menu item: calories, fat, sodium.',
  },
  digitalGifting: {
    id: 'sitePages.digitalGifting.description',
    defaultMessage: 'Send a digital gift card by e-mail or text.',
  },
  communityRelations: {
    id: 'sitePages.communityRelations.description',
    defaultMessage: 'Donation and sponsorship requests for local events and schools.',
  },
  boTimeMoments: {
    id: 'sitePages.boTimeMoments.description',
    defaultMessage: 'Moments our guests share around the table.',
  },
});

/** Each navigation page's description, by its address. */
export const pageDescriptions: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  [paths.menu.href()]: descriptions.menu,
  [paths.order.href()]: descriptions.order,
  [paths.locations.href()]: descriptions.locations,
  [paths.careers.href()]: descriptions.careers,
  [paths.about.href()]: descriptions.about,
  [paths.catering.href()]: descriptions.catering,
  [paths.offers.href()]: descriptions.offers,
  [paths.franchising.href()]: descriptions.franchising,
  [paths.foundation.href()]: descriptions.foundation,
  [paths.community.href()]: descriptions.community,
  [paths.contact.href()]: descriptions.contact,
  [paths.search.href()]: descriptions.search,
  [paths.termsOfUse.href()]: descriptions.termsOfUse,
  [paths.privacyPolicy.href()]: descriptions.privacyPolicy,
  [paths.gift.href()]: descriptions.gift,
  [paths.menuNutrition.href()]: descriptions.nutrition,
  [paths.digitalGifting.href()]: descriptions.digitalGifting,
  [paths.communityRelations.href()]: descriptions.communityRelations,
  [paths.boTimeMoments.href()]: descriptions.boTimeMoments,
};

/** Pages a visitor reaches from the navigation's pages rather than from the navigation itself. */
const linkedPages = defineMessages({
  expansionMenu: { id: 'sitePages.expansionMenu.title', defaultMessage: 'Expansion menu' },
  expansionMenuDescription: {
    id: 'sitePages.expansionMenu.description',
    defaultMessage: 'The menu of our restaurants in new markets: Tennessee, Kentucky and more.',
  },
  positions: { id: 'sitePages.positions.title', defaultMessage: 'Open positions' },
  positionsDescription: {
    id: 'sitePages.positions.description',
    defaultMessage: 'Jobs in our restaurants: team member, cook, shift manager and more.',
  },
});

/**
 * The site's own pages in the language `intl` speaks, for site search: every page the navigation
 * links to, and the pages reached from them that no CMS story describes.
 */
export function sitePageTexts(intl: IntlShape): SearchablePage[] {
  const label = (value: MessageDescriptor | string) =>
    typeof value === 'string' ? value : intl.formatMessage(value);
  const fromNavigation = navigationPages().map((page) => {
    const description = pageDescriptions[page.href];
    return {
      path: page.href,
      title: label(page.label),
      text: description ? intl.formatMessage(description) : '',
    };
  });
  return [
    ...fromNavigation,
    {
      path: paths.expansionMenu.href(),
      title: intl.formatMessage(linkedPages.expansionMenu),
      text: intl.formatMessage(linkedPages.expansionMenuDescription),
    },
    {
      path: paths.positions.href(),
      title: intl.formatMessage(linkedPages.positions),
      text: intl.formatMessage(linkedPages.positionsDescription),
    },
  ];
}
