import { defineMessages, useIntl } from 'react-intl';
import { ContactForm } from '../../features/forms/components/contact-form';
import { PageFrame } from './page-frame';

const messages = defineMessages({
  heading: { id: 'contactPage.heading', defaultMessage: 'Contact Us' },
  intro: {
    id: 'contactPage.intro',
    defaultMessage:
      'Questions, compliments or something we should fix? Tell us and our guest relations team will answer by email.',
  },
});

/** `/contact` (SPEC §2 linked paths): the contact form in the default layout. */
export function ContactPage() {
  const intl = useIntl();
  return (
    <PageFrame heading={intl.formatMessage(messages.heading)} intro={intl.formatMessage(messages.intro)}>
      <ContactForm />
    </PageFrame>
  );
}
