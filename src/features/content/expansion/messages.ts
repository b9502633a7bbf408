import { defineMessage } from 'react-intl';

/** The copy of the expansion menu's pages (SPEC §2 /expansion-menu…). */
export const messages = {
  marketsHeading: defineMessage({ id: 'expansion.marketsHeading', defaultMessage: 'Expansion Menu' }),
  marketsIntro: defineMessage({
    id: 'expansion.marketsIntro',
    defaultMessage: 'Our newest restaurants serve a menu of their own. Choose one to see it.',
  }),
  marketsLabel: defineMessage({ id: 'expansion.marketsLabel', defaultMessage: 'New restaurants' }),
  marketName: defineMessage<{ name: string; state: string }>({
    id: 'expansion.marketName',
    defaultMessage: '{name}, {state}',
  }),
  yourMarket: defineMessage({ id: 'expansion.yourMarket', defaultMessage: '(your choice)' }),
  noMarkets: defineMessage({
    id: 'expansion.noMarkets',
    defaultMessage: 'There are no new restaurants right now.',
  }),
  itemsHeading: defineMessage<{ name: string }>({
    id: 'expansion.itemsHeading',
    defaultMessage: 'Menu at {name}',
  }),
  /** An item page's tab title: the same item is on each market's menu, each page its own title. */
  itemTitle: defineMessage<{ item: string; name: string }>({
    id: 'expansion.itemTitle',
    defaultMessage: '{item} at {name}',
  }),
  itemsHeadingNoMarket: defineMessage({
    id: 'expansion.itemsHeadingNoMarket',
    defaultMessage: 'Expansion Menu items',
  }),
  chooseMarketFirst: defineMessage({
    id: 'expansion.chooseMarketFirst',
    defaultMessage: 'Choose a restaurant first to see its menu.',
  }),
  unknownMarket: defineMessage({
    id: 'expansion.unknownMarket',
    defaultMessage: 'That restaurant is not on the expansion menu. Choose another one.',
  }),
  chooseMarket: defineMessage({ id: 'expansion.chooseMarket', defaultMessage: 'Choose a restaurant' }),
  otherMarkets: defineMessage({ id: 'expansion.otherMarkets', defaultMessage: 'Other restaurants' }),
  loading: defineMessage({ id: 'expansion.loading', defaultMessage: 'Loading the menu…' }),
  loadFailed: defineMessage({ id: 'expansion.loadFailed', defaultMessage: 'The menu could not be loaded.' }),
  retry: defineMessage({ id: 'expansion.retry', defaultMessage: 'Try again' }),
  itemNotFound: defineMessage<{ name: string }>({
    id: 'expansion.itemNotFound',
    defaultMessage: 'This item is not on the menu of {name}.',
  }),
  backToItems: defineMessage<{ name: string }>({
    id: 'expansion.backToItems',
    defaultMessage: 'Back to the menu of {name}',
  }),
  orderHere: defineMessage<{ name: string }>({
    id: 'expansion.orderHere',
    defaultMessage: 'Order from {name}',
  }),
  calories: defineMessage<{ calories: number }>({
    id: 'expansion.calories',
    defaultMessage: '{calories, number} Cal',
  }),
};
