import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  firstName: { id: 'forms.contact.firstName', defaultMessage: 'First name' },
  lastName: { id: 'forms.contact.lastName', defaultMessage: 'Last name' },
  email: { id: 'forms.contact.email', defaultMessage: 'Email' },
  phone: { id: 'forms.contact.phone', defaultMessage: 'Phone' },
  location: { id: 'forms.contact.location', defaultMessage: 'Restaurant' },
  noLocation: { id: 'forms.contact.noLocation', defaultMessage: 'No particular restaurant' },
  visitDate: { id: 'forms.contact.visitDate', defaultMessage: 'Date of your visit' },
  topic: { id: 'forms.contact.topic', defaultMessage: 'Topic' },
  topicNone: { id: 'forms.contact.topicNone', defaultMessage: 'Choose a topic' },
  topicVisit: { id: 'forms.contact.topicVisit', defaultMessage: 'A restaurant visit' },
  topicOnlineOrder: { id: 'forms.contact.topicOnlineOrder', defaultMessage: 'An online order' },
  topicCatering: { id: 'forms.contact.topicCatering', defaultMessage: 'Catering' },
  topicRewards: { id: 'forms.contact.topicRewards', defaultMessage: 'Rewards and my account' },
  topicOther: { id: 'forms.contact.topicOther', defaultMessage: 'Something else' },
  message: { id: 'forms.contact.message', defaultMessage: 'Message' },
  submit: { id: 'forms.contact.submit', defaultMessage: 'Send Message' },
  sent: {
    id: 'forms.contact.sent',
    defaultMessage: 'Thanks for reaching out! Our guest relations team will get back to you soon.',
  },
});
