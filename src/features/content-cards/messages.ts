import { defineMessage } from 'react-intl';

export const messages = {
  loading: defineMessage({ id: 'contentCards.loading', defaultMessage: 'Loading your messages' }),
  empty: defineMessage({
    id: 'contentCards.empty',
    defaultMessage: 'Your inbox is empty. New offers and news will show here.',
  }),
  retry: defineMessage({
    id: 'contentCards.retry',
    defaultMessage: 'Try again',
    description: 'Reads the inbox again after it could not be loaded.',
  }),
  inboxLabel: defineMessage({ id: 'contentCards.inboxLabel', defaultMessage: 'Messages' }),
  unread: defineMessage({
    id: 'contentCards.unread',
    defaultMessage: 'New',
    description: 'Beside the title of a message that was unread when the inbox opened.',
  }),
  open: defineMessage({ id: 'contentCards.open', defaultMessage: 'See more' }),
  dismiss: defineMessage({ id: 'contentCards.dismiss', defaultMessage: 'Dismiss' }),
  dismissCard: defineMessage<{ title: string }>({
    id: 'contentCards.dismissCard',
    defaultMessage: 'Dismiss {title}',
    description: "The full name of a card's Dismiss button; it starts with the visible 'Dismiss'.",
  }),
  dismissed: defineMessage({ id: 'contentCards.dismissed', defaultMessage: 'Message dismissed.' }),
  carouselHeading: defineMessage({ id: 'contentCards.carouselHeading', defaultMessage: 'Featured' }),
  alertLabel: defineMessage({ id: 'contentCards.alertLabel', defaultMessage: 'Announcement' }),
  offerMessageLabel: defineMessage({
    id: 'contentCards.offerMessageLabel',
    defaultMessage: 'News about your offers',
  }),
};
