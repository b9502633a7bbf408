import { defineMessage } from 'react-intl';

/**
 * `{count}` rather than `#` in a count every page shows: a small whole number reads the same as
 * plain digits in both languages, and `#` would have the browser load its number-formatting data
 * (30–50 ms of CPU, more on a phone) while every page starts.
 */
const SMALL_COUNT =
  'A small whole number, shown as plain digits ({count} rather than #, which would format it as a number while the page starts).';

/** The copy of the site's header, menus, bars and footers (SPEC §2), shared by their components. */
export const messages = {
  logo: defineMessage<{ brand: string }>({
    id: 'navigation.logo',
    defaultMessage: '{brand} home',
    description: 'Name of the logo link.',
  }),
  mainNav: defineMessage({
    id: 'navigation.mainNav',
    defaultMessage: 'Main',
    description: 'Name of the header navigation.',
  }),
  menu: defineMessage({ id: 'navigation.link.menu', defaultMessage: 'Menu' }),
  cateringMenu: defineMessage({ id: 'navigation.link.cateringMenu', defaultMessage: 'Catering Menu' }),
  order: defineMessage({ id: 'navigation.link.order', defaultMessage: 'Order' }),
  locations: defineMessage({ id: 'navigation.link.locations', defaultMessage: 'Locations' }),
  boTimeMoments: defineMessage({ id: 'navigation.link.boTimeMoments', defaultMessage: 'Bo Time Moments' }),
  offers: defineMessage({ id: 'navigation.link.offers', defaultMessage: 'Offers' }),
  careers: defineMessage({ id: 'navigation.link.careers', defaultMessage: 'Careers' }),
  about: defineMessage({ id: 'navigation.link.about', defaultMessage: 'About' }),
  aboutUs: defineMessage({ id: 'navigation.link.aboutUs', defaultMessage: 'About Us' }),
  franchising: defineMessage({ id: 'navigation.link.franchising', defaultMessage: 'Franchising' }),
  catering: defineMessage({ id: 'navigation.link.catering', defaultMessage: 'Catering' }),
  merchStore: defineMessage({ id: 'navigation.link.merchStore', defaultMessage: 'Merch Store' }),
  foundation: defineMessage({ id: 'navigation.link.foundation', defaultMessage: 'Foundation' }),
  community: defineMessage({ id: 'navigation.link.community', defaultMessage: 'Community' }),
  contactUs: defineMessage({ id: 'navigation.link.contactUs', defaultMessage: 'Contact Us' }),
  termsOfUse: defineMessage({ id: 'navigation.link.termsOfUse', defaultMessage: 'Terms of Use' }),
  privacyPolicy: defineMessage({ id: 'navigation.link.privacyPolicy', defaultMessage: 'Privacy Policy' }),
  giftCards: defineMessage({ id: 'navigation.link.giftCards', defaultMessage: 'Gift Cards' }),
  digitalGifting: defineMessage({ id: 'navigation.link.digitalGifting', defaultMessage: 'Digital Gifting' }),
  nutrition: defineMessage({ id: 'navigation.link.nutrition', defaultMessage: 'Nutrition' }),
  communityRelations: defineMessage({
    id: 'navigation.link.communityRelations',
    defaultMessage: 'Community Relations',
  }),
  mainSite: defineMessage({
    id: 'navigation.link.mainSite',
    defaultMessage: 'Go to the main site',
    description: 'Link from the catering site back to the regular ordering site.',
  }),
  greeting: defineMessage<{ firstName: string }>({
    id: 'navigation.greeting',
    defaultMessage: 'Hi {firstName}!',
  }),
  signIn: defineMessage({ id: 'navigation.signIn', defaultMessage: 'Sign In' }),
  orderNow: defineMessage({ id: 'navigation.orderNow', defaultMessage: 'Order Now' }),
  startYourOrder: defineMessage({
    id: 'navigation.startYourOrder',
    defaultMessage: 'Start Your Order',
    description: 'The in-app catering version of "Order Now".',
  }),
  findLocation: defineMessage<{ brand: string }>({
    id: 'navigation.findLocation',
    defaultMessage: 'Find a {brand} near you',
    description: 'Link to the location finder, shown while no location is chosen.',
  }),
  chosenLocation: defineMessage<{ address: string }>({
    id: 'navigation.chosenLocation',
    defaultMessage: '{address}, change location',
    description:
      'Name of the link showing the chosen restaurant’s address as shown (maybe cut short); it leads to the location finder.',
  }),
  handoffGroup: defineMessage({ id: 'navigation.handoff.group', defaultMessage: 'Pickup or delivery' }),
  pickup: defineMessage({ id: 'navigation.handoff.pickup', defaultMessage: 'Pickup' }),
  delivery: defineMessage({ id: 'navigation.handoff.delivery', defaultMessage: 'Delivery' }),
  cart: defineMessage({ id: 'navigation.cart', defaultMessage: 'Cart' }),
  cartCount: defineMessage<{ count: number }>({
    id: 'navigation.cart.count',
    defaultMessage: '{count, plural, one {{count} item} other {{count} items}} in your cart',
    description: SMALL_COUNT,
  }),
  inbox: defineMessage({ id: 'navigation.inbox', defaultMessage: 'Inbox' }),
  inboxUnread: defineMessage<{ count: number }>({
    id: 'navigation.inbox.unread',
    defaultMessage: '{count, plural, one {{count} unread message} other {{count} unread messages}}',
    description: SMALL_COUNT,
  }),
  search: defineMessage({ id: 'navigation.search', defaultMessage: 'Search' }),
  openMenu: defineMessage({ id: 'navigation.mobileMenu.open', defaultMessage: 'Open menu' }),
  bottomBar: defineMessage({ id: 'navigation.bottomBar', defaultMessage: 'Your order' }),
  footerNav: defineMessage<{ brand: string }>({
    id: 'navigation.footer.nav',
    defaultMessage: 'More from {brand}',
  }),
};
