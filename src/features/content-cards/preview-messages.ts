import { defineMessage } from 'react-intl';

/** The copy of `/messaging/test`, the preview of both sites' cards and in-app messages. */
export const previewMessages = {
  heading: defineMessage({ id: 'messagingPreview.heading', defaultMessage: 'Messaging preview' }),
  intro: defineMessage({
    id: 'messagingPreview.intro',
    defaultMessage:
      'The content cards and in-app messages each site receives, grouped as the site shows them. Previewing marks nothing as seen or clicked.',
  }),
  loading: defineMessage({ id: 'messagingPreview.loading', defaultMessage: 'Loading the messages' }),
  regularSite: defineMessage({ id: 'messagingPreview.site.regular', defaultMessage: 'Main site' }),
  cateringSite: defineMessage({ id: 'messagingPreview.site.catering', defaultMessage: 'Catering site' }),
  homepageCarousel: defineMessage({
    id: 'messagingPreview.feed.homepageCarousel',
    defaultMessage: 'Homepage carousel',
  }),
  topAlert: defineMessage({ id: 'messagingPreview.feed.topAlert', defaultMessage: 'Top alert' }),
  offerScreenMessage: defineMessage({
    id: 'messagingPreview.feed.offerScreenMessage',
    defaultMessage: 'Offer-screen message',
  }),
  inbox: defineMessage({ id: 'messagingPreview.feed.inbox', defaultMessage: 'Inbox' }),
  noCards: defineMessage({ id: 'messagingPreview.noCards', defaultMessage: 'No cards in this group.' }),
  leadsTo: defineMessage<{ url: string }>({
    id: 'messagingPreview.leadsTo',
    defaultMessage: 'Leads to {url}',
    description: "Under a card in the preview: the address the card's link opens.",
  }),
  expires: defineMessage<{ date: string }>({
    id: 'messagingPreview.expires',
    defaultMessage: 'Shown until {date}',
  }),
  inAppMessages: defineMessage({ id: 'messagingPreview.inAppMessages', defaultMessage: 'In-app messages' }),
  noInAppMessages: defineMessage({
    id: 'messagingPreview.noInAppMessages',
    defaultMessage:
      'No in-app message has arrived for this site during this visit. The engagement service sends them as they are triggered; they show here as they come.',
  }),
  showInAppMessage: defineMessage<{ title: string }>({
    id: 'messagingPreview.showInAppMessage',
    defaultMessage: 'Show “{title}”',
  }),
};
